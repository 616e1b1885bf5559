import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { createPost } from '../support/posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example.com', ORDER_TEST_HOOKS: 'true' });
});
afterAll(() => t.close());

/** A header's value with folded lines joined again (headers only: the body may be quoted-printable). */
const header = (mail: string, name: string) => {
  const head = mail.split(/\r?\n\r?\n/, 1)[0]!;
  const found = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)?.[1];
  return found === undefined ? null : found.replace(/\r?\n[ \t]+/g, '').trim();
};
const linkOf = (mail: string) => /^<(https:\/\/[^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? null;

async function invitationMail(client: TestUser, freelancer: TestUser): Promise<string | undefined> {
  const post = await createPost(t.app, client, { title: `Job ${Math.random().toString(36).slice(2, 7)}` });
  const res = await as(
    t.app,
    client,
  )({
    method: 'POST',
    url: `/api/v1/posts/${post._id}/invitations`,
    payload: { freelancerId: freelancer.id, message: 'Interested?' },
  });
  expect(res.statusCode).toBe(201);
  await t.ctx.later.idle();
  return rawOutbox()
    .filter((m) => m.includes(`To: ${freelancer.email}`) && m.includes(post.title))
    .pop();
}
/** The outbox as written, undecoded: t.outbox() decodes quoted-printable everywhere, headers too. */
const rawOutbox = () => {
  const dir = t.ctx.config.mail.outboxDir;
  return existsSync(dir)
    ? readdirSync(dir)
        .sort()
        .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    : [];
};
const oneClick = (link: string, headers: Record<string, string> = {}) => {
  const url = new URL(link);
  return t.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });
};

describe('List-Unsubscribe headers', () => {
  it('an invitation mail carries a signed HTTPS link and the One-Click marker', async () => {
    const [client, freelancer] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    const mail = (await invitationMail(client, freelancer))!;
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = new URL(linkOf(mail)!);
    expect(link.origin + link.pathname).toBe('https://workify.example.com/api/v1/unsubscribe');
    expect(link.searchParams.get('user')).toBe(freelancer.id);
    expect(link.searchParams.get('kind')).toBe('invitation.received');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('a password reset mail carries none', async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    await t.ctx.later.idle();
    const mail = rawOutbox()
      .filter((m) => m.includes(`To: ${user.email}`))
      .pop()!;
    expect(mail).toBeDefined();
    expect(header(mail, 'List-Unsubscribe')).toBeNull();
    expect(header(mail, 'List-Unsubscribe-Post')).toBeNull();
  });
});

describe('POST /unsubscribe', () => {
  it('switches off exactly that kind, without sign-in: no more invitation mails, the digest still comes', async () => {
    const [client, freelancer] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    const link = linkOf((await invitationMail(client, freelancer))!)!;
    // From the mailbox provider's server: no cookie, a foreign Origin.
    const res = await oneClick(link, { origin: 'https://mail.example.net' });
    expect(res.json()).toMatchObject({
      statusCode: 200,
      data: { kind: 'invitation.received', unsubscribed: true },
      message: 'You will no longer receive invitations to jobs by mail.',
    });
    expect((await oneClick(link)).statusCode).toBe(200); // twice is once
    expect(await invitationMail(client, freelancer)).toBeUndefined();
    // The bell still rings: only the mail is off.
    const bell = (await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/notifications' })).json().data;
    expect(bell.filter((n: { type: string }) => n.type === 'invitation.received')).toHaveLength(2);

    const w = `zq${Math.random().toString(36).slice(2, 8)}`;
    await as(
      t.app,
      freelancer,
    )({
      method: 'POST',
      url: '/api/v1/saved-searches',
      payload: { kind: 'jobs', name: 'Daily', query: w, alert: 'daily' },
    });
    await createPost(t.app, client, { title: `Daily ${w}` });
    await t.ctx.later.idle();
    await as(
      t.app,
      client,
    )({
      method: 'POST',
      url: '/api/v1/saved-searches/test-hooks/digest',
      payload: { now: new Date(Date.now() + 60_000).toISOString() },
    });
    const digest = rawOutbox().find(
      (m) => m.includes(`To: ${freelancer.email}`) && m.includes('Subject: Your saved searches'),
    )!;
    expect(t.outbox().some((m) => m.includes(`To: ${freelancer.email}`) && m.includes(`Daily ${w}`))).toBe(true);
    expect(new URL(linkOf(digest)!).searchParams.get('kind')).toBe('search.digest');
  });

  it("refuses a forged or another kind's signature (403) and bad input (400), changing nothing", async () => {
    const [client, freelancer] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    const link = new URL(linkOf((await invitationMail(client, freelancer))!)!);
    const forged = new URL(link);
    forged.searchParams.set('token', 'A'.repeat(43));
    expect((await oneClick(forged.toString())).json()).toMatchObject({
      statusCode: 403,
      message: 'This unsubscribe link is not valid',
    });
    const otherKind = new URL(link);
    otherKind.searchParams.set('kind', 'search.digest');
    expect((await oneClick(otherKind.toString())).statusCode).toBe(403);
    const otherUser = new URL(link);
    otherUser.searchParams.set('user', client.id);
    expect((await oneClick(otherUser.toString())).statusCode).toBe(403);
    const badKind = new URL(link);
    badKind.searchParams.set('kind', 'order.paid');
    expect((await oneClick(badKind.toString())).json().errors[0].field).toBe('kind');
    expect(await invitationMail(client, freelancer)).toBeDefined();
  });

  it('a GET of the link only shows a button, changing nothing', async () => {
    const [client, freelancer] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    const link = new URL(linkOf((await invitationMail(client, freelancer))!)!);
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await invitationMail(client, freelancer)).toBeDefined();
  });
});
