import type { Later } from './later';

/** A job post or a gig that has just become visible to search: created, reopened or resumed. */
export interface PublishedListing {
  type: 'post' | 'gig';
  id: string;
}

/** A listing as its listeners hear of it: with when it was announced (they run later, after the answer). */
export interface Announcement extends PublishedListing {
  at: Date;
}

/**
 * Who hears of a newly published listing. Posts and gigs announce; saved searches (their
 * alerts) listen, wired in app.ts, so the listings do not depend on what reacts to them.
 * Each listener runs after the answer, through `later`, and a failure is logged there.
 */
export function createPublished(later: Later) {
  const listeners: ((announcement: Announcement) => Promise<unknown>)[] = [];
  return {
    listen(listener: (announcement: Announcement) => Promise<unknown>): void {
      listeners.push(listener);
    },
    announce(listing: PublishedListing): void {
      const announcement = { ...listing, at: new Date() };
      for (const listener of listeners)
        later.run(`reacting to a published ${listing.type}`, async () => void (await listener(announcement)));
    },
  };
}

export type Published = ReturnType<typeof createPublished>;
