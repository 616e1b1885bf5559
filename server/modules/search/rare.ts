import type { Db } from '../../db/client';

/**
 * Which branch answered a tier last time, so the next search for the same words starts there.
 * A tier's statement tries its branches in order (bounded.ts): the walk of the newest rows, the
 * index's matches among the newest rows (the window), then every match the index has. All give
 * the same rows, so this only saves time; entries expire, so a word that has become common
 * walks again.
 */
export const VIA_WALK = 0;
export const VIA_WINDOW = 1;
export const VIA_INDEX = 2;
type Via = typeof VIA_WALK | typeof VIA_WINDOW | typeof VIA_INDEX;

/** Facts kept `ttlMs` each, at most MAX_KEPT (the oldest set goes first). */
const MAX_KEPT = 2000;
function expiring<T>(ttlMs: number) {
  const kept = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const known = kept.get(key);
      if (known && known.until > Date.now()) return known.value;
      kept.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, until: Date.now() + ttlMs });
    },
    delete: (key: string) => kept.delete(key),
  };
}

const rareTiers = expiring<Via>(10 * 60_000);

// Rarity is a fact about one database's rows: a process talking to two keeps them apart.
const databaseIds = new WeakMap<Db, number>();
let nextDatabaseId = 0;
/** `key` as the rare-word memo stores it for this database. */
export function rareKey(db: Db, key: string): string {
  if (!databaseIds.has(db)) databaseIds.set(db, (nextDatabaseId += 1));
  return `${databaseIds.get(db)}|${key}`;
}

/** The first branch worth trying: VIA_WALK unless the walk came back short before. */
export const startsAt = (key: string): Via => rareTiers.get(key) ?? VIA_WALK;

/** Whether the walk is known to come back short for `key` (a narrow or misspelled word). */
export const isRare = (key: string) => startsAt(key) !== VIA_WALK;

/**
 * Remembers where `key`'s rows came from: nothing found, or rows from the whole index, start
 * there next time; rows from the window skip the walk. Rows all from the walk mean the word is
 * common there.
 */
export function noteWalk(key: string, rows: { via: number }[]) {
  const via = rows.length === 0 ? VIA_INDEX : (Math.max(...rows.map((r) => Number(r.via))) as Via);
  if (via !== VIA_WALK) rareTiers.set(key, via);
}

/** Keeps a rare key rare for another TTL, at the branch it had (its statement was shared with other tiers'). */
export function keepRare(key: string) {
  const via = startsAt(key);
  if (via !== VIA_WALK) rareTiers.set(key, via);
}

/**
 * Searches known to find more than a first page counts ("50+"), for a minute: the next first
 * page of one reads a page and one more row, not the 51 a count needs, and says "50+" again.
 * A broad word walks four times fewer rows so; a count that dropped under the cap meanwhile is
 * seen as soon as a page comes back short.
 */
const manyMatches = expiring<true>(60_000);

export const knownMany = (key: string): boolean => manyMatches.get(key) === true;

export function noteMany(key: string, many: boolean) {
  if (many) manyMatches.set(key, true);
  else manyMatches.delete(key);
}
