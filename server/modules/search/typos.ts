import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { typoVocabulary, type VocabularySource } from '../../db/schema';
import { PLAN_FOR_VALUES } from '../../db/prepared';
import { newestFirst } from './tier-statement';
import { isRare, noteWalk, rareKey, VIA_INDEX, VIA_WALK } from './rare';
import { searchTerms } from './post-query';

/**
 * Typo tolerance, for when the word search found nothing at all: rows whose text (a post's
 * title, a freelancer's name, profession and skills) holds a word close to every word typed,
 * by pg_trgm's word similarity ("kuberntes" finds "Kubernetes", "Jhon" finds "John"), closest
 * first. It runs only then, so a search that finds something never pays for it; it answers one
 * page.
 *
 * Comparing trigrams of every text walked was most of what it cost (2,000 texts, 30 to 60 ms
 * at any table size). The words the texts hold are few, so the tier first finds the known words
 * close to each word typed (typo_words, migration 0053: a small table under a trigram index),
 * then reads the rows whose search vector holds one of those, as the word search reads words:
 * a stored vector tested on each walked row, or its GIN index for a rare word.
 */
export interface TypoSource {
  /** Names the source in the rare-word memo (bounded.ts). */
  name: string;
  /** Where its texts' words are kept (typo_words.source). */
  vocabulary: VocabularySource;
  table: SQL;
  scope?: SQL;
  /** The lower-cased text the closeness is measured on (its words are the vocabulary's). */
  text: SQL;
  /**
   * The vector holding the text's words, as each walked row is tested (a stored column), its
   * GIN-indexed equivalent when that is another expression, and the weights that make the
   * stored vector hold the same words as the text (e.g. 'AB': a post's title, category, tags).
   */
  vector: { walk: SQL; gin?: SQL; weights?: string };
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

/** The most known words one typed word may stand for (the closest, by word similarity). */
const CLOSE_WORDS = 16;

/**
 * For each word typed, the known words close to it (`<%`, the closeness closeToEvery tests),
 * closest first, from typo_words and its trigram index, made into the tsqueries the rows are
 * read by: "(design:AB | designer:AB) & (logo:AB)", one of each typed word's close words
 * (`walk_q`, with the stored vector's weights, and `gin_q`, without). Both are null when a word
 * typed has no close word, so no row can match. CTEs of the one statement that reads the rows.
 */
function closeWords(vocabulary: VocabularySource, words: string[], weights = ''): SQL {
  const typed = sql.join(
    words.map((w, i) => sql`(${i}::int, ${w}::text)`),
    sql`, `,
  );
  const weighted = weights ? sql`word || ${`:${weights}`}` : sql`word`;
  return sql`typed(i, w) as (values ${typed}),
    close_words as (
      select typed.i, close.word from typed cross join lateral (
        select ${typoVocabulary.word} as word from ${typoVocabulary}
        where ${typoVocabulary.source} = ${vocabulary} and typed.w <% ${typoVocabulary.word}
        order by word_similarity(typed.w, ${typoVocabulary.word}) desc, ${typoVocabulary.word}
        limit ${sql.raw(String(CLOSE_WORDS))}
      ) close
    ),
    close_groups as (
      select '(' || string_agg(${weighted}, ' | ') || ')' as walk, '(' || string_agg(word, ' | ') || ')' as gin
      from close_words group by i
    ),
    close_query as (
      select case when count(*) = ${words.length} then to_tsquery('english', string_agg(walk, ' & ')) end as walk_q,
        case when count(*) = ${words.length} then to_tsquery('english', string_agg(gin, ' & ')) end as gin_q
      from close_groups
    )`;
}

/**
 * Bounded like the word search (bounded.ts): candidates come from the newest WALK rows when
 * those hold a page of them (a misspelled common word), else from the vector's GIN index, at
 * most CANDIDATES of them (a misspelled rare word); only the candidates are ranked by closeness
 * to what was typed. A misspelling whose walk came back short goes straight to the index next
 * time, as rare words do in the word search. Ranking is most of the tier's cost (the closeness
 * of each candidate's whole text): 64 candidates, more than three times a page, not 150.
 */
const WALK = 2000;
const CANDIDATES = 64;

/**
 * The tier's statement as a CTE (`typo_hits`: `hit_id`, `via` and `rank`, closest first) to be
 * joined to whatever the caller shows, so the rows are read by the statement that finds them;
 * `note` is handed the rows read (their `via`) for the rare-word memo. Null when no word typed
 * is long enough to match loosely.
 */
export function typoHits(db: Db, source: TypoSource, query: string, limit: number) {
  const words = typoWords(query);
  if (words.length === 0) return null;
  const { table, scope, text, vector, id, time } = source;
  // The close words are found by the statement that reads the rows: one round trip, not two.
  const walkTest = sql`${vector.walk} @@ (select walk_q from close_query)`;
  const ginTest = sql`${vector.gin ?? vector.walk} @@ (select ${vector.gin ? sql`gin_q` : sql`walk_q`} from close_query)`;
  const closeness = sql.join(
    words.map((w) => sql`word_similarity(${w}, ${text})`),
    sql` + `,
  );
  const indexed = sql`
    select * from (
      select ${id} as id, ${time} as at, ${sql.raw(String(VIA_INDEX))} as via from ${table}
      where ${scope ? sql`${scope} and ` : sql``}${ginTest}
      limit ${sql.raw(String(CANDIDATES))}
    ) indexed`;
  const key = rareKey(db, `typo|${source.name}|${words.join(' ')}`);
  const candidates = isRare(key)
    ? indexed
    : sql`
      select * from (
        with recent as (
          select id, at, ${sql.raw(String(VIA_WALK))} as via from (
            select ${id} as id, ${time} as at, ${walkTest} as hit from ${table}
            /* no walk at all when a word typed is close to no known word (a one-time filter) */
            where ${scope ? sql`${scope} and ` : sql``}(select walk_q from close_query) is not null
            ${newestFirst(time, id)}
            limit ${sql.raw(String(WALK))}
          ) r where hit limit ${sql.raw(String(CANDIDATES))}
        )
        select * from recent where (select count(*) from recent) >= ${limit}
        union all
        ${indexed} where (select count(*) from recent) < ${limit}
      ) found`;
  // The text is read for the candidates only, to rank them: a join back by id.
  const hits = db
    .$with('typo_hits', {
      hitId: sql<string>`hit_id`.as('hit_id'),
      via: sql<number>`via`.as('via'),
      rank: sql<number>`rank`.as('rank'),
    })
    .as(
      sql`with ${closeWords(source.vocabulary, words, vector.weights)}
      select ${sql.raw(PLAN_FOR_VALUES)} c.id as hit_id, c.via,
        row_number() over (order by ${closeness} desc, c.at desc, c.id desc) as rank
      from (${candidates}) c join ${table} on ${id} = c.id
      order by rank limit ${limit}`,
    );
  return { hits, note: (rows: { via: number }[]) => noteWalk(key, rows) };
}
