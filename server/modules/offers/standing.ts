import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gigs, posts, users } from '../../db/schema';
import { conflict, type HttpError } from '../../platform/errors';
import { blockRefusal, type BlockedAction } from '../blocks/service';

/** Who an offer binds and what it is about (an offer row, or one about to be written). */
interface DealParties {
  clientId: string;
  freelancerId: string;
  gigId?: string | null;
  postId?: string | null;
}

const PARTY_SUSPENDED = 'The other party’s account is suspended: this offer cannot go ahead.';
const GIG_REMOVED = 'The gig this offer started from was removed by Workify: this offer cannot go ahead.';
const POST_REMOVED = 'The job post this offer is for was removed by Workify: this offer cannot go ahead.';

/**
 * Why an offer may not become a deal now (accepted or paid), or null when it may. An offer
 * made before one party blocked the other, before an account was suspended, or before its
 * gig or post was hidden by moderation does not slip past those decisions: they stop new
 * offers and must stop old ones too. Declining and withdrawing stay open, so either side can
 * still close the offer. Read in the transaction that takes the step. `blocked` words a
 * block's refusal: 'offer' when the offer is being made, 'deal' when it is taken up.
 */
export async function whyNoDeal(tx: Db, offer: DealParties, actorId: string, blocked: BlockedAction = 'deal'): Promise<HttpError | null> {
  const otherId = offer.clientId === actorId ? offer.freelancerId : offer.clientId;
  const block = await blockRefusal(tx, actorId, otherId, blocked);
  if (block) return block;
  const parties = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(inArray(users.id, [offer.clientId, offer.freelancerId]));
  if (parties.some((p) => p.suspendedAt)) return conflict(PARTY_SUSPENDED);
  if (offer.gigId) {
    const [gig] = await tx.select({ hiddenAt: gigs.hiddenAt }).from(gigs).where(eq(gigs.id, offer.gigId));
    if (gig?.hiddenAt) return conflict(GIG_REMOVED);
  }
  if (offer.postId) {
    const [post] = await tx.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, offer.postId));
    if (post?.hiddenAt) return conflict(POST_REMOVED);
  }
  return null;
}
