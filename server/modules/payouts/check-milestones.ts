import { sql } from 'drizzle-orm';
import {
  CLOSED_MILESTONE_STATUSES,
  DROPPED_MILESTONE_STATUSES,
  HELD_MILESTONE_STATUSES,
  type MilestoneStatus,
} from '@shared/machines/milestones';
import { selectRows, type Db } from '../../db/client';
import type { LedgerProblem } from './check';

interface MilestoneMoney {
  status: MilestoneStatus;
  amount: number;
  escrow: number;
  kinds: string[];
  /** The refund transactions' cents, and what the milestone says a dispute refunded (settled). */
  refunded: number;
  refundedCents: number | null;
}

/** What each milestone state requires of its ledger (issue 34): its own charge, release or refund. */
function milestoneProblem(m: MilestoneMoney) {
  const has = (k: string) => m.kinds.includes(k);
  if (HELD_MILESTONE_STATUSES.includes(m.status)) {
    if (!has('charge')) return `is ${m.status} but its payment was never recorded`;
    if (m.escrow !== m.amount) return `is ${m.status} and should hold ${m.amount} cents, holds ${m.escrow}`;
    return has('release') || has('refund') ? `is ${m.status} but its money already moved` : null;
  }
  if (m.status === 'approved') {
    if (!has('charge') || !has('release')) return 'is approved but its money was never charged and released';
    return has('refund') || m.escrow !== 0 ? `is approved but holds ${m.escrow} cents or was refunded` : null;
  }
  if (m.status === 'refunded') {
    if (!has('charge') || !has('refund')) return 'is refunded but its money was never charged and refunded';
    return has('release') || m.escrow !== 0 ? `is refunded but holds ${m.escrow} cents or was released` : null;
  }
  // A dispute's partial refund: its refunded cents back to the client, the rest (all the escrow left) released.
  if (m.status === 'settled') {
    if (!has('charge') || !has('refund') || !has('release'))
      return 'is settled but its money was never charged, refunded in part and released';
    if (m.refunded !== m.refundedCents)
      return `is settled with ${m.refundedCents} cents refunded, the ledger refunded ${m.refunded}`;
    return m.escrow !== 0 ? `is settled but still holds ${m.escrow} cents` : null;
  }
  // proposed, pending, declined, cancelled: never funded.
  return m.kinds.length ? `is ${m.status} (not funded) but has ledger entries` : null;
}

/**
 * Reconciles milestone contracts: each milestone's ledger matches its state, a completed
 * contract has every milestone approved, settled or refunded in a dispute (or dropped), a cancelled one holds nothing, and no
 * contract's order has order-level money (it moves milestone by milestone).
 */
export async function checkMilestones(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const rows = await selectRows<{
    id: string;
    order_status: string;
    status: MilestoneStatus;
    amount_cents: number;
    escrow: string;
    kinds: string[] | null;
    refunded: string;
    refunded_cents: number | null;
  }>(
    db,
    sql`SELECT m.id, o.status AS order_status, m.status, m.amount_cents, m.refunded_cents,
               coalesce((SELECT sum(t.amount_cents) FROM ledger_transactions t WHERE t.milestone_id = m.id AND t.kind = 'refund'), 0)::text AS refunded,
               coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.milestone_id = m.id AND e.account = 'escrow'), 0)::text AS escrow,
               (SELECT array_agg(t.kind) FROM ledger_transactions t WHERE t.milestone_id = m.id) AS kinds
        FROM order_milestones m JOIN orders o ON o.id = m.order_id
        WHERE o.paid_at IS NOT NULL`,
  );
  for (const m of rows) {
    const message = milestoneProblem({
      status: m.status,
      amount: Number(m.amount_cents),
      escrow: Number(m.escrow),
      kinds: m.kinds ?? [],
      refunded: Number(m.refunded),
      refundedCents: m.refunded_cents === null ? null : Number(m.refunded_cents),
    });
    if (message) problems.push({ what: 'milestone', id: m.id, message });
    // A completed contract's milestones are closed (approved, or settled or refunded in a dispute) or dropped.
    if (
      m.order_status === 'completed' &&
      !CLOSED_MILESTONE_STATUSES.includes(m.status) &&
      !DROPPED_MILESTONE_STATUSES.includes(m.status)
    )
      problems.push({ what: 'milestone', id: m.id, message: `is ${m.status} on a completed contract` });
    if (m.order_status === 'cancelled' && HELD_MILESTONE_STATUSES.includes(m.status))
      problems.push({ what: 'milestone', id: m.id, message: `is ${m.status} on a cancelled contract` });
  }
  const orderLevel = await selectRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT t.order_id AS id FROM ledger_transactions t
        WHERE t.milestone_id IS NULL AND t.kind IN ('charge', 'release', 'refund')
          AND EXISTS (SELECT 1 FROM order_milestones m WHERE m.order_id = t.order_id)`,
  );
  for (const o of orderLevel)
    problems.push({ what: 'order', id: o.id, message: 'is a milestone contract but has order-level money movements' });
  return problems;
}
