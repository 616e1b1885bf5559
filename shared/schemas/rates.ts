import { z } from 'zod';
import { isCurrencyCode, rateToMicros } from '../display-currency';
import { marketplaceCurrency } from '../money';
import { envelopeSchema } from './common';

/** A currency code as the operator types it ('eur' reads as 'EUR'); the marketplace's own needs no rate. */
export const currencyCodeField = z
  .string('must be a currency code such as EUR')
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'must be a currency code such as EUR')
  // The marketplace currency is known once the server or page has said it, so it is read when checked.
  .refine((code) => code !== marketplaceCurrency(), {
    error: () => `is the marketplace currency (${marketplaceCurrency()}): it needs no rate`,
  });

/** A rate as text or a JSON number: above 0, below a billion, six decimals at most. */
const rateField = z
  .union([z.string(), z.number()], 'must be a number such as 0.92')
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => rateToMicros(text) !== null, 'must be a number above 0 with at most six decimals, such as 0.92');

/** PUT /admin/rates: set (or replace) one currency's rate. */
export const setRateSchema = z.object({ currency: currencyCodeField, rate: rateField });
export type SetRateInput = z.input<typeof setRateSchema>;

export const currencyParam = z.object({ currency: currencyCodeField });

/** One fresh rate, as every visitor may read it: units of `currency` per unit of the marketplace currency. */
export const publicRateSchema = z.object({ currency: z.string(), rate: z.string(), setAt: z.string() });
export type PublicRate = z.infer<typeof publicRateSchema>;

/** GET /rates (public): the marketplace currency and the rates set within the last seven days. */
export const publicRatesSchema = z.object({ marketplaceCurrency: z.string(), rates: z.array(publicRateSchema) });
export type PublicRates = z.infer<typeof publicRatesSchema>;
export const publicRatesResponse = envelopeSchema(publicRatesSchema);

/** A rate as the admin console lists it: stale ones too (they are kept, and shown to no visitor). */
export const adminRateSchema = publicRateSchema.extend({
  fresh: z.boolean(),
  /** The admin who set it; null when the command line did. */
  setBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminRate = z.infer<typeof adminRateSchema>;
export const adminRatesResponse = envelopeSchema(z.array(adminRateSchema));
export const adminRateResponse = envelopeSchema(adminRateSchema);
/** DELETE /admin/rates/:currency: the currency whose rate is gone. */
export const rateRemovedResponse = envelopeSchema(z.object({ currency: z.string() }));
