import type { AxeResults, RunOptions } from 'axe-core';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type CDPSession,
  type Page,
} from '@playwright/test';
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
  return {
    fullName: fullName ?? `${role === 'client' ? 'Clara Client' : 'Fred Freelancer'} ${tag.slice(-4)}`,
    username,
    email: `${username}@example.com`,
    password: 'a long password',
    isClient: role === 'client',
  };
}

/**
 * Creates an account over the API (the sign-up screen has its own test) and verifies its e-mail
 * through the link the sign-up mailed, as its owner would; `unverified` leaves that undone.
 */
export async function createUser(
  page: Page,
  role: 'client' | 'freelancer',
  fullName?: string,
  opts: { unverified?: boolean } = {},
): Promise<E2EUser> {
  const data = newUserData(role, fullName);
  const res = await page.request.post('/api/v1/users/register', {
    multipart: {
      fullName: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
      isClient: String(data.isClient),
      ...(data.isClient ? {} : { profession: 'Web Developer' }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (!opts.unverified) await followVerificationLink(page.request, data.email);
  return { ...data, id: (await res.json()).data._id };
}

/** The path of the newest verification link mailed to `email` ('/verify-email/…'), once it is in the outbox. */
export async function mailedVerificationPath(email: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const mail = outbox()
        .filter((m) => m.includes(`To: ${email}`) && m.includes('/verify-email/'))
        .pop();
      found = mail?.match(/\/verify-email\/[\w-]+/)?.[0];
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** Verifies the account's e-mail with the mailed link's token, as its screen does. */
export async function followVerificationLink(request: APIRequestContext, email: string) {
  const res = await request.post(`/api/v1/users${await mailedVerificationPath(email)}`);
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the page's browser context in (the cookie lands in the context's jar). */
export async function logInAs(page: Page, user: E2EUser) {
  const res = await page.request.post('/api/v1/users/login', { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
}

/**
 * A person of their own in a browser context of their own (a second party of a journey), signed
 * in, at the width asked (the tests' default otherwise). `close` ends the context.
 */
export async function personIn(
  browser: Browser,
  baseURL: string | undefined,
  role: 'client' | 'freelancer',
  fullName?: string,
  width?: number,
) {
  // Left out when not given: a context then takes the project's baseURL, as the test's own page does.
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ...(width ? { viewport: { width, height: 900 } } : {}),
  });
  const page = await context.newPage();
  const user = await createUser(page, role, fullName);
  await logInAs(page, user);
  return { context, page, user, close: () => context.close() };
}

/** Pays on the built-in test-mode card form (a card that succeeds unless another is given). */
export async function payWithCard(page: Page, card: { number?: string; expiry?: string; cvc?: string } = {}) {
  await page.getByLabel('Card number').fill(card.number ?? '4242 4242 4242 4242');
  await page.getByLabel('Expiration').fill(card.expiry ?? '12 / 34');
  await page.getByLabel('CVC').fill(card.cvc ?? '123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** The serious and critical axe violations on the page now, each with where it is. */
export async function seriousViolations(page: Page, name = ''): Promise<string[]> {
  const result = await axe(page, {}, { seriousOnly: true }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name ? `${name}: ` : ''}${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The administrator scripts/e2e-server.mjs creates with `npm run admin -- create` before the server starts. */
export const E2E_ADMIN: { fullName: string; email: string; password: string } = adminAccount;

/** The administrator's second factor and the session tests/e2e/global-setup.ts signed in with both steps. */
export function adminSecondFactor(): { secret: string; recoveryCodes: string[]; session: string } {
  return JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'admin-2fa.json'), 'utf8'));
}

/**
 * Signs the page's browser context in as that administrator: with the session the global setup
 * opened with password and code (a code is accepted once per 30 s; the journeys run in parallel).
 */
export async function logInAsAdmin(page: Page) {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  await page
    .context()
    .addCookies([
      { name: 'workify_session', value: adminSecondFactor().session, url: origin, httpOnly: true, sameSite: 'Lax' },
    ]);
  const me = await page.request.get('/api/v1/users/get-user');
  expect(me.status(), await me.text()).toBe(200);
}

/**
 * At a phone's and a desktop's width: axe finds nothing serious or critical, and, when
 * E2E_SHOTS names a folder (kept out of the repo), a screenshot is taken to look at.
 */
export async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shootHere(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** As `shoot`, at the page's own width only: for a test that runs once per width already. */
export async function shootHere(page: Page, name: string) {
  expect(await seriousViolations(page, name)).toEqual([]);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Chromium's own virtual authenticator (DevTools protocol) on this page: a platform one, like a
 * laptop's fingerprint reader, that keeps discoverable passkeys and confirms at once.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Resolves once a toast saying `text` has been shown on this page, however briefly. Start it
 * before the step that shows the toast, await it after: the page itself looks every frame,
 * where a polling locator on a loaded machine may look only after a 1–5 s toast has gone.
 */
export function toastShown(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted) => [...document.querySelectorAll('.Toastify [role="alert"]')].some((n) => n.textContent?.includes(wanted)),
    text,
    { polling: 'raf' },
  );
}

/**
 * Each mail read so far, decoded, by file: the server moves a mail in whole and never changes it
 * (server/platform/mailer.ts), and a run's outbox grows to hundreds of mails that every sign-up's
 * poll for its verification link would otherwise read again.
 */
const readMails = new Map<string, string>();

/** The mails the server wrote to its outbox, raw .eml text, oldest first. */
export function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => {
        const file = path.join(dir, f);
        let mail = readMails.get(file);
        if (mail === undefined) readMails.set(file, (mail = decodeMail(readFileSync(file, 'utf8'))));
        return mail;
      });
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
export const axe = (page: Page, options: RunOptions = {}, { seriousOnly = false } = {}) => ({
  analyze: async (): Promise<AxeResults> => {
    // At rest: colours are judged after a short transition ends (a toast fading in has half its
    // contrast); endless ones (skeletons, spinners) and the toasts' 5 s progress bars are not awaited.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Infinity ||
            Number(a.effect?.getComputedTiming().duration) >= 2000,
        ),
    );
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const run = { resultTypes: ['violations'], ...options } as RunOptions;
    return page.evaluate(
      ([opts, onlySerious]) => {
        const { axe } = window as unknown as { axe: AxeInPage };
        // axe gives every rule one impact and every finding of a rule that impact: a rule that is
        // only ever minor or moderate (region, heading-order, landmark-*…) cannot change a scan
        // for serious and critical findings. Skipping them is about a quarter of a scan's time.
        // A rule the caller names keeps the caller's setting.
        if (onlySerious)
          opts.rules = {
            ...Object.fromEntries(
              axe._audit.rules
                .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
                .map((rule) => [rule.id, { enabled: false }]),
            ),
            ...opts.rules,
          };
        return axe.run(document, opts);
      },
      [run, seriousOnly] as const,
    );
  },
});

/** The part of axe-core's page global used here (`_audit` holds each rule's metadata). */
type AxeInPage = {
  run: (context: Document, o: RunOptions) => Promise<AxeResults>;
  _audit: { rules: { id: string; impact?: string }[] };
};

type Fixtures = {
  /** A signed-in user of the given role, created fresh for the test. */
  signIn: (role: 'client' | 'freelancer', fullName?: string) => Promise<E2EUser>;
  closeOwnContexts: void;
};

export const test = base.extend<Fixtures>({
  // Playwright closes the test's own context, not one a test opened with browser.newContext()
  // (personIn, a second person): left open, each kept its signed-in page and live stream in the
  // worker's browser for every later test, and a failure's screenshots showed them all.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().map((c) => (before.has(c) ? undefined : c.close())));
    },
    { auto: true },
  ],
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
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
