import { randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '@shared/money';
import { PACKAGE_TIERS, type GigExtra, type GigPackage, type StoredGigPackage } from '@shared/schemas/gig-packages';
import type { GigCreate } from '@shared/schemas/gigs';
import type { GigQuestion } from '@shared/schemas/gig-questions';
import type { gigs } from '../../db/schema';
import { storedPrice, wholePrice } from '../../platform/prices';

type GigRow = typeof gigs.$inferSelect;

const byTier = (a: { tier: GigPackage['tier'] }, b: { tier: GigPackage['tier'] }) =>
  PACKAGE_TIERS.indexOf(a.tier) - PACKAGE_TIERS.indexOf(b.tier);

/**
 * The columns a gig form writes for its packages and extras. With packages, Basic's price,
 * delivery days, revisions and features become the gig's single fields (the ones SPEC's client,
 * search's price filter and sort read); without, the single fields are Basic. An extra sent with
 * the id of one of the gig's extras keeps it (orders name their extras by id); others get a new id.
 * The form's whole-unit prices are stored here, and only here, as minor units of the marketplace
 * currency (issue 33).
 */
/** A gig form's fields; the demo's gigs may leave packages and extras out. */
export type GigInput = Omit<GigCreate, 'extras' | 'questions'> & Partial<Pick<GigCreate, 'extras' | 'questions'>>;

export function packageColumns(
  input: GigInput,
  current: { extras: readonly GigExtra[]; questions: readonly GigQuestion[] } = { extras: [], questions: [] },
) {
  const packages = input.packages ? [...input.packages].sort(byTier) : [];
  const basic = packages.find((p) => p.tier === 'basic');
  const kept = new Set(current.extras.map((e) => e.id));
  const keptQuestions = new Set(current.questions.map((q) => q.id));
  const questions: GigQuestion[] = (input.questions ?? []).map((q) => ({
    ...q,
    id: q.id && keptQuestions.has(q.id) ? q.id : randomUUID(),
  }));
  const extras: GigExtra[] = (input.extras ?? []).map((e) => ({
    ...e,
    id: e.id && kept.has(e.id) ? e.id : randomUUID(),
  }));
  const stored: StoredGigPackage[] = packages.map(({ price, ...p }) => ({ ...p, priceCents: toMinorUnits(price) }));
  return {
    ...storedPrice(basic?.price ?? input.price),
    deliveryTime: basic?.deliveryDays ?? input.deliveryTime,
    revisionNumber: basic?.revisions ?? input.revisionNumber,
    features: basic?.features ?? input.features,
    packages: stored,
    extras,
    questions,
  };
}

/** The gig's packages as answered (whole-unit prices), Basic first; a gig written without packages has Basic only, from its single fields. */
export function packagesOf(
  row: Pick<
    GigRow,
    'packages' | 'shortTitle' | 'shortDesc' | 'priceMinor' | 'currency' | 'deliveryTime' | 'revisionNumber' | 'features'
  >,
): GigPackage[] {
  const answered = ({ priceCents, ...p }: StoredGigPackage): GigPackage => ({
    ...p,
    price: fromMinorUnits(priceCents, row.currency),
  });
  const single = {
    price: wholePrice(row),
    deliveryDays: row.deliveryTime,
    revisions: row.revisionNumber,
    features: row.features.slice(0, 4),
  };
  const stored = row.packages.find((p) => p.tier === 'basic');
  const basic: GigPackage = {
    tier: 'basic',
    name: stored?.name ?? 'Basic',
    description: stored?.description ?? row.shortDesc,
    ...single,
    features: stored?.features ?? single.features,
  };
  return [
    basic,
    ...row.packages
      .filter((p) => p.tier !== 'basic')
      .sort(byTier)
      .map(answered),
  ];
}
