// The order machine's money column (shared/machines/orders.ts) is what the ledger moves: these
// invariants catch a row that closes a paid order without settling its escrow, or moves money twice.
import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, PAID_ORDER_STATUSES } from '@shared/machines/orders';

const paidFrom = (from: readonly string[]) => from.some((s) => PAID_ORDER_STATUSES.includes(s as never));

describe('order machine money', () => {
  it('settles escrow on every step that closes a paid order: completed releases (or splits), cancelled refunds', () => {
    for (const row of ORDER_TRANSITIONS.filter((t) => paidFrom(t.from))) {
      // A milestone contract's money is released milestone by milestone (shared/machines/milestones.ts):
      // the order completing afterwards moves nothing, and its guard needs every milestone approved.
      if (row.action === 'complete_contract') expect(row.money).toBeUndefined();
      else if (row.to === 'completed')
        expect([row.action, row.money]).toEqual([row.action, expect.stringMatching(/^(release|split)$/)]);
      if (row.to === 'cancelled') expect([row.action, row.money]).toEqual([row.action, 'refund']);
    }
  });

  it('charges only when a payment is confirmed, and moves nothing on steps that keep the order open', () => {
    expect(ORDER_TRANSITIONS.filter((t) => t.money === 'charge').map((t) => t.action)).toEqual(['confirm_payment']);
    for (const row of ORDER_TRANSITIONS.filter(
      (t) => t.to !== 'completed' && t.to !== 'cancelled' && t.action !== 'confirm_payment',
    )) {
      expect([row.action, row.money]).toEqual([row.action, undefined]);
    }
  });

  it('never refunds an order that was not paid (a refused payment is the provider’s refund, not the ledger’s)', () => {
    for (const row of ORDER_TRANSITIONS.filter((t) => t.money === 'refund'))
      expect([row.action, paidFrom(row.from)]).toEqual([row.action, true]);
  });
});
