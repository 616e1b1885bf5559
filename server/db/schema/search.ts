import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Where a word was seen: the typo tier of each search compares a different text. */
export type VocabularySource = 'posts' | 'gigs' | 'users';

/**
 * Every word the typo tier's texts hold (issue 37, migration 0053): posts' and gigs' titles,
 * freelancers' name, profession and skills. Triggers on those tables add a text's words as it is
 * written, so the tier finds the words close to what was typed here, in a small table, instead of
 * comparing trigrams of every text it walks (server/modules/search/typos.ts).
 */
export const typoVocabulary = pgTable(
  'typo_words',
  {
    source: text('source').$type<VocabularySource>().notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.word], name: 'typo_words_pkey' }),
    check('typo_words_source_check', sql`${t.source} IN ('posts', 'gigs', 'users')`),
    index('typo_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);
