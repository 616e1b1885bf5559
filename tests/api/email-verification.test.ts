import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../../server/db/schema';
import { hashToken } from '../../server/platform/auth';
import { publishGig } from '../support/gigs';
import { fundSeller } from '../support/money';
import { offerCall, offerFromApplication, postWithApplicant } from '../support/offers';
import {
  as,
  createTestApp,
  followVerificationLink,
  mailedVerificationToken,
  signUp,
  type TestApp,
  type TestUser,
} from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example' });
});
afterAll(() => t.close());

const verify = (token: string) => t.app.inject({ method: 'POST', url: `/api/v1/users/verify-email/${token}` });
const resend = (user: TestUser | null) => as(t.app, user)({ method: 'POST', url: '/api/v1/users/verify-email/resend' });
const isVerified = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data.emailVerified as boolean;
const expectUnverifiedRefusal = (res: { statusCode: number; json: () => { reason?: string; message: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().reason).toBe('email_unverified');
  expect(res.json().message).toContain('verify your email');
};

describe('POST /users/register: the verification mail', () => {
  it('mails a link built from PUBLIC_URL, keeps only its hash, and the account starts unverified', async () => {
    const user = await signUp(t.app, { unverified: true });
    const token = await mailedVerificationToken(t.app, user.email);
    const mail = t
      .outbox()
      .filter((m) => m.includes(`To: ${user.email}`))
      .pop()!;
    expect(mail).toContain('Subject: Verify your Workify email');
    expect(mail).toContain(`https://workify.example/verify-email/${token}`);
    const rows = await t.ctx.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await isVerified(user)).toBe(false);
  });
});

describe('POST /users/verify-email/{token}', () => {
  it('verifies the address, signed in or not; GET /users/get-user and the login then answer emailVerified', async () => {
    const user = await signUp(t.app, { unverified: true });
    const res = await verify(await mailedVerificationToken(t.app, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email verified' });
    expect(await isVerified(user)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().data.emailVerified).toBe(true);
  });

  it('works once: the same link again is refused, naming the token', async () => {
    const user = await signUp(t.app, { unverified: true });
    const token = await mailedVerificationToken(t.app, user.email);
    const [first, second] = await Promise.all([verify(token), verify(token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'token', message: expect.stringContaining('invalid, already used or expired') },
    ]);
  });

  it('refuses an expired link (after 24 hours) and leaves the account unverified', async () => {
    const user = await signUp(t.app, { unverified: true });
    const token = await mailedVerificationToken(t.app, user.email);
    const [row] = await t.ctx.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(23.9 * 3_600_000);
    await t.ctx.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.id, row!.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect(await isVerified(user)).toBe(false);
  });

  it('refuses an older link once a new one was sent; the newest works', async () => {
    const user = await signUp(t.app, { unverified: true });
    const old = await mailedVerificationToken(t.app, user.email);
    expect((await resend(user)).statusCode).toBe(200);
    const fresh = await mailedVerificationToken(t.app, user.email);
    expect(fresh).not.toBe(old);
    expect((await verify(old)).statusCode).toBe(400);
    expect(await isVerified(user)).toBe(false);
    expect((await verify(fresh)).statusCode).toBe(200);
    expect(await isVerified(user)).toBe(true);
  });

  it('refuses a link for an address the account no longer uses', async () => {
    const user = await signUp(t.app, { unverified: true });
    const token = await mailedVerificationToken(t.app, user.email);
    await t.ctx.db
      .update(users)
      .set({ email: `moved_${user.email}` })
      .where(eq(users.id, user.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect(await isVerified(user)).toBe(false);
  });

  it('refuses a token of bad shape (400) and an unknown one (400)', async () => {
    expect((await verify('short')).statusCode).toBe(400);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });
});

describe('POST /users/verify-email/resend', () => {
  it('mails a new link to the signed-in account', async () => {
    const user = await signUp(t.app, { unverified: true });
    await t.ctx.later.idle();
    const before = t.outbox().filter((m) => m.includes(`To: ${user.email}`)).length;
    const res = await resend(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A new verification link is on its way');
    await t.ctx.later.idle();
    expect(t.outbox().filter((m) => m.includes(`To: ${user.email}`))).toHaveLength(before + 1);
  });

  it('refuses a guest (401) and an account already verified (409)', async () => {
    expect((await resend(null)).statusCode).toBe(401);
    const user = await signUp(t.app);
    const res = await resend(user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your email is already verified');
  });

  it('is limited per account: the sixth within an hour is refused (429) and mails nothing', async () => {
    const user = await signUp(t.app, { unverified: true });
    for (let i = 0; i < 5; i++) expect((await resend(user)).statusCode).toBe(200);
    await t.ctx.later.idle();
    const mails = t.outbox().filter((m) => m.includes(`To: ${user.email}`)).length;
    const res = await resend(user);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many verification mails/);
    await t.ctx.later.idle();
    expect(t.outbox().filter((m) => m.includes(`To: ${user.email}`))).toHaveLength(mails);
    // Another account keeps its own allowance.
    expect((await resend(await signUp(t.app, { unverified: true }))).statusCode).toBe(200);
  });
});

describe('money routes refuse an unverified account (403, reason email_unverified) and allow it once verified', () => {
  it('paying for a gig: POST /orders/create-payment-intent/{gigId}', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, seller);
    const buyer = await signUp(t.app, { unverified: true });
    const pay = () => as(t.app, buyer)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` });
    expectUnverifiedRefusal(await pay());
    await followVerificationLink(t.app, buyer.email);
    const res = await pay();
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toEqual(expect.any(String));
  });

  it('sending an offer (POST /offers) and accepting one (POST /offers/{id}/accept)', async () => {
    const client = await signUp(t.app, { unverified: true, fullName: 'Una Verified' });
    const freelancer = await signUp(t.app, { role: 'freelancer', unverified: true });
    const { application } = await postWithApplicant(t, client, freelancer);
    const send = () =>
      offerCall(t, client, 'POST', '/offers', {
        applicationId: application._id,
        description: 'Build the landing page as described.',
        price: 300,
        deliveryDays: 5,
        revisions: 2,
      });
    expectUnverifiedRefusal(await send());
    await followVerificationLink(t.app, client.email);
    const sent = await send();
    expect(sent.statusCode).toBe(201);
    const offerId = sent.json().data._id as string;
    const accept = () => offerCall(t, freelancer, 'POST', `/offers/${offerId}/accept`);
    expectUnverifiedRefusal(await accept());
    expect((await offerCall(t, freelancer, 'GET', `/offers/${offerId}`)).json().data.status).toBe('pending');
    await followVerificationLink(t.app, freelancer.email);
    expect((await accept()).statusCode).toBe(200);
  });

  it('paying an offer: POST /offers/{id}/create-payment-intent', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
    // An account whose address is not (or no longer) verified, as after a change of e-mail.
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, client.id));
    t.ctx.sessions.evictUser(client.id);
    const pay = () => offerCall(t, client, 'POST', `/offers/${offer._id}/create-payment-intent`);
    expectUnverifiedRefusal(await pay());
    expect((await resend(client)).statusCode).toBe(200);
    await followVerificationLink(t.app, client.email);
    expect((await pay()).statusCode).toBe(200);
  });

  it('setting the payout account (POST /payouts/account) and withdrawing (POST /payouts/withdraw)', async () => {
    const seller = await signUp(t.app, { role: 'freelancer', unverified: true });
    await fundSeller(t, seller, await signUp(t.app), 30);
    const account = () =>
      as(
        t.app,
        seller,
      )({
        method: 'POST',
        url: '/api/v1/payouts/account',
        payload: { accountHolder: 'Sam Seller', accountNumber: '12345678' },
      });
    const withdraw = () => as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/withdraw', payload: {} });
    expectUnverifiedRefusal(await account());
    expectUnverifiedRefusal(await withdraw());
    expect((await as(t.app, seller)({ method: 'GET', url: '/api/v1/payouts/account' })).json().data.ready).toBe(false);
    await followVerificationLink(t.app, seller.email);
    expect((await account()).statusCode).toBe(200);
    const res = await withdraw();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.amountCents).toBe(3000);
  });
});
