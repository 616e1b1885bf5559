import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { orderMilestones } from '../../db/schema';
import { chargeOnce, refundHeld, releaseHeld, type LedgerOrder, type MoneySettings } from './ledger';

/**
 * A contract's milestones move money one at a time (issue 34): each its own charge, release and
 * refund, keyed by the milestone (`charge:<milestone id>`…), on the contract's order so the
 * order's ledger and receipts see them. The caller holds the order's lock (every milestone step
 * takes it first); the milestone's row is locked too before its escrow is read.
 */
export interface LedgerMilestone {
  id: string;
  amountCents: number;
}

async function lockedMilestoneEscrow(tx: Db, milestoneId: string): Promise<number> {
  await tx
    .select({ id: orderMilestones.id })
    .from(orderMilestones)
    .where(eq(orderMilestones.id, milestoneId))
    .for('update');
  const [row] = await selectRows<{ held: string | number | null }>(
    tx,
    sql`SELECT sum(amount_cents) AS held FROM ledger_entries WHERE milestone_id = ${milestoneId} AND account = 'escrow'`,
  );
  return Number(row?.held ?? 0);
}

/** The funding payment confirmed: the milestone's amount enters escrow, once. */
export function recordMilestoneCharge(tx: Db, order: LedgerOrder, milestone: LedgerMilestone, at: Date) {
  return chargeOnce(tx, order, milestone.amountCents, at, milestone.id);
}

/** Approved (by the client or the sweep): what the milestone holds goes to the seller, less the fee. Answers the net cents. */
export async function recordMilestoneRelease(
  tx: Db,
  order: LedgerOrder,
  milestone: LedgerMilestone,
  now: Date,
  money: MoneySettings,
): Promise<number> {
  return releaseHeld(tx, order, await lockedMilestoneEscrow(tx, milestone.id), now, money, milestone.id);
}

/**
 * The contract is cancelled (or a dispute refunds the milestone): what the milestone holds goes
 * back to the client; or, for a dispute's partial outcome, `cents` of it (the caller releases
 * the rest). Once, in full or in part (the key). Answers the cents refunded.
 */
export async function recordMilestoneRefund(
  tx: Db,
  order: LedgerOrder,
  milestone: LedgerMilestone,
  at: Date,
  cents?: number,
): Promise<number> {
  const held = await lockedMilestoneEscrow(tx, milestone.id);
  return refundHeld(tx, order, Math.min(held, cents ?? held), at, milestone.id);
}
