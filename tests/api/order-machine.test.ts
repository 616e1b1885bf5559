import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedActions,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  PAID_ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from '@shared/machines/orders';
import { disputes, orderEvents, orders, paymentRefunds, users } from '../../server/db/schema';
import { decideDispute, withdrawDispute } from '../../server/modules/disputes/service';
import { refundRefusedPayment, syncOrderWithIntent } from '../../server/modules/orders/service';
import { sweepCancelRequests, sweepDeliveredOrders } from '../../server/modules/orders/sweep';
import { applyTransition, partyStep } from '../../server/modules/orders/transitions';
import type { ProviderIntent } from '../../server/modules/payments/provider';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { deliverWork, getOrder, orderInState, orderStep } from '../support/orders';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { turnOnTwoFactor } from '../support/two-factor';

/*
 * Walks the whole order state machine against the real service: every action, from every
 * status, for the buyer, the seller and a stranger (and Workify itself for the system actions),
 * each on a fresh order put into that status in the database. The expectations below are written
 * out by hand, not read from the table, so a change to the rules has to change them too.
 */

let t: TestApp;
let buyer: TestUser;
let seller: TestUser;
let stranger: TestUser;
let admin: TestUser;
let parties: { gigId: string; buyerId: string; sellerId: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  buyer = await signUp(t.app, { fullName: 'Bea Buyer' });
  stranger = await signUp(t.app, { fullName: 'Someone Else' });
  admin = await signUp(t.app, { fullName: 'Ada Admin' });
  await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  await turnOnTwoFactor(t.app, admin);
  const gigId = await publishGig(t.app, seller, { title: 'Walk gig', price: '50', coverImage: await pngFile(40, 30) });
  parties = { gigId, buyerId: buyer.id, sellerId: seller.id };
});
afterAll(() => t.close());

type PartyAction =
  | 'send_requirements'
  | 'deliver'
  | 'request_revision'
  | 'accept'
  | 'cancel'
  | 'rate_buyer'
  | 'open_dispute'
  | 'ask_extension'
  | 'accept_extension'
  | 'decline_extension'
  | 'ask_cancel'
  | 'accept_cancel'
  | 'decline_cancel';
type SystemAction = Exclude<OrderAction, PartyAction>;
const row = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const kinds = async (id: string) =>
  (await t.ctx.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, id))).map(
    (e) => e.kind,
  );

/** What each party action does from each status: [code, status after, 409 message] for the side that may try it. */
interface Outcome {
  code: number;
  after?: OrderStatus;
  message?: string;
}
const ok = (after?: OrderStatus): Outcome => ({ code: 200, ...(after ? { after } : {}) });
const no = (message: string): Outcome => ({ code: 409, message });

const CANCEL_LATE = 'This order can no longer be cancelled.';
const BUYER_WAIT = 'You can cancel once the due date has passed without a delivery.';
const DELIVERED_ONCE =
  'Work was delivered on this order, so it can no longer be cancelled: open a dispute if something is wrong.';
const CHANGE_OPEN = 'This order can no longer be changed.';
const UNDER_WAY = (outcome: (s: OrderStatus) => Outcome) => ({
  in_progress: outcome('in_progress'),
  delivered: outcome('delivered'),
  revision: outcome('revision'),
});
// Issue 34: with no request waiting, asking goes ahead (the status stays) and answering is refused.
const NO_CANCEL_REQUEST = UNDER_WAY(() => no('There is no request for cancelling to answer.'));
const ASK_CANCEL = UNDER_WAY((s) => ok(s));
const DISPUTABLE = {
  in_progress: ok('disputed'),
  delivered: ok('disputed'),
  revision: ok('disputed'),
  disputed: no('This order already has an open dispute.'),
};

const PARTY: Record<
  PartyAction,
  {
    side: 'buyer' | 'seller';
    forbidden: string;
    from: Partial<Record<OrderStatus, Outcome>>;
    otherwise: Outcome;
    buyer?: Partial<Record<OrderStatus, Outcome>>;
  }
> = {
  send_requirements: {
    side: 'buyer',
    forbidden: 'Only the buyer can send requirements.',
    from: { in_progress: ok('in_progress') },
    otherwise: no('Requirements can only be sent while the order is in progress.'),
  },
  deliver: {
    side: 'seller',
    forbidden: 'Only the seller can deliver.',
    from: { in_progress: ok('delivered'), revision: ok('delivered') },
    otherwise: no('This order cannot be delivered now.'),
  },
  request_revision: {
    side: 'buyer',
    forbidden: 'Only the buyer can request a revision.',
    from: { delivered: ok('revision') },
    otherwise: no('A revision can only be requested on a delivered order.'),
  },
  accept: {
    side: 'buyer',
    forbidden: 'Only the buyer can accept the delivery.',
    from: { delivered: ok('completed') },
    otherwise: no('Only a delivered order can be accepted.'),
  },
  // Both parties may cancel: the seller before completion, the buyer (due tomorrow here) never yet.
  cancel: {
    side: 'seller',
    forbidden: '',
    from: { in_progress: ok('cancelled'), delivered: ok('cancelled'), revision: ok('cancelled') },
    otherwise: no(CANCEL_LATE),
    buyer: {
      in_progress: no(BUYER_WAIT),
      revision: no(DELIVERED_ONCE),
      delivered: no('A delivered order cannot be cancelled: accept it or ask for a revision.'),
    },
  },
  rate_buyer: {
    side: 'seller',
    forbidden: 'Only the seller can rate the buyer.',
    from: { completed: ok('completed') },
    otherwise: no('The buyer can be rated once the order is completed.'),
  },
  // Either party may open a dispute on work under way (POST /orders/{id}/dispute answers 201 and the dispute).
  open_dispute: {
    side: 'seller',
    forbidden: '',
    from: DISPUTABLE,
    otherwise: no('A dispute can only be opened on an order in progress, delivered or in revision.'),
    buyer: DISPUTABLE,
  },
  ask_extension: {
    side: 'seller',
    forbidden: 'Only the seller can ask for more time.',
    from: { in_progress: ok('in_progress'), revision: ok('revision') },
    otherwise: no('More time can only be asked for while the work is under way.'),
  },
  accept_extension: {
    side: 'buyer',
    forbidden: 'Only the buyer can answer a request for more time.',
    from: UNDER_WAY(() => no('There is no request for an extension to answer.')),
    otherwise: no(CHANGE_OPEN),
  },
  decline_extension: {
    side: 'buyer',
    forbidden: 'Only the buyer can answer a request for more time.',
    from: UNDER_WAY(() => no('There is no request for an extension to answer.')),
    otherwise: no(CHANGE_OPEN),
  },
  ask_cancel: { side: 'seller', forbidden: '', from: ASK_CANCEL, otherwise: no(CANCEL_LATE), buyer: ASK_CANCEL },
  accept_cancel: {
    side: 'seller',
    forbidden: '',
    from: NO_CANCEL_REQUEST,
    otherwise: no(CANCEL_LATE),
    buyer: NO_CANCEL_REQUEST,
  },
  decline_cancel: {
    side: 'seller',
    forbidden: '',
    from: NO_CANCEL_REQUEST,
    otherwise: no(CHANGE_OPEN),
    buyer: NO_CANCEL_REQUEST,
  },
};

async function tryParty(user: TestUser, id: string, action: PartyAction) {
  switch (action) {
    case 'send_requirements':
      return orderStep(t, user, id, 'requirements', { requirements: 'A blue fox' });
    case 'deliver':
      return deliverWork(t, user, id);
    case 'request_revision':
      return orderStep(t, user, id, 'revision', { message: 'Bluer' });
    case 'accept':
      return orderStep(t, user, id, 'accept');
    case 'cancel':
      return orderStep(t, user, id, 'cancel', { reason: 'Cannot go on' });
    case 'rate_buyer':
      return orderStep(t, user, id, 'rate-buyer', { star: 4, desc: 'Clear brief' });
    case 'open_dispute':
      return orderStep(t, user, id, 'dispute', { reason: 'poor_quality', details: 'Not what we agreed' });
    case 'ask_extension':
      return orderStep(t, user, id, 'extension', { days: 2, reason: 'The fonts arrive late' });
    case 'accept_extension':
      return orderStep(t, user, id, 'extension/accept');
    case 'decline_extension':
      return orderStep(t, user, id, 'extension/decline');
    case 'ask_cancel':
      return orderStep(t, user, id, 'cancel-request', { reason: 'Plans changed' });
    case 'accept_cancel':
      return orderStep(t, user, id, 'cancel-request/accept');
    case 'decline_cancel':
      return orderStep(t, user, id, 'cancel-request/decline');
  }
}

/** A step's answer: the order (200), or the dispute just opened (201, its order inside). */
const answered = (res: {
  statusCode: number;
  json: () => { status?: string; data?: { order: { status: string } } };
}) =>
  res.statusCode === 201
    ? { code: 200, status: res.json().data!.order.status }
    : { code: res.statusCode, status: res.json().status };

/** The expected answer to `who` trying `action` on an order in `status`. */
function expected(action: PartyAction, status: OrderStatus, who: 'buyer' | 'seller' | 'stranger'): Outcome {
  // Unpaid orders are shown to nobody.
  if (who === 'stranger' || !PAID_ORDER_STATUSES.includes(status)) return { code: 404 };
  const spec = PARTY[action];
  if (who === 'buyer' && spec.buyer) return spec.buyer[status] ?? spec.otherwise;
  if (who !== spec.side) return { code: 403, message: spec.forbidden };
  return spec.from[status] ?? spec.otherwise;
}

describe('the order state machine, party actions over HTTP', () => {
  it('knows every status the database holds, and only those', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'processing',
      'failed',
      'in_progress',
      'delivered',
      'revision',
      'completed',
      'cancelled',
      'disputed',
    ]);
    expect(PAID_ORDER_STATUSES).toEqual(['in_progress', 'delivered', 'revision', 'completed', 'cancelled', 'disputed']);
  });

  for (const status of ORDER_STATUSES) {
    it(`from ${status}: every party action, for the buyer, the seller and a stranger`, async () => {
      for (const who of ['stranger', 'buyer', 'seller'] as const) {
        const user = { stranger, buyer, seller }[who];
        const allowed: PartyAction[] = [];
        for (const action of Object.keys(PARTY) as PartyAction[]) {
          const id = await orderInState(t, parties, status);
          const want = expected(action, status, who);
          const res = await tryParty(user, id, action);
          const label = `${who} ${action} from ${status}`;
          expect(answered(res).code, `${label}: ${res.body}`).toBe(want.code);
          if (want.message) expect(res.json().message, label).toBe(want.message);
          expect((await row(id)).status, label).toBe(want.code === 200 ? want.after : status);
          if (want.code === 200) {
            allowed.push(action);
            expect(answered(res).status, label).toBe(want.after);
          }
        }
        // What GET /orders/{id} offers is exactly what succeeded.
        const view = await getOrder(t, user, await orderInState(t, parties, status));
        if (who === 'stranger' || !PAID_ORDER_STATUSES.includes(status)) expect(view.statusCode).toBe(404);
        else expect([...view.json().allowedActions].sort(), `${who} from ${status}`).toEqual(allowed.sort());
      }
    });
  }

  it('refuses by guard: requirements twice, no revision left, a second rating; lets the buyer cancel once overdue', async () => {
    const sent = await orderInState(t, parties, 'in_progress', { requirements: 'Done already' });
    expect((await tryParty(buyer, sent, 'send_requirements')).json()).toMatchObject({
      statusCode: 409,
      message: 'Requirements were already sent.',
    });
    const spent = await orderInState(t, parties, 'delivered', { revisionsUsed: 1 });
    expect((await tryParty(buyer, spent, 'request_revision')).json()).toMatchObject({
      statusCode: 409,
      message: 'No revisions left on this order.',
    });
    expect((await getOrder(t, buyer, spent)).json().allowedActions).toEqual(['accept', 'open_dispute', 'ask_cancel']);
    const rated = await orderInState(t, parties, 'completed', { buyerStar: 5, buyerReview: 'Great' });
    expect((await tryParty(seller, rated, 'rate_buyer')).json()).toMatchObject({
      statusCode: 409,
      message: 'You have already rated this buyer for this order.',
    });
    const late = await orderInState(t, parties, 'in_progress', { dueAt: new Date(Date.now() - 1000) });
    expect((await getOrder(t, buyer, late)).json().allowedActions).toContain('cancel');
    const res = await tryParty(buyer, late, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await kinds(late)).toEqual(['cancelled', 'refunded']);
    expect(
      await t.ctx.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.intentId, (await row(late)).paymentIntentId)),
    ).toHaveLength(1);
  });

  it('never lets the buyer cancel once work was delivered, however late: a dispute is the way out', async () => {
    const states = [
      { status: 'revision' as const, revisionsUsed: 1 },
      { status: 'delivered' as const, revisionsUsed: 0 },
    ];
    for (const { status, revisionsUsed } of states) {
      const late = await orderInState(t, parties, status, {
        dueAt: new Date(Date.now() - 86_400_000),
        revisionsUsed,
        revisionsAllowed: 2,
      });
      const allowed = (await getOrder(t, buyer, late)).json().allowedActions;
      expect(allowed, status).not.toContain('cancel');
      expect(allowed, status).toContain('open_dispute');
      expect((await tryParty(buyer, late, 'cancel')).statusCode, status).toBe(409);
      expect((await row(late)).status).toBe(status);
      expect(
        await t.ctx.db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.intentId, (await row(late)).paymentIntentId)),
      ).toHaveLength(0);
    }
  });
});

/** What each system action does, tried through the service that takes it. */
/** A dispute on the order, as the dispute module writes it (the dispute actions go through its service). */
async function disputeOn(orderId: string, status: 'open' | 'escalated') {
  const [row] = await t.ctx.db
    .insert(disputes)
    .values({
      orderId,
      openedBy: buyer.id,
      openedBySide: 'buyer',
      reason: 'other',
      previousStatus: 'delivered',
      status,
    })
    .returning({ id: disputes.id });
  return row!.id;
}
/** The dispute services refuse (409) what the order machine refuses: the walk expects no change then. */
const refusedOr = (step: Promise<unknown>) =>
  step.catch((err: { statusCode?: number }) => {
    if (err.statusCode !== 409) throw err;
  });
const decide = async (id: string, outcome: 'refund' | 'release' | 'partial') =>
  refusedOr(
    decideDispute(t.ctx, await signedIn(admin), await disputeOn(id, 'escalated'), {
      outcome,
      reason: 'Walk',
      ...(outcome === 'partial' ? { refundCents: 1000 } : {}),
    }),
  );

const SYSTEM: Record<
  SystemAction,
  {
    from: Partial<Record<OrderStatus, OrderStatus>>;
    run: (id: string) => Promise<unknown>;
    event: string | null;
    refunds?: true;
  }
> = {
  confirm_payment: {
    from: { pending: 'in_progress', processing: 'in_progress', failed: 'in_progress' },
    run: async (id) => syncOrderWithIntent(t.ctx, t.ctx.db, await intentOf(id, 'succeeded')),
    event: 'paid',
  },
  payment_processing: {
    from: { pending: 'processing' },
    run: async (id) => syncOrderWithIntent(t.ctx, t.ctx.db, await intentOf(id, 'processing')),
    event: null,
  },
  payment_failed: {
    from: { pending: 'failed', processing: 'failed' },
    run: async (id) => syncOrderWithIntent(t.ctx, t.ctx.db, await intentOf(id, 'requires_payment_method'), true),
    event: null,
  },
  refuse_payment: {
    from: { pending: 'cancelled', processing: 'cancelled', failed: 'cancelled' },
    run: async (id) => refundRefusedPayment(t.ctx, await intentOf(id, 'succeeded'), 'The gig is gone'),
    event: 'cancelled',
    refunds: true,
  },
  auto_complete: {
    from: { delivered: 'completed' },
    run: async () => sweepDeliveredOrders(t.ctx, new Date(Date.now() + 4 * 86_400_000)),
    event: 'auto_completed',
  },
  // Only the opener withdraws (the dispute module's rule); the order returns to the status the dispute recorded.
  withdraw_dispute: {
    from: { disputed: 'delivered' },
    run: async (id) => refusedOr(withdrawDispute(t.ctx, await signedIn(buyer), await disputeOn(id, 'open'))),
    event: 'dispute_withdrawn',
  },
  resolve_release: { from: { disputed: 'completed' }, run: (id) => decide(id, 'release'), event: 'dispute_resolved' },
  resolve_refund: {
    from: { disputed: 'cancelled' },
    run: (id) => decide(id, 'refund'),
    event: 'dispute_resolved',
    refunds: true,
  },
  resolve_partial: {
    from: { disputed: 'completed' },
    run: (id) => decide(id, 'partial'),
    event: 'dispute_resolved',
    refunds: true,
  },
  // Only a milestone contract completes by itself (tests/api/milestones*.test.ts): a gig's order never does.
  complete_contract: {
    from: {},
    run: async (id) => {
      const order = await row(id);
      await refusedOr(
        t.ctx.db.transaction((tx) => applyTransition(tx, t.ctx, order, 'complete_contract', { side: 'system' })),
      );
    },
    event: null,
  },
  // Only a dispute on a contract's milestone closes this way (tests/api/milestones-disputes.test.ts).
  close_milestone_dispute: {
    from: {},
    run: async (id) => {
      const order = await row(id);
      await refusedOr(
        t.ctx.db.transaction((tx) => applyTransition(tx, t.ctx, order, 'close_milestone_dispute', { side: 'system' })),
      );
    },
    event: null,
  },
  // With no cancel request waiting, the sweep has nothing to expire (tests/api/order-changes.test.ts expires one).
  expire_cancel: {
    from: {},
    run: (id) => sweepCancelRequests(t.ctx, new Date(Date.now() + 4 * 86_400_000), [id]),
    event: null,
  },
};

/** The user as the session hook hands it to a service. */
const signedIn = async (user: TestUser) => (await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;

async function intentOf(id: string, status: ProviderIntent['status']): Promise<ProviderIntent> {
  const order = await row(id);
  return { id: order.paymentIntentId, status, amount: order.priceMinor, currency: order.currency };
}

describe('the order state machine, system actions through their services', () => {
  for (const status of ORDER_STATUSES) {
    it(`from ${status}: every system action, and no party may take one`, async () => {
      for (const [action, spec] of Object.entries(SYSTEM) as [SystemAction, (typeof SYSTEM)[SystemAction]][]) {
        const id = await orderInState(t, parties, status);
        await spec.run(id);
        const to = spec.from[status];
        expect((await row(id)).status, `${action} from ${status}`).toBe(to ?? status);
        expect(await kinds(id), `${action} from ${status}`).toEqual(
          to && spec.event ? [spec.event, ...(spec.refunds ? ['refunded'] : [])] : [],
        );
        const again = await orderInState(t, parties, status);
        for (const user of [buyer, seller]) {
          const visible = PAID_ORDER_STATUSES.includes(status);
          await expect(partyStep(t.ctx, await signedIn(user), again, action)).rejects.toMatchObject({
            statusCode: visible ? 403 : 404,
          });
        }
        await expect(partyStep(t.ctx, await signedIn(stranger), again, action)).rejects.toMatchObject({
          statusCode: 404,
        });
        expect((await row(again)).status).toBe(status);
      }
    });
  }

  it('lets no party action be taken by the system', async () => {
    for (const action of Object.keys(PARTY) as PartyAction[]) {
      const id = await orderInState(t, parties, 'in_progress');
      const order = await row(id);
      await expect(
        t.ctx.db.transaction((tx) => applyTransition(tx, t.ctx, order, action, { side: 'system' })),
      ).rejects.toMatchObject({ statusCode: 403 });
    }
  });

  it('pays once for the price only: a different amount or a second success changes nothing', async () => {
    const id = await orderInState(t, parties, 'pending');
    const intent = await intentOf(id, 'succeeded');
    expect(await syncOrderWithIntent(t.ctx, t.ctx.db, { ...intent, amount: intent.amount - 1 })).toEqual([]);
    expect((await row(id)).status).toBe('pending');
    await Promise.all([syncOrderWithIntent(t.ctx, t.ctx.db, intent), syncOrderWithIntent(t.ctx, t.ctx.db, intent)]);
    expect(await kinds(id)).toEqual(['paid']);
    expect((await getOrder(t, buyer, id)).json()).toMatchObject({
      status: 'in_progress',
      allowedActions: ['send_requirements', 'open_dispute', 'ask_cancel'],
    });
  });
});

describe('allowedActions and the database', () => {
  it('offers no party a system action, in any status', () => {
    const facts = {
      requirements: null,
      revisionsUsed: 0,
      revisionsAllowed: 1,
      dueAt: new Date(0),
      autoCompleteAt: new Date(0),
      buyerRated: false,
      change: null,
    };
    const system = new Set(Object.keys(SYSTEM));
    for (const status of ORDER_STATUSES) {
      for (const side of ['buyer', 'seller'] as const)
        expect(allowedActions({ ...facts, status }, side, new Date()).filter((a) => system.has(a))).toEqual([]);
    }
    expect(Object.keys(PARTY).length + Object.keys(SYSTEM).length).toBe(ORDER_ACTIONS.length);
  });

  it('answers autoCompleteAt ORDER_AUTO_COMPLETE_DAYS after the delivery, and null before it', async () => {
    const id = await orderInState(t, parties, 'in_progress');
    expect((await getOrder(t, buyer, id)).json().autoCompleteAt).toBeNull();
    const res = await deliverWork(t, seller, id);
    const deliveredAt = (await row(id)).deliveredAt!.getTime();
    expect(new Date(res.json().autoCompleteAt).getTime()).toBe(
      deliveredAt + t.ctx.config.orders.autoCompleteDays * 86_400_000,
    );
  });

  it('refuses a status or an event kind the machine does not know', async () => {
    const id = await orderInState(t, parties, 'in_progress');
    await expect(t.ctx.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, id))).rejects.toThrow();
    await expect(t.ctx.db.insert(orderEvents).values({ orderId: id, kind: 'teleported' })).rejects.toThrow();
    expect((await row(id)).status).toBe('in_progress');
    expect(
      await t.ctx.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'teleported'))),
    ).toEqual([]);
  });
});
