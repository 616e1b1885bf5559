import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context';
import { stripeClient } from './stripe-provider';

/**
 * Stripe Connect (Express) calls for paying sellers. Every call that creates something
 * carries an idempotency key, so a retry never makes a second account, transfer or payout.
 */
export interface StripeConnect {
  createAccount(userId: string, email: string): Promise<string>;
  onboardingLink(accountId: string, returnUrl: string): Promise<string>;
  /** The charge behind a succeeded PaymentIntent, with its card, for transfers and receipts. */
  chargeOf(intentId: string): Promise<{ chargeId: string; brand: string | null; last4: string | null } | null>;
  /** An order's release, or (`milestoneId`) one milestone's of a contract: each its own Transfer and key. */
  transfer(input: {
    orderId: string;
    milestoneId?: string | null;
    amountCents: number;
    currency: string;
    destination: string;
    sourceTransaction: string;
  }): Promise<string>;
  payout(input: {
    payoutId: string;
    accountId: string;
    amountCents: number;
    currency: string;
  }): Promise<{ id: string; status: string }>;
}

const clients = new WeakMap<AppContext, StripeConnect>();

/** Null in test mode (no Stripe keys). */
export function stripeConnect(ctx: AppContext): StripeConnect | null {
  if (!ctx.config.stripe) return null;
  let client = clients.get(ctx);
  if (!client) {
    client = connectWith(stripeClient(ctx.config.stripe));
    clients.set(ctx, client);
  }
  return client;
}

export function connectWith(stripe: Stripe): StripeConnect {
  return {
    async createAccount(userId, email) {
      const account = await stripe.accounts.create(
        { type: 'express', email, capabilities: { transfers: { requested: true } }, metadata: { userId } },
        { idempotencyKey: `connect-account-${userId}` },
      );
      return account.id;
    },
    async onboardingLink(accountId, returnUrl) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: returnUrl,
        return_url: returnUrl,
      });
      return link.url;
    },
    async chargeOf(intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
      const charge = intent.latest_charge;
      if (!charge) return null;
      if (typeof charge === 'string') return { chargeId: charge, brand: null, last4: null };
      const card = charge.payment_method_details?.card;
      return { chargeId: charge.id, brand: card?.brand ?? null, last4: card?.last4 ?? null };
    },
    async transfer(input) {
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          destination: input.destination,
          transfer_group: `order_${input.orderId}`,
          source_transaction: input.sourceTransaction,
          metadata: input.milestoneId
            ? { orderId: input.orderId, milestoneId: input.milestoneId }
            : { orderId: input.orderId },
        },
        { idempotencyKey: input.milestoneId ? `transfer-milestone-${input.milestoneId}` : `transfer-${input.orderId}` },
      );
      return transfer.id;
    },
    async payout(input) {
      const payout = await stripe.payouts.create(
        { amount: input.amountCents, currency: input.currency, metadata: { payoutId: input.payoutId } },
        { stripeAccount: input.accountId, idempotencyKey: `payout-${input.payoutId}` },
      );
      return { id: payout.id, status: payout.status };
    },
  };
}
