import { createHash } from 'node:crypto';
import { boundedCache } from '@shared/bounded-cache';
import { renderMoment } from '@shared/render-moment';
import type { ReadAnswer } from '../../platform/direct-reads';
import type { PageFacts } from '../../platform/spa-index';

/**
 * A rendered page's answer kept by everything it was made from. A signed-out page is a pure
 * function of its address, language, currencies, the moment (relative times, a job post's
 * validThrough) and the answers of the API reads its render and head made. Those reads are made
 * afresh for every request; when every answer is the same as when the page was last made, React,
 * the router's loaders, the head and the state's JSON would produce the same page again, so the
 * kept one is answered. Nothing stale is served: a changed gig, a hidden one (its read answers
 * 404) or a new review is a different read answer, hence a new page at once.
 *
 * Which reads a page makes follows from their answers (the seller's facts from the gig's seller),
 * so the reads of the page's last making are asked first, all at once; if their answers differ,
 * the page is made again (reusing those answers) and its reads are remembered anew.
 */
const MAX_BYTES = 16 * 1024 * 1024;

const sizeOf = (facts: PageFacts) =>
  (facts.head?.length ?? 0) + (facts.body?.html.length ?? 0) + (facts.body?.stateJson.length ?? 0);

/** What identifies a page apart from its data: the same address in another language is another page. */
export const pageIdentity = (parts: (string | null)[]): string => JSON.stringify(parts);

/** The key of a page made from these answers in this moment. */
function memoKey(page: string, answers: [string, ReadAnswer][], now: number): string {
  const hash = createHash('sha256').update(`${renderMoment(now)}\n${page}\n`);
  for (const [url, { status, body }] of [...answers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    hash.update(`${url}\n${status}\n${body.length}\n`).update(body);
  return hash.digest('base64url');
}

/**
 * One app's kept pages. Each app has its own: a page carries its app's settings (its public
 * address in the canonical link, its languages), which are not in the key, and two apps in one
 * process (the API tests) must not answer each other's pages.
 */
export function createPageMemo() {
  const kept = boundedCache<PageFacts>(MAX_BYTES, sizeOf);
  /** The API addresses each page (by address, language and currencies) read when last made. */
  const readsOf = boundedCache<string[]>(1024 * 1024, (urls) => urls.reduce((sum, url) => sum + url.length, 64));
  return {
    /** The addresses the page read when it was last made, if it was. */
    lastReads: (page: string): string[] | undefined => readsOf.get(page),
    /** The page kept for exactly these answers in this moment, if any. */
    keptPage(page: string, answers: [string, ReadAnswer][], now = Date.now()): PageFacts | undefined {
      const facts = kept.get(memoKey(page, answers, now));
      return facts && { ...facts, kept: true, ...(facts.body && { body: { ...facts.body, fromCache: true } }) };
    },
    /** Keeps a page made from these answers, and remembers which reads made it. */
    keepPage(page: string, answers: [string, ReadAnswer][], facts: PageFacts, now = Date.now()): void {
      readsOf.set(page, answers.map(([url]) => url).sort());
      if (sizeOf(facts) <= MAX_BYTES / 4) kept.set(memoKey(page, answers, now), facts);
    },
  };
}
