import type { Db } from '../../db/client';

/**
 * Words found to be rare in a tier (the walk came back short and the index answered), so the
 * next search for them skips the walk. Both branches give the same rows, so this only saves
 * time; entries expire, so a word that has become common walks again.
 */
const RARE_TTL_MS = 10 * 60_000;
const RARE_MAX = 2000;
const rareTiers = new Map<string, number>();

// Rarity is a fact about one database's rows: a process talking to two keeps them apart.
const databaseIds = new WeakMap<Db, number>();
let nextDatabaseId = 0;
/** `key` as the rare-word memo stores it for this database. */
export function rareKey(db: Db, key: string): string {
  if (!databaseIds.has(db)) databaseIds.set(db, (nextDatabaseId += 1));
  return `${databaseIds.get(db)}|${key}`;
}

export function isRare(key: string): boolean {
  const until = rareTiers.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  rareTiers.delete(key);
  return false;
}

function rememberRare(key: string) {
  if (rareTiers.size >= RARE_MAX) rareTiers.delete(rareTiers.keys().next().value!);
  rareTiers.set(key, Date.now() + RARE_TTL_MS);
}

/**
 * Remembers `key` as rare when its statement's walk came back short: nothing found, or rows
 * from the index branch. Rows all from the walk mean the word is common there.
 */
export function noteWalk(key: string, rows: { walked: boolean }[]) {
  if (rows.length === 0 || rows.some((r) => !r.walked)) rememberRare(key);
}
