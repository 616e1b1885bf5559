import { sql, type SQL } from 'drizzle-orm';
import type { VocabularySource } from '../../db/schema';
/**
 * Turns what a user typed (or a menu slug like 'graphics-design') into a to_tsquery text
 * that every word must match as a prefix: 'dev' finds 'developer'. Only letters and digits
 * survive the split, so the result can never carry tsquery syntax of its own.
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Menu slugs and everyday words that should also find the words posts actually use. */
const SYNONYMS: Record<string, string[]> = {
  graphics: ['graphic'],
  seo: ['seo', 'search'],
  analytics: ['analytics', 'analysis'],
  marketing: ['marketing', 'advertising'],
  // "Digital marketing" is asked for as online, social media, SEO or plain marketing work.
  digital: ['digital', 'online', 'social', 'seo', 'marketing'],
  mobile: ['mobile', 'android', 'ios'],
  frontend: ['frontend', 'front'],
  backend: ['backend', 'back'],
  fullstack: ['fullstack', 'full'],
  ai: ['ai', 'artificial'],
  ml: ['ml', 'machine'],
};

export function searchTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // A stray letter ("dev's" -> "s") as a prefix would match almost anything; keep it only alone.
  const meaningful = words.some((w) => w.length > 1) ? words.filter((w) => w.length > 1) : words;
  return [...new Set(meaningful.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** The words a term stands for in the query: itself, or its synonyms (saved searches index them all). */
export const termOptions = (term: string): string[] => SYNONYMS[term] ?? [term];

/** `weights` (e.g. 'AB') limits every word to those parts of the document: title and category are A, tags B. */
export function toPrefixTsQuery(text: string, weights = ''): string | null {
  const terms = searchTerms(text);
  if (!terms.length) return null;
  return terms
    .map((term) => {
      const options = SYNONYMS[term] ?? [term];
      const group = options.map((o) => `${o}:*${weights}`).join(' | ');
      return options.length > 1 ? `(${group})` : group;
    })
    .join(' & ');
}

/**
 * `vector @@ query` as a tier's GIN branch asks it (migration 0054): each prefix of the query
 * becomes the lexemes of `source` it stands for, so the index intersects exact entries instead
 * of collecting every row of every lexeme a prefix covers. The same rows as `vector @@
 * to_tsquery('english', query)`; only for queries without weights, and vectors whose lexemes
 * are among the source's (its search vector, or a part of it such as the title).
 */
export const indexedMatch = (vector: SQL, query: string, source: VocabularySource) =>
  sql`${vector} @@ search_prefix_free(to_tsquery('english', ${query}), ${source})`;
