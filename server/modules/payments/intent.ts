import type { PaymentIntentStatus, PaymentProviderName } from '@shared/schemas/payments';
import { recordedCurrency } from '@shared/money';
import type { Db } from '../../db/client';

// What a payment provider is, apart from which one is chosen (provider.ts), so that the
// adapters can implement it without importing their own chooser.

/** What the server knows about a payment, always read from the provider itself. */
export interface ProviderIntent {
  id: string;
  status: PaymentIntentStatus;
  /** Minor units of `currency` (cents; yen for JPY). */
  amount: number;
  currency: string;
}

/** A payment in the marketplace currency (Stripe always names it; an event without one is read as it). */
export const inMarketplaceCurrency = (intent: Pick<ProviderIntent, 'currency'>) =>
  !intent.currency || intent.currency.toLowerCase() === recordedCurrency();

export interface NewIntent {
  /** Minor units, taken from the gig's price by the server. */
  amount: number;
  /** The marketplace currency, lower-case as Stripe wants it (recordedCurrency()). */
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** Stripe Connect: the order's transfer group, which the release's Transfer shares. */
  transferGroup?: string;
}

/** A card payment provider: Stripe when configured, else the built-in test-mode one. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser needs to load the provider's card form; null for `local`. */
  readonly publishableKey: string | null;
  createIntent(input: NewIntent): Promise<{ id: string; clientSecret: string }>;
  /** The intent a client secret belongs to, or null when the secret is not a real one. */
  retrieveByClientSecret(clientSecret: string): Promise<ProviderIntent | null>;
  /**
   * Gives a succeeded payment back in full; answers the provider's refund id. `db` is the
   * caller's transaction, where the local provider records its refund.
   */
  refund(db: Db, intentId: string, amount: number, idempotencyKey: string): Promise<string>;
}

/** Stripe's format, which the local provider copies: `<intent id>_secret_<random>`. */
export function intentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}
