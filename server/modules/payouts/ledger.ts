import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LedgerKind } from '@shared/schemas/payouts';
import { recordedCurrency } from '@shared/money';
import { selectRows, type Db } from '../../db/client';
import { ledgerClearings, ledgerEntries, ledgerTransactions, orders } from '../../db/schema';
import type { LedgerAccount } from './accounts';

const DAY_MS = 86_400_000;

export interface Leg {
  account: LedgerAccount;
  userId: string | null;
  orderId?: string | null;
  milestoneId?: string | null;
  amountCents: number;
}

export interface Movement {
  kind: LedgerKind;
  /** Makes the movement happen at most once, e.g. `release:<order id>`. */
  key: string;
  orderId?: string | null;
  /** A contract's milestone (issue 34): every entry of the movement carries it too. */
  milestoneId?: string | null;
  payoutId?: string | null;
  sellerId: string | null;
  /** The headline amount a seller's transaction list shows (never negative). */
  amountCents: number;
  at?: Date;
  legs: Leg[];
}

/**
 * Writes one balanced transaction in the caller's database transaction. Answers its id, or
 * null when a movement with the same key was already written (a retry, a lost race): the
 * unique key makes a second writer wait for the first and then write nothing.
 */
export async function post(tx: Db, m: Movement): Promise<string | null> {
  // The database's clock to the microsecond unless the caller names the time (a sweep's `now`),
  // so movements made one after the other list in that order.
  const at = m.at ?? sql`clock_timestamp()`;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: m.kind,
      idempotencyKey: m.key,
      orderId: m.orderId ?? null,
      milestoneId: m.milestoneId ?? null,
      payoutId: m.payoutId ?? null,
      sellerId: m.sellerId,
      amountCents: m.amountCents,
      currency: recordedCurrency(),
      createdAt: at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return null;
  const legs = m.legs.filter((l) => l.amountCents !== 0);
  if (legs.length) {
    await tx.insert(ledgerEntries).values(
      legs.map((l) => ({
        transactionId: row.id,
        account: l.account,
        userId: l.userId,
        orderId: l.orderId ?? m.orderId ?? null,
        milestoneId: l.milestoneId ?? m.milestoneId ?? null,
        amountCents: l.amountCents,
        currency: recordedCurrency(),
        createdAt: at,
      })),
    );
  }
  return row.id;
}

/** The order facts a movement needs. `priceMinor` is minor units of the marketplace currency, as orders store it. */
export interface LedgerOrder {
  id: string;
  buyerId: string | null;
  sellerId: string | null;
  priceMinor: number;
}

/** What an order holds in escrow now, read under a lock on the order row (one mover at a time). */
async function lockedEscrow(tx: Db, orderId: string): Promise<number> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [row] = await selectRows<{ held: string | number | null }>(
    tx,
    sql`SELECT sum(amount_cents) AS held FROM ledger_entries WHERE order_id = ${orderId} AND account = 'escrow'`,
  );
  return Number(row?.held ?? 0);
}

/** Payment confirmed: the order's price enters escrow (once). */
export async function recordCharge(tx: Db, order: LedgerOrder, at = new Date()): Promise<boolean> {
  return chargeOnce(tx, order, order.priceMinor, at);
}

/**
 * `cents` of an order (or of one of its milestones, issue 34) enter escrow from the buyer's
 * card, once (the key). Answers whether this call wrote it.
 */
export async function chargeOnce(
  tx: Db,
  order: LedgerOrder,
  cents: number,
  at: Date,
  milestoneId: string | null = null,
): Promise<boolean> {
  const id = await post(tx, {
    kind: 'charge',
    key: `charge:${milestoneId ?? order.id}`,
    orderId: order.id,
    milestoneId,
    sellerId: order.sellerId,
    amountCents: cents,
    at,
    legs: [
      { account: 'card_payments', userId: order.buyerId, amountCents: -cents },
      { account: 'escrow', userId: order.sellerId, amountCents: cents },
    ],
  });
  return id !== null;
}

export interface MoneySettings {
  platformFeePercent: number;
  clearingDays: number;
}

/** The platform's fee on an amount, in whole cents (rounded half up). */
export const feeOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * Completion (accept or auto-complete): what the order holds moves to the seller's pending
 * balance, less the platform fee, and is queued to clear after the clearing days (or clears
 * at once when they are 0). Answers the cents released to the seller, or 0 when there was
 * nothing held (already released or refunded).
 */
export async function recordRelease(tx: Db, order: LedgerOrder, now: Date, money: MoneySettings): Promise<number> {
  return releaseHeld(tx, order, await lockedEscrow(tx, order.id), now, money);
}

/**
 * Releases `held` cents of an order (or of one of its milestones, issue 34) to the seller, less
 * the fee, once (the key), and queues it to clear. Answers the cents released to the seller.
 */
export async function releaseHeld(
  tx: Db,
  order: LedgerOrder,
  held: number,
  now: Date,
  money: MoneySettings,
  milestoneId: string | null = null,
): Promise<number> {
  if (held <= 0) return 0;
  const fee = feeOf(held, money.platformFeePercent);
  const net = held - fee;
  const id = await post(tx, {
    kind: 'release',
    key: `release:${milestoneId ?? order.id}`,
    orderId: order.id,
    milestoneId,
    sellerId: order.sellerId,
    amountCents: net,
    at: now,
    legs: [
      { account: 'escrow', userId: order.sellerId, amountCents: -held },
      { account: 'seller_pending', userId: order.sellerId, amountCents: net },
      { account: 'platform_fees', userId: null, amountCents: fee },
    ],
  });
  if (!id || !order.sellerId) return 0;
  const clearing = {
    orderId: order.id,
    milestoneId,
    sellerId: order.sellerId,
    amountCents: net,
    currency: recordedCurrency(),
    availableAt: new Date(now.getTime() + money.clearingDays * DAY_MS),
  };
  // A millisecond later, so the seller's list reads released, then cleared.
  if (money.clearingDays === 0) await recordClear(tx, clearing, new Date(now.getTime() + 1));
  else await tx.insert(ledgerClearings).values(clearing).onConflictDoNothing();
  return net;
}

/**
 * Cancellation: whatever the order still holds goes back to the buyer; or, for a dispute's
 * partial outcome, `cents` of it (the caller releases the rest). An order is refunded once
 * (the key), in full or in part. Answers the cents refunded.
 */
export async function recordRefund(tx: Db, order: LedgerOrder, at = new Date(), cents?: number): Promise<number> {
  const held = await lockedEscrow(tx, order.id);
  return refundHeld(tx, order, Math.min(held, cents ?? held), at);
}

/**
 * `cents` held for an order (or for one of its milestones, issue 34) go back to the buyer, once
 * (the key). Answers the cents refunded, 0 when there was nothing to refund or it was done.
 */
export async function refundHeld(
  tx: Db,
  order: LedgerOrder,
  cents: number,
  at: Date,
  milestoneId: string | null = null,
): Promise<number> {
  if (cents <= 0) return 0;
  const id = await post(tx, {
    kind: 'refund',
    key: `refund:${milestoneId ?? order.id}`,
    orderId: order.id,
    milestoneId,
    sellerId: order.sellerId,
    amountCents: cents,
    at,
    legs: [
      { account: 'escrow', userId: order.sellerId, amountCents: -cents },
      { account: 'buyer_refunds', userId: order.buyerId, amountCents: cents },
    ],
  });
  return id ? cents : 0;
}

export type Clearing = typeof ledgerClearings.$inferSelect;

/** Pending becomes available: one order's released amount clears. */
export async function recordClear(tx: Db, c: Omit<Clearing, 'availableAt'>, at: Date): Promise<boolean> {
  const id = await post(tx, {
    kind: 'clear',
    key: `clear:${c.milestoneId ?? c.orderId}`,
    orderId: c.orderId,
    milestoneId: c.milestoneId,
    sellerId: c.sellerId,
    amountCents: c.amountCents,
    at,
    legs: [
      { account: 'seller_pending', userId: c.sellerId, amountCents: -c.amountCents },
      { account: 'seller_available', userId: c.sellerId, amountCents: c.amountCents },
    ],
  });
  await tx
    .delete(ledgerClearings)
    .where(
      and(
        eq(ledgerClearings.orderId, c.orderId),
        c.milestoneId ? eq(ledgerClearings.milestoneId, c.milestoneId) : isNull(ledgerClearings.milestoneId),
      ),
    );
  return id !== null;
}

/** Sums of a user's entries per account (balances are never stored). */
export async function balancesOf(db: Db, userId: string): Promise<Partial<Record<LedgerAccount, number>>> {
  const rows = await db
    .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.cents)]));
}
