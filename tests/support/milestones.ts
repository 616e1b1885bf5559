import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { confirmCard } from './gigs';
import { offerCall, offerFromApplication, postWithApplicant } from './offers';
import type { TestApp, TestUser } from './test-app';

export const threeMilestones = [
  { title: 'Design', amountCents: 50_000, dueInDays: 7 },
  { title: 'Build', amountCents: 120_000, dueInDays: 14 },
  { title: 'Launch', amountCents: 30_000, dueInDays: 3 },
];

export interface Contract {
  client: TestUser;
  freelancer: TestUser;
  stranger?: TestUser;
  offerId: string;
  orderId: string;
  /** The milestones' ids, in their order. */
  ids: string[];
}

export const milestoneCall = (t: TestApp, user: TestUser | null, orderId: string, path: string, payload?: object) =>
  offerCall(t, user, 'POST', `/orders/${orderId}/milestones${path}`, payload);

/** A client's offer with milestones, accepted by the freelancer and paid (the first milestone funded). */
export async function milestoneContract(t: TestApp, milestones = threeMilestones): Promise<Contract> {
  const { client, freelancer, application } = await postWithApplicant(t);
  const offer = await offerFromApplication(t, client, application._id, {
    price: undefined,
    deliveryDays: undefined,
    revisions: undefined,
    milestones,
  });
  const accepted = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const start = await offerCall(t, client, 'POST', `/offers/${offer._id}/create-payment-intent`);
  if (start.statusCode !== 200) throw new Error(`payment failed: ${start.body}`);
  const secret = start.json().clientSecret as string;
  const paid = await confirmCard(t.app, secret, '4242 4242 4242 4242');
  if (paid.statusCode !== 200) throw new Error(`card failed: ${paid.body}`);
  const [order] = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, secret.split('_secret_')[0]!));
  const detail = await offerCall(t, client, 'GET', `/orders/${order!.id}`);
  const ids = (detail.json().milestones as { _id: string }[]).map((m) => m._id);
  return { client, freelancer, offerId: offer._id, orderId: order!.id, ids };
}

/** Starts funding a milestone as the client; answers the client secret. */
export async function startFunding(t: TestApp, c: Contract, milestoneId: string): Promise<string> {
  const res = await milestoneCall(t, c.client, c.orderId, `/${milestoneId}/create-payment-intent`);
  if (res.statusCode !== 200) throw new Error(`funding failed: ${res.statusCode} ${res.body}`);
  return res.json().clientSecret as string;
}

/** Funds a milestone with the card that succeeds. */
export async function fund(t: TestApp, c: Contract, milestoneId: string): Promise<void> {
  const res = await confirmCard(t.app, await startFunding(t, c, milestoneId), '4242 4242 4242 4242');
  if (res.statusCode !== 200) throw new Error(`card failed: ${res.body}`);
}

export async function submit(t: TestApp, c: Contract, milestoneId: string) {
  const res = await milestoneCall(t, c.freelancer, c.orderId, `/${milestoneId}/submit`, { message: 'Here it is' });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return res;
}

/** The milestones as `user` sees them on the order. */
export async function milestonesAs(t: TestApp, user: TestUser, orderId: string) {
  const res = await offerCall(t, user, 'GET', `/orders/${orderId}`);
  return res.json().milestones as { _id: string; status: string; allowedActions: string[]; amountCents: number }[];
}
