import { createHash } from 'node:crypto';
import { boundedCache } from '@shared/bounded-cache';
import { renderMoment } from '@shared/render-moment';

/**
 * Rendered markup kept by what it was rendered from (entry-server.tsx). A public screen is a pure
 * function of its address, language, currencies, the data its loaders and queries read (read
 * afresh for every request) and the clock (relative times, "Posted 3 minutes ago", to the moment
 * of shared/render-moment.ts): the same inputs give the same markup, so a popular page need not be
 * rendered by React again while none of them changed. A change to the data changes the key, so
 * nothing stale is ever served. At most MAX_BYTES of markup is kept, the least recently used
 * leaving first.
 */
const MAX_BYTES = 16 * 1024 * 1024;
const kept = boundedCache<string>(MAX_BYTES, (html) => html.length);

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
