import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { PLAN_FOR_VALUES } from '../../db/prepared';
import { newestFirst } from './bounded';
import { isRare, noteWalk, rareKey } from './rare';
import { searchTerms } from './post-query';

/**
 * Typo tolerance, for when the word search found nothing at all: rows whose text (a post's
 * title, a freelancer's name) holds a word close to every word typed, by pg_trgm's word
 * similarity ("kuberntes" finds "Kubernetes", "Jhon" finds "John"), closest first. It runs
 * only then, so a search that finds something never pays for it; it answers one page, from
 * the trigram index of migration 0015.
 */
export interface TypoSource {
  /** Names the source in the rare-word memo (bounded.ts). */
  name: string;
  table: SQL;
  scope?: SQL;
  /** The lower-cased text, exactly as the trigram index is built. */
  text: SQL;
  id: AnyColumn;
  time: AnyColumn;
}

/** The words worth matching loosely: at least 3 letters (shorter ones match too much by chance). */
export const typoWords = (query: string) => searchTerms(query).filter((w) => w.length >= 3);

/**
 * The typo rule on one text: every word typed is close to some word of it. `word <% text`:
 * pg_trgm's word similarity at the session's threshold, 0.4 (db/client.ts), which the trigram
 * index of `text` answers. Null when no word is long enough to match loosely.
 */
export function closeToEvery(query: string, text: SQL): SQL | null {
  const words = typoWords(query);
  return words.length
    ? sql.join(
        words.map((w) => sql`${w} <% ${text}`),
        sql` and `,
      )
    : null;
}

/**
 * Bounded like the word search (bounded.ts): candidates come from the newest WALK rows when
 * those hold a page of them (a misspelled common word), else from the trigram index, at most
 * CANDIDATES of them (a misspelled rare word); only the candidates are ranked. Ranking every
 * row close to "developr" would read a million titles. A misspelling whose walk came back
 * short goes straight to the index next time, as rare words do in the word search: comparing
 * the walked texts is most of what a rare misspelling costs.
 */
const WALK = 2000;
const CANDIDATES = 300;

export async function typoMatches(db: Db, source: TypoSource, query: string, limit: number): Promise<string[]> {
  const words = typoWords(query);
  if (words.length === 0) return [];
  const close = (text: SQL) => closeToEvery(query, text)!;
  const closeness = (text: SQL) =>
    sql.join(
      words.map((w) => sql`word_similarity(${w}, ${text})`),
      sql` + `,
    );
  const { table, scope, text, id, time } = source;
  const indexed = sql`
    select * from (
      select ${id} as id, ${text} as t, ${time} as at, false as walked from ${table}
      where ${scope ? sql`${scope} and ` : sql``}${close(text)}
      limit ${sql.raw(String(CANDIDATES))}
    ) indexed`;
  const key = rareKey(db, `typo|${source.name}|${words.join(' ')}`);
  const candidates = isRare(key)
    ? indexed
    : sql`
      with recent as (
        select id, t, at, true as walked from (
          select ${id} as id, ${text} as t, ${time} as at from ${table} ${scope ? sql`where ${scope}` : sql``}
          ${newestFirst(time, id)}
          limit ${sql.raw(String(WALK))}
        ) r where ${close(sql`t`)} limit ${sql.raw(String(CANDIDATES))}
      )
      select * from recent where (select count(*) from recent) >= ${limit}
      union all
      ${indexed} where (select count(*) from recent) < ${limit}`;
  const rows = await selectRows<{ id: string; walked: boolean }>(
    db,
    sql`select ${sql.raw(PLAN_FOR_VALUES)} id, walked from (${candidates}) c order by ${closeness(sql`t`)} desc, at desc, id desc limit ${limit}`,
  );
  noteWalk(key, rows);
  return rows.map((r) => r.id);
}
