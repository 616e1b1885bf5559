import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { timeKey } from '../../platform/keyset';

/**
 * Two facts about a searched table that only have to be roughly right, kept a minute each
 * (per database: a process that talks to two must not size one's searches by the other's
 * tables): how many rows it has, and where its newest rows begin.
 */
const TTL_MS = 60_000;
const kept = new WeakMap<Db, Map<string, { value: unknown; at: number }>>();

async function keptFor<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const facts = kept.get(db) ?? new Map<string, { value: unknown; at: number }>();
  kept.set(db, facts);
  const known = facts.get(key);
  if (known && Date.now() - known.at < TTL_MS) return known.value as T;
  const value = await read();
  facts.set(key, { value, at: Date.now() });
  return value;
}

/** The planner's row estimate of the table. */
export function tableRows(db: Db, name: string): Promise<number> {
  return keptFor(db, `rows|${name}`, async () => {
    const [row] = await selectRows<{ rows: number }>(
      db,
      sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${name})`,
    );
    return Number(row?.rows ?? 0);
  });
}

/**
 * The time of the table's `rows`-th newest row (its time index read to there), or null when it
 * has fewer. Rows arriving after it was read only widen the window it bounds.
 */
export function newestRowsStart(
  db: Db,
  source: { table: SQL; name: string; time: AnyColumn; id: AnyColumn },
  rows: number,
): Promise<string | null> {
  return keptFor(db, `window|${source.name}|${rows}`, async () => {
    const [row] = await selectRows<{ at: string }>(
      db,
      sql`select ${timeKey(source.time)} as at from ${source.table}
        order by ${source.time} desc nulls last, ${source.id} desc nulls last offset ${rows - 1} limit 1`,
    );
    return row?.at ?? null;
  });
}
