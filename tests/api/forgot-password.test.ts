import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Mail } from '../../server/platform/mailer';
import { signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

/**
 * POST /users/forgot-password answers before any lookup or mail (so its timing cannot tell a
 * known e-mail from an unknown one), and mails one account at most 3 times an hour, silently.
 */
const t = useTestApp();

const forgot = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email } });
// Reset mails only: a sign-up also mails a verification link (issue 32).
const mailsTo = (email: string) =>
  t.outbox().filter((m) => m.includes(`To: ${email}`) && m.includes('Subject: Reset your Workify password'));

describe('POST /users/forgot-password', () => {
  it('answers a known e-mail while its mail is still being sent, the same as an unknown one; the mail follows', async () => {
    // A second instance whose mailer holds every mail until released: the answer must not wait for it.
    const held: { mail: Mail; release: () => void }[] = [];
    const mailer = { send: (mail: Mail) => new Promise<void>((release) => held.push({ mail, release })) };
    const app = await buildApp({ config: t.ctx.config, database: t.database, mailer });
    await app.ready();
    try {
      // Signed up on the first instance, whose mailer sends the sign-up's verification mail.
      const user = await signUp(t.app);
      const known = await forgot(app, user.email);
      const unknown = await forgot(app, 'nobody-at-all@example.com');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      // The mail is sent after the answer, to the known address only.
      await expect.poll(() => held.length).toBe(1);
      expect(held[0]!.mail).toMatchObject({ to: user.email, subject: 'Reset your Workify password' });
      held[0]!.release();
      await app.ctx.later.idle();
    } finally {
      for (const h of held) h.release();
      await app.close();
    }
  });

  it('sends one account at most 3 reset mails an hour and answers the 4th and 5th asks the same; other accounts still get theirs', async () => {
    const victim = await signUp(t.app);
    const other = await signUp(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(t.app, victim.email));
    answers.push(await forgot(t.app, other.email));
    await t.ctx.later.idle();
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(mailsTo(victim.email)).toHaveLength(3);
    expect(mailsTo(other.email)).toHaveLength(1);
  });

  it('refuses a bad e-mail with 400 naming the field, and sends nothing', async () => {
    const before = t.outbox().length;
    const res = await forgot(t.app, 'not-an-address');
    await t.ctx.later.idle();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Email address must be a valid address' }]);
    expect(t.outbox()).toHaveLength(before);
  });
});
