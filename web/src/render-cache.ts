import { createHash } from 'node:crypto';
import { boundedCache } from '@shared/bounded-cache';

/**
 * Rendered markup kept by what it was rendered from (entry-server.tsx). A public screen is a pure
 * function of its address, language, currencies, the data its loaders and queries read (read
 * afresh for every request) and the clock (relative times, "Posted 3 minutes ago", to SAME_TIME_MS): the
 * same inputs give the same markup, so a popular page need not be rendered by React again while
 * none of them changed. A change to the data changes the key, so nothing stale is ever served.
 * At most MAX_BYTES of markup is kept, the least recently used leaving first.
 */
const MAX_BYTES = 16 * 1024 * 1024;
/**
 * Renders this close in time are of the same moment. Short, so that a kept page's relative times
 * still read as the browser computes them when it hydrates (a text that differs makes React warn
 * and render the screen again).
 */
const SAME_TIME_MS = 5_000;

const kept = boundedCache<string>(MAX_BYTES, (html) => html.length);

/** The start of the moment `now` falls in: renders of one moment may share their markup. */
export const renderMoment = (now: number): number => Math.floor(now / SAME_TIME_MS) * SAME_TIME_MS;

/** The key of a render: a digest of everything the markup depends on. */
export function renderKey(inputs: unknown[], now = Date.now()): string {
  return createHash('sha256')
    .update(JSON.stringify([renderMoment(now), ...inputs]))
    .digest('base64url');
}

export const cachedRender = (key: string): string | undefined => kept.get(key);

export function keepRender(key: string, html: string): void {
  if (html.length <= MAX_BYTES / 4) kept.set(key, html);
}
