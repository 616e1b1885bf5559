import type { AxeResults, RunOptions } from 'axe-core';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import adminAccount from './admin-account.json' with { type: 'json' };

export interface E2EUser {
  id: string;
  fullName: string;
  username: string;
  email: string;
  password: string;
  isClient: boolean;
}

let counter = 0;

export function newUserData(role: 'client' | 'freelancer', fullName?: string): Omit<E2EUser, 'id'> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${role}_${tag}`;
  return { fullName: fullName ?? `${role === 'client' ? 'Clara Client' : 'Fred Freelancer'} ${tag.slice(-4)}`, username, email: `${username}@example.com`, password: 'a long password', isClient: role === 'client' };
}

/** Creates an account over the API (the sign-up screen has its own test). */
export async function createUser(page: Page, role: 'client' | 'freelancer', fullName?: string): Promise<E2EUser> {
  const data = newUserData(role, fullName);
  const res = await page.request.post('/api/v1/users/register', {
    multipart: { fullName: data.fullName, username: data.username, email: data.email, password: data.password, isClient: String(data.isClient), ...(data.isClient ? {} : { profession: 'Web Developer' }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...data, id: (await res.json()).data._id };
}

/** Signs the page's browser context in (the cookie lands in the context's jar). */
export async function logInAs(page: Page, user: E2EUser) {
  const res = await page.request.post('/api/v1/users/login', { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
}

/** A signed-in user in a browser context of their own (their own cookies). */
export async function personIn(browser: Browser, baseURL: string | undefined, role: 'client' | 'freelancer', fullName: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await createUser(page, role, fullName);
  await logInAs(page, user);
  return { page, user, close: () => context.close() };
}

/** The administrator scripts/e2e-server.mjs creates with `npm run admin -- create` before the server starts. */
export const E2E_ADMIN: { fullName: string; email: string; password: string } = adminAccount;

/** Signs the page's browser context in as that administrator. */
export async function logInAsAdmin(page: Page) {
  const res = await page.request.post('/api/v1/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * At a phone's and a desktop's width: axe finds nothing serious or critical, and, when
 * E2E_SHOTS names a folder (kept out of the repo), a screenshot is taken to look at.
 */
export async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const result = await axe(page).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${name} ${width}px: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The mails the server wrote to its outbox, raw .eml text, oldest first. */
export function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => decodeMail(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the page as it is now (then .analyze()): its source is evaluated in the page
 * once per document, and axe.run() scans the document there. @axe-core/playwright evaluated
 * the source twice per scan (once in analyze(), once more injecting every frame; Workify has
 * no frames): 40% of a scan's time, measured at about 650 ms a scan against 350 ms here. The
 * tests read only the violations: `resultTypes` spares axe detailing every passing and
 * inapplicable node. `options` adds axe run options (rules to enable…).
 */
export const axe = (page: Page, options: RunOptions = {}) => ({
  analyze: async (): Promise<AxeResults> => {
    // At rest: colours are judged after a short transition ends (a toast fading in has half its
    // contrast); endless ones (skeletons, spinners) and the toasts' 5 s progress bars are not awaited.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity || Number(a.effect?.getComputedTiming().duration) >= 2000));
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const run = { resultTypes: ['violations'], ...options } as RunOptions;
    return page.evaluate((opts) => (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, opts), run);
  },
});

type Fixtures = {
  /** A signed-in user of the given role, created fresh for the test. */
  signIn: (role: 'client' | 'freelancer', fullName?: string) => Promise<E2EUser>;
};

export const test = base.extend<Fixtures>({
  signIn: async ({ page }, use) => {
    await use(async (role, fullName) => {
      const user = await createUser(page, role, fullName);
      await logInAs(page, user);
      return user;
    });
  },
});

export { expect };

/** Undoes quoted-printable soft line breaks and escapes, so tests can read links whole. */
function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
