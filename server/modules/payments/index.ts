// What other modules may use of payments: they import from here, never from its files (a lint checks).
export { confirmLocalIntent } from './local-provider';
export { inMarketplaceCurrency } from './intent';
export { startOrderIntent } from './order-intent';
export { paymentProvider, type ProviderIntent } from './provider';
export { stripeConnect } from './stripe-connect';
export { toProviderIntent, verifyWebhook } from './stripe-provider';
