import type { FastifyInstance } from 'fastify';

/**
 * A browser for the provider sign-in tests: follows redirects between the app (app.inject, at
 * its PUBLIC_URL) and the test provider (fetch), keeping each origin's cookies, until a page of
 * the app that is not the API (/dashboard, /signup/role…) or an answer that is not a redirect.
 */
export class OidcBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly publicUrl: string,
  ) {}

  /** The app's cookies as a Cookie header (paths are not told apart: harmless for these tests). */
  appCookie(): string {
    return this.cookieFor(new URL(this.publicUrl).origin);
  }

  hasAppCookie(name: string): boolean {
    return this.jars.get(new URL(this.publicUrl).origin)?.has(name) ?? false;
  }

  private cookieFor(origin: string): string {
    return [...(this.jars.get(origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(origin: string, setCookies: string[]) {
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      const expired = attrs.some((a) => {
        const [k, v] = a.trim().split('=');
        const key = k!.toLowerCase();
        return (key === 'max-age' && Number(v) <= 0) || (key === 'expires' && Date.parse(v!) < Date.now());
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  /**
   * Opens `url` and follows redirects; `rewrite` may change a URL before it is opened (a test
   * that tampers with the callback). Answers where it stopped, its status and body.
   */
  async open(
    url: string,
    rewrite: (url: URL) => URL = (u) => u,
  ): Promise<{ url: URL; status: number; body: string; location: string | null }> {
    let current = rewrite(new URL(url, this.publicUrl));
    const app = new URL(this.publicUrl).origin;
    for (let hop = 0; hop < 20; hop++) {
      let status: number;
      let location: string | null;
      let body: string;
      if (current.origin === app) {
        const res = await this.app.inject({
          method: 'GET',
          url: current.pathname + current.search,
          headers: { cookie: this.appCookie(), accept: 'text/html' },
        });
        const set = res.headers['set-cookie'];
        this.keep(app, set === undefined ? [] : Array.isArray(set) ? set : [set]);
        [status, location, body] = [res.statusCode, (res.headers.location as string | undefined) ?? null, res.body];
      } else {
        const res = await fetch(current, { redirect: 'manual', headers: { cookie: this.cookieFor(current.origin) } });
        this.keep(current.origin, res.headers.getSetCookie());
        [status, location, body] = [res.status, res.headers.get('location'), await res.text()];
      }
      if (status < 300 || status >= 400 || !location) return { url: current, status, body, location: null };
      const next = rewrite(new URL(location, current));
      if (next.origin === app && !next.pathname.startsWith('/api/'))
        return { url: next, status, body, location: next.pathname + next.search };
      current = next;
    }
    throw new Error('too many redirects');
  }
}
