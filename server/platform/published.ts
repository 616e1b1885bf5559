import type { Later } from './later';

/** A job post or a gig that has just become visible to search: created, reopened or resumed. */
export interface PublishedListing {
  type: 'post' | 'gig';
  id: string;
}

/**
 * Who hears of a newly published listing. Posts and gigs announce; saved searches (their
 * alerts) listen, wired in app.ts, so the listings do not depend on what reacts to them.
 * Each listener runs after the answer, through `later`, and a failure is logged there.
 */
export function createPublished(later: Later) {
  const listeners: ((listing: PublishedListing) => Promise<unknown>)[] = [];
  return {
    listen(listener: (listing: PublishedListing) => Promise<unknown>): void {
      listeners.push(listener);
    },
    announce(listing: PublishedListing): void {
      for (const listener of listeners)
        later.run(`reacting to a published ${listing.type}`, async () => void (await listener(listing)));
    },
  };
}

export type Published = ReturnType<typeof createPublished>;
