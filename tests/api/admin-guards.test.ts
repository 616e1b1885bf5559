import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import { decide, disputeCast, disputedOrder, disputeStep, escalated, signUpAdmin } from '../support/disputes';
import { hide } from '../support/moderation';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/** What one administrator may not do to another or to the service: each refused with its true reason. */
let t: TestApp;
let cast: Awaited<ReturnType<typeof disputeCast>>;
let otherAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  cast = await disputeCast(t);
  otherAdmin = await signUpAdmin(t, 'Otto Operator');
});
afterAll(() => t.close());

const auditOf = (disputeId: string, action: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, disputeId), eq(auditLog.action, action)));

describe('POST /admin/content/user/{id}/hide', () => {
  it('hides a member’s profile', async () => {
    const member = await signUp(t.app, { fullName: 'Plain Member' });
    expect((await hide(t, cast.admin, 'user', member.id)).statusCode).toBe(200);
    expect((await as(t.app, null)({ method: 'GET', url: `/api/v1/users/${member.id}` })).statusCode).toBe(404);
  });

  it('refuses (403) hiding another administrator’s profile, as suspending one is, and changes nothing', async () => {
    const res = await hide(t, cast.admin, 'user', otherAdmin.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An administrator’s profile cannot be hidden');
    const [row] = await t.ctx.db.select({ hiddenAt: users.hiddenAt }).from(users).where(eq(users.id, otherAdmin.id));
    expect(row!.hiddenAt).toBeNull();
    expect((await as(t.app, null)({ method: 'GET', url: `/api/v1/users/${otherAdmin.id}` })).statusCode).toBe(200);
  });
});

describe('POST /disputes/{id}/messages by an administrator', () => {
  it('writes an audit line naming the admin and the message, never its text; a party’s message writes none', async () => {
    const { buyer, disputeId } = await disputedOrder(t, cast.gigId, cast.seller);
    expect(
      (await disputeStep(t, buyer, disputeId, 'messages', { body: 'Private words of the buyer' })).statusCode,
    ).toBe(201);
    expect(await auditOf(disputeId, 'dispute.message')).toHaveLength(0);
    const res = await disputeStep(t, cast.admin, disputeId, 'messages', {
      body: 'Please both send the original brief',
    });
    expect(res.statusCode).toBe(201);
    const lines = await auditOf(disputeId, 'dispute.message');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: cast.admin.id,
      actorName: 'Ada Admin',
      targetType: 'dispute',
      details: { files: 0, messageId: expect.any(String) },
    });
    expect(JSON.stringify(lines[0])).not.toContain('original brief');
  });
});

describe('POST /admin/disputes/{id}/decide on the admin’s own order', () => {
  it('refuses the admin who is the buyer with the true reason (403), and another admin decides it', async () => {
    const { disputeId } = await disputedOrder(t, cast.gigId, cast.seller, { buyer: otherAdmin });
    await escalated(t, otherAdmin, disputeId);
    const own = await decide(t, otherAdmin, disputeId, { outcome: 'refund', reason: 'I am owed this money' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide a dispute on your own order: another administrator decides it.');
    expect(await auditOf(disputeId, 'dispute.decide')).toHaveLength(0);
    const fair = await decide(t, cast.admin, disputeId, {
      outcome: 'release',
      reason: 'The delivery matched the brief',
    });
    expect(fair.statusCode, fair.body).toBe(200);
    expect(await auditOf(disputeId, 'dispute.decide')).toHaveLength(1);
  });
});

describe('DELETE /users/delete-account by an administrator', () => {
  const remove = (user: TestUser) =>
    as(t.app, user)({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });

  it('refuses the last administrator (409) and keeps the account; once another admin exists, the account can go', async () => {
    const last = await signUpAdmin(t, 'Lone Admin');
    // Only `last` stays an administrator (the foundation's column, as `npm run admin` sets it).
    await t.ctx.db
      .update(users)
      .set({ isAdmin: false })
      .where(and(eq(users.isAdmin, true), ne(users.id, last.id)));
    const refused = await remove(last);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You are the last administrator. Make another account an administrator before deleting yours.',
    );
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, last.id))).toHaveLength(1);
    await signUpAdmin(t, 'New Admin');
    expect((await remove(last)).statusCode).toBe(200);
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, last.id))).toHaveLength(0);
  });
});
