import type { AppContext } from '../../platform/context';
import { localProvider } from './local-provider';
import { stripeProvider } from './stripe-provider';
import type { PaymentProvider } from './intent';

export type { PaymentProvider, ProviderIntent } from './intent';

const providers = new WeakMap<AppContext, PaymentProvider>();

/** One provider per app, chosen by the configuration. */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = ctx.config.stripe ? stripeProvider(ctx.config.stripe) : localProvider(ctx.db);
    providers.set(ctx, provider);
  }
  return provider;
}
