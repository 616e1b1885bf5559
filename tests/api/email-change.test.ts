import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, logIn, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example' });
});
afterAll(() => t.close());

const change = (user: TestUser | null, payload: object) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/users/change-email', payload });
const me = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data as {
    email: string;
    emailVerified: boolean;
  };
const mailsTo = (email: string) => t.outbox().filter((m) => m.includes(`To: ${email}`));
const linkIn = (mail: string | undefined) => mail?.match(/https:\/\/workify\.example\/verify-email\/([\w-]+)/)?.[1];

describe('POST /users/change-email', () => {
  it('mails a link to the new address, tells the old one, and keeps the old address until the link is followed', async () => {
    const user = await signUp(t.app);
    const newEmail = `new_${user.email}`;
    const res = await change(user, { newEmail, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a link to ${newEmail}: your email changes when you open it`);
    await t.ctx.later.idle();
    expect(await me(user)).toMatchObject({ email: user.email, emailVerified: true });
    const told = mailsTo(user.email).filter((m) => m.includes('A change of your email was asked'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(newEmail);
    expect(told[0]).toContain('https://workify.example/security');
    const token = linkIn(mailsTo(newEmail).pop());
    expect(token).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/users/verify-email/${token}` })).statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ email: newEmail, emailVerified: true });
    await expect(logIn(t.app, newEmail, user.password)).resolves.toMatch(/^workify_session=/);
    await t.ctx.later.idle();
    expect(mailsTo(user.email).some((m) => m.includes('Your email was changed') && m.includes(newEmail))).toBe(true);
    // The link works once.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/users/verify-email/${token}` })).statusCode).toBe(400);
  });

  it('refuses a wrong password (400 naming password) and mails nothing to the new address', async () => {
    const user = await signUp(t.app);
    const res = await change(user, { newEmail: `x_${user.email}`, password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: 'Incorrect password' }]);
    await t.ctx.later.idle();
    expect(mailsTo(`x_${user.email}`)).toHaveLength(0);
  });

  it('refuses an address another account uses (409 naming newEmail), the same address, a bad one (400), and a guest (401)', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const taken = await change(user, { newEmail: other.email, password: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'newEmail', message: 'An account already uses this email' }]);
    expect((await change(user, { newEmail: user.email, password: user.password })).json().errors[0].field).toBe(
      'newEmail',
    );
    const bad = await change(user, { newEmail: 'nope', password: user.password });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('newEmail');
    expect((await change(null, { newEmail: 'a@b.co', password: 'x' })).statusCode).toBe(401);
  });

  it('a link whose new address was taken meanwhile changes nothing (409)', async () => {
    const user = await signUp(t.app);
    const newEmail = `later_${user.email}`;
    expect((await change(user, { newEmail, password: user.password })).statusCode).toBe(200);
    await t.ctx.later.idle();
    const token = linkIn(mailsTo(newEmail).pop());
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        fullName: 'Quick Taker',
        username: `taker_${Date.now()}`,
        email: newEmail,
        password: 'violet canyon ladder 42',
      },
    });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/users/verify-email/${token}` });
    expect(res.statusCode).toBe(409);
    expect((await me(user)).email).toBe(user.email);
  });
});
