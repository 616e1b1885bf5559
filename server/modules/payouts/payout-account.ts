import { eq } from 'drizzle-orm';
import type { PayoutAccountInput, PayoutAccountView } from '@shared/schemas/payouts';
import { payoutAccounts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { stripeConnect } from '../payments';

type AccountRow = typeof payoutAccounts.$inferSelect;

/** Whether money can reach the seller: a test account, or a Stripe account with payouts enabled. */
export const isReady = (ctx: AppContext, row: AccountRow | undefined): row is AccountRow =>
  Boolean(row && (ctx.config.stripe ? row.stripeAccountId && row.payoutsEnabled : row.accountNumber));

function view(ctx: AppContext, row: AccountRow | undefined, onboardingUrl: string | null = null): PayoutAccountView {
  return {
    provider: ctx.config.stripe ? 'stripe' : 'local',
    ready: isReady(ctx, row),
    accountHolder: row?.accountHolder ?? null,
    accountLast4: row?.accountNumber ? row.accountNumber.slice(-4) : null,
    onboardingUrl,
  };
}

export async function getPayoutAccount(ctx: AppContext, user: AuthUser): Promise<PayoutAccountView> {
  const [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  return view(ctx, row);
}

/**
 * Test mode: saves the account holder and number. Stripe mode: makes (once) the seller's
 * Express account and answers a fresh onboarding link; `account.updated` later says when
 * payouts are enabled.
 */
export async function setPayoutAccount(
  ctx: AppContext,
  user: AuthUser,
  input: Partial<PayoutAccountInput>,
): Promise<PayoutAccountView> {
  const connect = stripeConnect(ctx);
  if (!connect) {
    if (!input.accountHolder || !input.accountNumber)
      throw badRequest('Account holder and account number are required');
    const values = { accountHolder: input.accountHolder, accountNumber: input.accountNumber, updatedAt: new Date() };
    const [row] = await ctx.db
      .insert(payoutAccounts)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: values })
      .returning();
    return view(ctx, row);
  }
  let [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  if (!row?.stripeAccountId) {
    const accountId = await connect.createAccount(user.id, user.email);
    [row] = await ctx.db
      .insert(payoutAccounts)
      .values({ userId: user.id, stripeAccountId: accountId })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: { stripeAccountId: accountId, updatedAt: new Date() } })
      .returning();
  }
  const url = await connect.onboardingLink(row!.stripeAccountId!, `${ctx.config.publicUrl}/earnings`);
  return view(ctx, row, url);
}

/** Stripe's `account.updated`: records whether the connected account can receive payouts. */
export async function recordStripeAccount(ctx: AppContext, accountId: string, payoutsEnabled: boolean): Promise<void> {
  await ctx.db
    .update(payoutAccounts)
    .set({ payoutsEnabled, updatedAt: new Date() })
    .where(eq(payoutAccounts.stripeAccountId, accountId));
}

/** In Stripe mode a seller's gigs can be bought only once their payouts are enabled. */
export async function canBeBought(ctx: AppContext, sellerId: string): Promise<boolean> {
  if (!ctx.config.stripe) return true;
  const [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, sellerId));
  return isReady(ctx, row);
}
