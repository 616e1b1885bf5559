// The gig values the public gig pages (/gigs, /gig/{id}) use at run time. They live here, away
// from the schema modules that define them for the API, because those import zod: one runtime
// import of a schema module puts zod (~93 kB) in a signed-out visitor's first load. The schema
// modules import and re-export them, so each is stated once.
import { fromMinorUnits, toMinorUnits } from './money';

/** Best selling, newest, price up, price down, best rated. */
export const GIG_SORTS = ['sales', 'createdAt', 'price_asc', 'price_desc', 'rating'] as const;
export type GigSort = (typeof GIG_SORTS)[number];

/** The price of a package with extras, in whole units (extras are whole units too), and its delivery days (at least 1). */
export function packageTotal(
  pkg: { price: number; deliveryDays: number },
  extras: readonly { priceCents: number; extraDays: number }[],
) {
  const cents = toMinorUnits(pkg.price) + extras.reduce((sum, e) => sum + e.priceCents, 0);
  const days = Math.max(1, pkg.deliveryDays + extras.reduce((sum, e) => sum + e.extraDays, 0));
  return { priceCents: cents, price: fromMinorUnits(cents), deliveryDays: days };
}

/** Why a gig cannot be bought in Stripe mode until its seller's payouts are enabled (the API's conflict, the gig page's notice). */
export const SELLER_NOT_PAYABLE =
  'This freelancer cannot receive payments yet, so their gigs cannot be bought for now.';
