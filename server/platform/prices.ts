import { fromMinorUnits, recordedCurrency, toMinorUnits } from '@shared/money';

/**
 * A price as gigs, offers and orders store it (issue 33, migration 0056): integer minor units
 * with its currency. SPEC's `price` is whole units: converted here, at the edges, both ways.
 */
export interface StoredPrice {
  priceMinor: number;
  currency: string;
}

/** The whole-unit `price` SPEC answers, from a stored row (in the row's own currency). */
export const wholePrice = (row: StoredPrice): number => fromMinorUnits(row.priceMinor, row.currency);

/** A price given in minor units (a milestones' total, a package with extras), as a row stores it. */
export const storedMinor = (minor: number): StoredPrice => ({ priceMinor: minor, currency: recordedCurrency() });

/** A whole-unit price of a form (SPEC's `price`) as a row stores it, in the marketplace currency. */
export const storedPrice = (units: number): StoredPrice => storedMinor(toMinorUnits(units));

/** A post's budget as it is stored: its two bounds in minor units, with their currency. */
export interface StoredBudget {
  budgetMinMinor: number;
  budgetMaxMinor: number;
  currency: string;
}

/** A budget range string of a form or a filter ("50-100", "1000-2500" for "More than $1,000") as stored. */
export function storedBudget(range: string): StoredBudget {
  const [min, max] = range.split('-').map(Number) as [number, number];
  return { budgetMinMinor: toMinorUnits(min), budgetMaxMinor: toMinorUnits(max), currency: recordedCurrency() };
}

/** SPEC's `budget`, the range string in whole units ("50-100"), from a stored post. */
export const budgetRange = (row: StoredBudget): string =>
  `${fromMinorUnits(row.budgetMinMinor, row.currency)}-${fromMinorUnits(row.budgetMaxMinor, row.currency)}`;
