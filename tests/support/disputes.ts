import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { disputes, notifications } from '../../server/db/schema';
import { publishGig } from './gigs';
import { pngFile } from './multipart';
import { deliverWork, orderStep, paidOrder } from './orders';
import { signUpAdmin } from './admin';
import { as, signUp, type TestApp, type TestUser } from './test-app';

/** A signed-in administrator with two-step sign-in on (tests/support/admin.ts). */
export { signUpAdmin };

/** Who the dispute tests need: a seller with a $50 gig "Logo gig", someone else, and an admin. */
export async function disputeCast(t: TestApp) {
  const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  const stranger = await signUp(t.app, { fullName: 'Someone Else' });
  const admin = await signUpAdmin(t);
  const gigId = await publishGig(t.app, seller, {
    title: 'Logo gig',
    price: '50',
    deliveryTime: '2',
    revisionNumber: '1',
    coverImage: await pngFile(40, 30),
  });
  return { seller, stranger, admin, gigId };
}

export const openDispute = (
  t: TestApp,
  user: TestUser | null,
  orderId: string,
  payload: object = { reason: 'not_as_described', details: 'The logo is not what we agreed' },
) => orderStep(t, user, orderId, 'dispute', payload);

/** POST /disputes/{id}/<step> (messages as JSON, proposals, escalate, withdraw, proposals/{p}/accept). */
export const disputeStep = (t: TestApp, user: TestUser | null, disputeId: string, step: string, payload?: object) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/disputes/${disputeId}/${step}`, ...(payload ? { payload } : {}) });

export const getDispute = (t: TestApp, user: TestUser | null, disputeId: string) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/disputes/${disputeId}` });

export const decide = (t: TestApp, user: TestUser | null, disputeId: string, payload: object) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/admin/disputes/${disputeId}/decide`, payload });

/**
 * A paid order of the gig (delivered once unless `delivered: false`) with a dispute the buyer
 * (or the seller, `by`) opened. Answers the parties, the order and the dispute.
 */
export async function disputedOrder(
  t: TestApp,
  gigId: string,
  seller: TestUser,
  opts: { delivered?: boolean; by?: 'buyer' | 'seller'; buyer?: TestUser } = {},
) {
  const { buyer, orderId } = await paidOrder(t, gigId, opts.buyer);
  if (opts.delivered !== false) expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
  const res = await openDispute(t, opts.by === 'seller' ? seller : buyer, orderId);
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, orderId, disputeId: res.json().data._id as string };
}

/** Moves the dispute's opening back, as if DISPUTE_ESCALATE_HOURS (and more) had passed. */
export async function ageDispute(t: TestApp, disputeId: string, hours = 49): Promise<void> {
  const [row] = await t.ctx.db
    .select({ createdAt: disputes.createdAt })
    .from(disputes)
    .where(eq(disputes.id, disputeId));
  await t.ctx.db
    .update(disputes)
    .set({ createdAt: new Date(row!.createdAt.getTime() - hours * 3_600_000) })
    .where(eq(disputes.id, disputeId));
}

/** An escalated dispute, ready for an admin's decision. */
export async function escalated(t: TestApp, user: TestUser, disputeId: string): Promise<void> {
  await ageDispute(t, disputeId);
  const res = await disputeStep(t, user, disputeId, 'escalate');
  expect(res.statusCode, res.body).toBe(200);
}

/** The user's bells of one type (about one dispute, when given). */
export const bells = async (t: TestApp, userId: string, type: string, disputeId?: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        disputeId ? eq(notifications.link, `/disputes/${disputeId}`) : undefined,
      ),
    );
