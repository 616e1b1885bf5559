import { z } from 'zod';
import { pageQuery } from './common';
import { currencyExponent } from '../money';

/** The contract of the payouts domain (issue 22): balances, transactions, payouts, receipts. */

export const LEDGER_KINDS = [
  'charge',
  'release',
  'clear',
  'refund',
  'payout',
  'payout_paid',
  'payout_failed',
  'transfer_reversed',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
/** Where an order's money is (receipts, payments): `partly_refunded` is a dispute's partial refund, the rest released. */
export const FUNDS = ['held', 'released', 'refunded', 'partly_refunded', 'none'] as const;
export type Funds = (typeof FUNDS)[number];
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A test payout account number: 6 to 17 digits, as a US account number. `000999` always fails. */
/** How a party who deleted their account is named on orders and receipts. */
export const DELETED_USER = 'Deleted user';

export const TEST_FAILING_ACCOUNT = '000999';

export const payoutAccountSchema = z.object({
  accountHolder: z
    .string('Account holder is required')
    .trim()
    .min(2, 'Account holder must be at least 2 characters')
    .max(100, 'Account holder is too long'),
  accountNumber: z
    .string('Account number is required')
    .trim()
    .regex(/^\d{6,17}$/, 'Account number must be 6 to 17 digits'),
});
export type PayoutAccountInput = z.infer<typeof payoutAccountSchema>;

export const withdrawSchema = z.object({
  amountCents: z
    .number('Amount must be a number of cents')
    .int('Amount must be whole cents')
    .positive('Amount must be more than 0')
    .max(100_000_000, 'Amount is too large')
    .optional(),
});

/** An optional Idempotency-Key: a retried withdrawal with the same key pays once. */
export const withdrawHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(255, 'Idempotency-Key is too long (at most 255 characters)')
    .optional(),
});

export const payoutsPageQuery = pageQuery;

export const balanceSchema = z.object({
  currency: z.string(),
  /** Held for the seller's orders that are paid and not yet complete. */
  escrowCents: z.number(),
  /** Released, clearing until `clearingUntil` (the latest date a pending amount clears). */
  pendingCents: z.number(),
  availableCents: z.number(),
  paidOutCents: z.number(),
  /** When the next pending amount becomes available; null when nothing is pending. */
  nextAvailableAt: z.string().nullable(),
  clearingDays: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const ledgerTransactionSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number(),
  currency: z.string(),
  order: z.object({ _id: z.string(), title: z.string() }).nullable(),
  payoutId: z.string().nullable(),
  createdAt: z.string(),
  /** What this movement changed in the seller's own balances (in progress, clearing, available), in cents. */
  changes: z.object({ escrowCents: z.number(), pendingCents: z.number(), availableCents: z.number() }),
  /** The available balance right after this movement: the running balance the list shows. */
  availableAfterCents: z.number(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export const payoutSchema = z.object({
  _id: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  destination: z.string(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutAccountViewSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  /** Whether withdrawals (test mode) or transfers (Stripe) can reach the seller. */
  ready: z.boolean(),
  accountHolder: z.string().nullable(),
  /** The last four digits only. */
  accountLast4: z.string().nullable(),
  /** Stripe mode: where to finish onboarding (answered by POST). */
  onboardingUrl: z.string().nullable(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

/**
 * A contract's milestone (issue 34): each one is funded by its own card payment, so it has its own
 * row in a client's payments and its own receipt. Absent on a one-price order's.
 */
export const paidMilestoneSchema = z.object({ _id: z.string(), position: z.number(), title: z.string() });
export type PaidMilestone = z.infer<typeof paidMilestoneSchema>;

/** GET /orders/{id}/receipt?milestone=<id>: a contract's receipts are per milestone payment. */
export const receiptQuery = z.object({ milestone: z.uuid('must be a valid milestone id').optional() });

export const receiptSchema = z.object({
  receiptNumber: z.string(),
  orderId: z.string(),
  date: z.string(),
  buyer: z.object({ _id: z.string().nullable(), fullName: z.string() }),
  seller: z.object({ _id: z.string().nullable(), fullName: z.string() }),
  item: z.string(),
  currency: z.string(),
  amountCents: z.number(),
  platformFeeCents: z.number(),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  refund: z.object({ amountCents: z.number(), date: z.string() }).nullable(),
  /** Where the order's money is now: held (in progress), released to the seller, refunded, or (a dispute's partial outcome) partly refunded and the rest released. */
  funds: z.enum(FUNDS),
  /** A contract's receipt is one milestone's payment: `amountCents`, `refund` and `funds` are that milestone's. */
  milestone: paidMilestoneSchema.optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** A client's payment, for the Payments screen. */
export const paymentRowSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  seller: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string(),
  funds: z.enum(FUNDS),
  paidAt: z.string(),
  /** A contract's rows are its milestone payments, one each: the milestone paid (absent: a one-price order). */
  milestone: paidMilestoneSchema.optional(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.number(), data, message: z.string(), success: z.boolean() });
const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    statusCode: z.number(),
    data: z.array(item),
    message: z.string(),
    success: z.boolean(),
    meta: z.object({ nextCursor: z.string().nullable() }).optional(),
  });

/** Whether a seller's gigs can be bought now (Stripe mode: once their payouts are enabled). */
export const sellerPayoutStatusSchema = z.object({ canBeBought: z.boolean() });
// Lives in the zod-free gig values so the gig page can say it without downloading zod.
export { SELLER_NOT_PAYABLE } from '../gig-values';

export const sellerPayoutStatusResponse = envelope(sellerPayoutStatusSchema);
export const balanceResponse = envelope(balanceSchema);
export const transactionsResponse = pagedEnvelope(ledgerTransactionSchema);
export const payoutsResponse = pagedEnvelope(payoutSchema);
export const paymentsResponse = pagedEnvelope(paymentRowSchema);
export const payoutResponse = envelope(payoutSchema);
export const payoutAccountResponse = envelope(payoutAccountViewSchema);
export const receiptResponse = envelope(receiptSchema);

/** The Withdraw form: dollars as typed (empty: everything available); sent as amountCents. */
export const withdrawFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, 'Enter an amount like 25 or 25.50')
    // No more decimals than the marketplace currency has (JPY: none).
    .refine((v) => (v.split('.')[1] ?? '').length <= currencyExponent(), 'Enter an amount like 25 or 25.50'),
});
export type WithdrawForm = z.infer<typeof withdrawFormSchema>;
