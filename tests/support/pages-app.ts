import { rmSync } from 'node:fs';
import { tinyWebBuild, readHead } from './html-page';
import { as, createTestApp, signUp, type TestApp, type TestUser } from './test-app';

/** The public address the page tests' apps answer for (canonical URLs, Open Graph, hreflang). */
export const SITE = 'https://workify.example.com';

/** A test app that renders pages (a tiny web build of its own, removed when the app closes). */
export async function createPagesTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const web = tinyWebBuild();
  const t = await createTestApp({ WEB_DIST: web, PUBLIC_URL: SITE, ...env });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    },
  };
}

/** A page as a crawler without JavaScript gets it (signed out unless `user`), and its head. */
export async function crawl(t: TestApp, url: string, user: TestUser | null = null) {
  const res = await as(t.app, user)({ method: 'GET', url });
  return { res, head: readHead(res.body) };
}

/** A page-rendering app with a seller (Fred Freelancer, Frontend Developer) and a client (Clara Client). */
export async function createPagesMarketplace(): Promise<{ t: TestApp; seller: TestUser; client: TestUser }> {
  const t = await createPagesTestApp();
  const seller = await signUp(t.app, {
    role: 'freelancer',
    fullName: 'Fred Freelancer',
    profession: 'Frontend Developer',
  });
  const client = await signUp(t.app, { fullName: 'Clara Client' });
  return { t, seller, client };
}
