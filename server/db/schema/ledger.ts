import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { orderMilestones } from './milestones';
import { orders } from './orders';
import { users } from './users';

/** Cents as JS numbers: bigint in the database, far below 2^53 in any marketplace. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * One money movement (migration 0019). Append-only: the database refuses UPDATE and DELETE.
 * `idempotency_key` (e.g. `release:<order id>`) makes each movement happen at most once.
 * `seller_id` and `amount_cents` are the headline a seller's transaction list shows; the
 * balances come from the entries only.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** charge | release | clear | refund | payout | payout_paid | payout_failed | transfer_reversed */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** A contract's milestone whose money this moves (issue 34); null for a one-price order. */
    milestoneId: uuid('milestone_id').references(() => orderMilestones.id),
    payoutId: uuid('payout_id'),
    /** No foreign key: money records keep the id of a deleted account. */
    sellerId: uuid('seller_id'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.idempotencyKey),
    index('ledger_transactions_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    index('ledger_transactions_order_idx').on(t.orderId),
    // The admin overview's payment volume per day (migration 0025).
    index('ledger_transactions_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** One side of a movement; the entries of a transaction sum to zero (checked at commit). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** See LEDGER_ACCOUNTS in server/modules/payouts/accounts.ts. */
    account: text('account').notNull(),
    /** Whose account (the seller, or the buyer for card_payments/buyer_refunds); no foreign key. */
    userId: uuid('user_id'),
    orderId: uuid('order_id').references(() => orders.id),
    /** Issue 34: the milestone whose escrow this is; a milestone's held money is its escrow entries' sum. */
    milestoneId: uuid('milestone_id').references(() => orderMilestones.id),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_milestone_idx')
      .on(t.milestoneId, t.account)
      .where(sql`${t.milestoneId} IS NOT NULL`),
    index('ledger_entries_user_account_idx').on(t.userId, t.account),
    index('ledger_entries_order_idx').on(t.orderId, t.account),
  ],
);

/** Released money waiting to clear; the clearing sweep takes rows whose time has come. */
export const ledgerClearings = pgTable(
  'ledger_clearings',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Issue 34: each milestone's release clears on its own (one row per order, or per milestone). */
    milestoneId: uuid('milestone_id').references(() => orderMilestones.id),
    sellerId: uuid('seller_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_clearings_due_idx').on(t.availableAt),
    uniqueIndex('ledger_clearings_release_key').on(t.orderId, sql`coalesce(${t.milestoneId}, ${t.orderId})`),
  ],
);

/** A seller's payout destination; also the row a withdrawal locks (one at a time per seller). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Test mode only. */
    accountHolder: text('account_holder'),
    accountNumber: text('account_number'),
    /** Stripe mode: the seller's Connect Express account. */
    stripeAccountId: text('stripe_account_id'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payout_accounts_stripe_key').on(t.stripeAccountId)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: uuid('seller_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** pending | paid | failed */
    status: text('status').notNull().default('pending'),
    /** What the seller sees: "Test account ••••1234" or "Stripe account". */
    destination: text('destination').notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** The withdrawal's Idempotency-Key header, when sent: one payout per seller and key (migration 0031). */
    idempotencyKey: text('idempotency_key'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('payouts_provider_key').on(t.providerPayoutId),
    uniqueIndex('payouts_idempotency_key')
      .on(t.sellerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/**
 * Stripe Connect: the Transfer made when money is released to its seller: one per one-price
 * order (`milestone_id` null), one per milestone of a contract (issue 34, migration 0046).
 */
export const stripeTransfers = pgTable(
  'stripe_transfers',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    milestoneId: uuid('milestone_id').references(() => orderMilestones.id),
    transferId: text('transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stripe_transfers_order_key')
      .on(t.orderId)
      .where(sql`${t.milestoneId} IS NULL`),
    uniqueIndex('stripe_transfers_milestone_key').on(t.milestoneId),
    uniqueIndex('stripe_transfers_transfer_key').on(t.transferId),
    index('stripe_transfers_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.transferId} IS NULL`),
  ],
);
