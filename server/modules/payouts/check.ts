import { sql } from 'drizzle-orm';
import { marketplaceCurrency, recordedCurrency } from '@shared/money';
import { selectRows, type Db } from '../../db/client';
import { checkMilestones } from './check-milestones';

/** One thing the ledger and the records disagree on, named so an operator can find it. */
export interface LedgerProblem {
  what: 'transaction' | 'order' | 'milestone' | 'payout' | 'seller';
  id: string;
  message: string;
}

// A disputed order's money stays held until an admin decides it.
const HELD_STATES = new Set(['in_progress', 'delivered', 'revision', 'disputed']);
/** What each order state requires of its ledger (offer orders follow the same states). */
function orderProblem(o: {
  status: string;
  priceMinor: number;
  escrow: number;
  refunded: number;
  kinds: string[];
}): string | null {
  const has = (k: string) => o.kinds.includes(k);
  const price = o.priceMinor;
  if (HELD_STATES.has(o.status)) {
    if (!has('charge')) return `is ${o.status} but its payment was never recorded`;
    if (o.escrow !== price) return `is ${o.status} and should hold ${price} cents, holds ${o.escrow}`;
    if (has('release') || has('refund'))
      return `is ${o.status} but its money was already ${has('release') ? 'released' : 'refunded'}`;
    return null;
  }
  if (o.status === 'completed') {
    if (!has('release')) return 'is completed but its money was never released';
    // A dispute's partial outcome: part refunded, the rest released (escrow empty, so refund + release = charge).
    if (has('refund') && !(o.refunded > 0 && o.refunded < price))
      return `is completed but was refunded ${o.refunded} of its ${price} cents`;
    return o.escrow === 0 ? null : `is completed but still holds ${o.escrow} cents`;
  }
  if (o.status === 'cancelled') {
    if (has('release')) return 'is cancelled but its money was released to the seller';
    if (has('charge') && !has('refund')) return 'is cancelled but its payment was never refunded';
    return o.escrow === 0 ? null : `is cancelled but still holds ${o.escrow} cents`;
  }
  // pending, processing, failed: no money was taken.
  return o.kinds.length ? `is ${o.status} (unpaid) but has ledger entries` : null;
}

const PAYOUT_KIND: Record<string, string> = { paid: 'payout_paid', failed: 'payout_failed' };

/**
 * Money recorded in another currency than the marketplace's (issue 33: one marketplace, one
 * currency): ledger transactions and entries, clearings, payouts, and orders' prices (0056).
 */
async function strayCurrencies(db: Db, currency: string): Promise<LedgerProblem[]> {
  const rows = await selectRows<{ what: LedgerProblem['what']; id: string; currency: string }>(
    db,
    sql`SELECT 'transaction' AS what, id::text, currency FROM ledger_transactions WHERE currency <> ${currency}
        UNION SELECT 'transaction', transaction_id::text, currency FROM ledger_entries WHERE currency <> ${currency}
        UNION SELECT 'order', order_id::text, currency FROM ledger_clearings WHERE currency <> ${currency}
        UNION SELECT 'payout', id::text, currency FROM payouts WHERE currency <> ${currency}
        UNION SELECT 'order', id::text, currency FROM orders WHERE currency <> ${currency}`,
  );
  return rows.map((r) => ({
    what: r.what,
    id: r.id,
    message: `is recorded in ${r.currency}, not in the marketplace currency ${currency}`,
  }));
}

/**
 * Reconciles the whole ledger: every row is in the marketplace currency (the one recorded in
 * marketplace_settings); every transaction sums to zero per currency; every order's
 * ledger matches its state; every payout's ledger matches its state; no seller balance is
 * negative. Answers the problems (none: all is well). Reads everything: run it offline.
 */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const [settings] = await selectRows<{ currency: string }>(db, sql`SELECT currency FROM marketplace_settings`);
  const currency = settings?.currency ?? marketplaceCurrency();
  const problems: LedgerProblem[] = await strayCurrencies(db, recordedCurrency(currency));
  const unbalanced = await selectRows<{ id: string; currency: string; total: string }>(
    db,
    sql`SELECT transaction_id AS id, currency, sum(amount_cents)::text AS total FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount_cents) <> 0`,
  );
  for (const u of unbalanced)
    problems.push({
      what: 'transaction',
      id: u.id,
      message: `does not balance: its ${u.currency} entries sum to ${u.total} cents`,
    });
  const empty = await selectRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM ledger_transactions t WHERE t.amount_cents <> 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
  );
  for (const e of empty) problems.push({ what: 'transaction', id: e.id, message: 'has no entries' });

  const orderRows = await selectRows<{
    id: string;
    status: string;
    price_minor: number;
    escrow: string;
    refunded: string;
    kinds: string[] | null;
  }>(
    db,
    sql`WITH held AS (SELECT order_id, sum(amount_cents) FILTER (WHERE account = 'escrow') AS escrow, sum(amount_cents) FILTER (WHERE account = 'buyer_refunds') AS refunded
                      FROM ledger_entries WHERE account IN ('escrow', 'buyer_refunds') AND order_id IS NOT NULL GROUP BY order_id),
             moves AS (SELECT order_id, array_agg(kind) AS kinds FROM ledger_transactions WHERE order_id IS NOT NULL GROUP BY order_id)
        SELECT o.id, o.status, o.price_minor, coalesce(h.escrow, 0)::text AS escrow, coalesce(h.refunded, 0)::text AS refunded, m.kinds
        FROM orders o LEFT JOIN held h ON h.order_id = o.id LEFT JOIN moves m ON m.order_id = o.id
        WHERE (o.paid_at IS NOT NULL OR m.order_id IS NOT NULL OR h.order_id IS NOT NULL)
          -- A milestone contract's money moves milestone by milestone: checkMilestones reads it.
          AND NOT EXISTS (SELECT 1 FROM order_milestones om WHERE om.order_id = o.id)`,
  );
  for (const o of orderRows) {
    const message = orderProblem({
      status: o.status,
      priceMinor: Number(o.price_minor),
      escrow: Number(o.escrow),
      refunded: Number(o.refunded),
      kinds: o.kinds ?? [],
    });
    if (message) problems.push({ what: 'order', id: o.id, message });
  }

  problems.push(...(await checkMilestones(db)));

  const payoutRows = await selectRows<{ id: string; status: string; kinds: string[] | null }>(
    db,
    sql`SELECT p.id, p.status, (SELECT array_agg(t.kind) FROM ledger_transactions t WHERE t.payout_id = p.id) AS kinds FROM payouts p`,
  );
  for (const p of payoutRows) {
    const kinds = p.kinds ?? [];
    const settled = kinds.filter((k) => k !== 'payout');
    const expected = PAYOUT_KIND[p.status];
    if (!kinds.includes('payout'))
      problems.push({
        what: 'payout',
        id: p.id,
        message: `is ${p.status} but was never taken from the available balance`,
      });
    else if (expected ? settled.join() !== expected : settled.length > 0)
      problems.push({
        what: 'payout',
        id: p.id,
        message: `is ${p.status} but its ledger says ${settled.join(', ') || 'pending'}`,
      });
  }

  const negative = await selectRows<{ user_id: string; account: string; total: string }>(
    db,
    sql`SELECT user_id, account, sum(amount_cents)::text AS total FROM ledger_entries
        WHERE account IN ('seller_pending', 'seller_available', 'payouts_in_transit') GROUP BY user_id, account HAVING sum(amount_cents) < 0`,
  );
  for (const n of negative)
    problems.push({ what: 'seller', id: n.user_id, message: `${n.account} is negative (${n.total} cents)` });
  return problems;
}

export const describeProblem = (p: LedgerProblem) => `${p.what} ${p.id} ${p.message}`;
