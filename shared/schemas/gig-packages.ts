import { z } from 'zod';
import { formatMoney, minorPerUnit, toMinorUnits } from '../money';

/** A gig's packages (issue 34): Basic is the gig's single price, delivery time, revisions and features of SPEC. */
export const PACKAGE_TIERS = ['basic', 'standard', 'premium'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
export const PACKAGE_TIER_LABELS: Record<PackageTier, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

export const PACKAGE_LIMITS = {
  name: 40,
  description: 300,
  feature: 80,
  features: 4,
  maxPrice: 50_000,
  maxDeliveryDays: 365,
  maxRevisions: 50,
} as const;

export const EXTRA_LIMITS = {
  extras: 5,
  title: 80,
  /** Whole units of the marketplace currency; an extra is priced in whole units (stored in minor
   * units), so an order's price stays whole units (SPEC). */
  minPrice: 1,
  maxPrice: 10_000,
  /** Extra days: negative makes delivery faster ("Extra-fast delivery"). */
  minDays: -30,
  maxDays: 30,
} as const;

const text = (name: string, max: number) =>
  z
    .string(`${name} is required`)
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
const whole = (name: string) => z.number(`${name} must be a number`).int(`${name} must be a whole number`);

export const gigPackageSchema = z.object({
  tier: z.enum(PACKAGE_TIERS, `Package must be one of ${PACKAGE_TIERS.join(', ')}`),
  name: text('Package name', PACKAGE_LIMITS.name),
  description: text('Package description', PACKAGE_LIMITS.description),
  /** Whole units, like the gig's price (stored in minor units: StoredGigPackage). */
  price: whole('Package price')
    .min(1, `Package price must be at least ${formatMoney(1)}`)
    .max(PACKAGE_LIMITS.maxPrice, `Package price must be at most ${formatMoney(PACKAGE_LIMITS.maxPrice)}`),
  deliveryDays: whole('Delivery days')
    .min(1, 'Delivery days must be at least 1 day')
    .max(PACKAGE_LIMITS.maxDeliveryDays, `Delivery days must be at most ${PACKAGE_LIMITS.maxDeliveryDays} days`),
  revisions: whole('Revisions')
    .min(0, 'Revisions cannot be negative')
    .max(PACKAGE_LIMITS.maxRevisions, `Revisions must be at most ${PACKAGE_LIMITS.maxRevisions}`),
  features: z
    .array(text('A feature', PACKAGE_LIMITS.feature), 'Package features must be a list of text')
    .max(PACKAGE_LIMITS.features, `At most ${PACKAGE_LIMITS.features} features per package`),
});
export type GigPackage = z.infer<typeof gigPackageSchema>;
/** A package as gigs.packages stores it (migration 0056): its price in minor units, as the extras beside it. */
export type StoredGigPackage = Omit<GigPackage, 'price'> & { priceCents: number };

/** An extra as the seller writes it; `id` keeps an existing extra's id on an edit. */
export const gigExtraInputSchema = z.object({
  id: z.uuid('Extra id must be a valid id').optional(),
  title: text('Extra title', EXTRA_LIMITS.title),
  priceCents: whole('Extra price')
    // Checked when the value is, in the marketplace currency's minor units (JPY has none).
    .refine(
      (c) => c >= toMinorUnits(EXTRA_LIMITS.minPrice),
      `Extra price must be at least ${formatMoney(EXTRA_LIMITS.minPrice)}`,
    )
    .refine(
      (c) => c <= toMinorUnits(EXTRA_LIMITS.maxPrice),
      `Extra price must be at most ${formatMoney(EXTRA_LIMITS.maxPrice)}`,
    )
    .refine((c) => c % minorPerUnit() === 0, 'Extra price must be whole dollars'),
  extraDays: whole('Extra days')
    .min(EXTRA_LIMITS.minDays, `Extra days must be at least ${EXTRA_LIMITS.minDays}`)
    .max(EXTRA_LIMITS.maxDays, `Extra days must be at most ${EXTRA_LIMITS.maxDays}`),
});
export type GigExtraInput = z.infer<typeof gigExtraInputSchema>;

export const gigExtraSchema = gigExtraInputSchema.extend({ id: z.string() });
export type GigExtra = z.infer<typeof gigExtraSchema>;

/** Multipart sends packages and extras as JSON strings; a string that is not JSON fails the list check. */
function parseJson(value: unknown, absent: unknown): unknown {
  if (value === undefined || value === '') return absent;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** `packages` of the gig form: 1 to 3, one per tier, Basic among them (absent: the single-price fields are Basic). */
export const gigPackagesField = z.preprocess(
  (v) => parseJson(v, undefined),
  z
    .array(gigPackageSchema, 'Packages must be a JSON list of packages')
    .min(1, 'Give at least the Basic package')
    .max(PACKAGE_TIERS.length, `At most ${PACKAGE_TIERS.length} packages`)
    .refine((list) => new Set(list.map((p) => p.tier)).size === list.length, 'Each package tier may appear once')
    .refine((list) => list.some((p) => p.tier === 'basic'), 'Packages must include the Basic package')
    .optional(),
);

/** `extras` of the gig form: up to 5. */
export const gigExtrasField = z.preprocess(
  (v) => parseJson(v, []),
  z
    .array(gigExtraInputSchema, 'Extras must be a JSON list of extras')
    .max(EXTRA_LIMITS.extras, `At most ${EXTRA_LIMITS.extras} extras`),
);

/** POST /orders/create-payment-intent/{gigId}'s optional body: no body buys Basic with no extras. */
export const gigPurchaseSchema = z
  .object(
    {
      package: z.enum(PACKAGE_TIERS, `must be one of ${PACKAGE_TIERS.join(', ')}`).default('basic'),
      extras: z
        .array(z.uuid('must be a list of extra ids'), 'must be a list of extra ids')
        .max(EXTRA_LIMITS.extras, `At most ${EXTRA_LIMITS.extras} extras`)
        .refine((ids) => new Set(ids).size === ids.length, 'Each extra may be chosen once')
        .default([]),
    },
    'The body must be a JSON object, or no body to buy Basic',
  )
  .nullish();
export type GigPurchase = NonNullable<z.input<typeof gigPurchaseSchema>>;

/** What an order records of its package and extras. */
export const orderPackageSchema = z.object({ tier: z.enum(PACKAGE_TIERS), name: z.string() });
export const orderExtraSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number(),
  extraDays: z.number(),
});
export type OrderExtra = z.infer<typeof orderExtraSchema>;

// Lives in the zod-free gig values so the gig page's package picker does not download zod.
export { packageTotal } from '../gig-values';
