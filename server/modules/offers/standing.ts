import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gigs, posts, userBlocks, users } from '../../db/schema';
import { conflict, type HttpError } from '../../platform/errors';
import { blockersBetween, blockRefusalFor, type BlockedAction } from '../blocks';

/** Who an offer binds and what it is about (an offer row, or one about to be written). */
interface DealParties {
  clientId: string;
  freelancerId: string;
  gigId?: string | null;
  postId?: string | null;
}

/** What can stop an offer from becoming a deal, read with the offer or on its own. */
export interface DealStanding {
  blockedByClient: boolean;
  blockedByFreelancer: boolean;
  partySuspended: boolean;
  gigHidden: boolean;
  postHidden: boolean;
}

const PARTY_SUSPENDED = 'The other party’s account is suspended: this offer cannot go ahead.';
const GIG_REMOVED = 'The gig this offer started from was removed by Workify: this offer cannot go ahead.';
const POST_REMOVED = 'The job post this offer is for was removed by Workify: this offer cannot go ahead.';

/**
 * Why an offer may not become a deal (accepted or paid), worded for the party acting, or
 * null. A block comes first (403), then a suspension, then a removed gig or post (409).
 */
export function dealRefusal(
  s: DealStanding,
  actorIsClient: boolean,
  blocked: BlockedAction = 'deal',
): HttpError | null {
  const byMe = actorIsClient ? s.blockedByClient : s.blockedByFreelancer;
  const byThem = actorIsClient ? s.blockedByFreelancer : s.blockedByClient;
  if (byMe || byThem) return blockRefusalFor(byMe, blocked);
  if (s.partySuspended) return conflict(PARTY_SUSPENDED);
  if (s.gigHidden) return conflict(GIG_REMOVED);
  if (s.postHidden) return conflict(POST_REMOVED);
  return null;
}

/** Whether `blocker` blocks `blocked`, as a column of a query about an offer (queries.ts). */
export const blocksSql = (blocker: SQLWrapper, blocked: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${blocker} and ${userBlocks.blockedId} = ${blocked})`.mapWith(
    Boolean,
  );

/**
 * What can stop a deal between two parties now, read in the transaction that takes the step:
 * blocks either way, a suspended party, a gig or post hidden by moderation. One query for
 * offers (whyNoDeal) and milestone funding, each wording its own refusal.
 */
export async function readDealStanding(tx: Db, deal: DealParties): Promise<DealStanding> {
  const blockers = await blockersBetween(tx, deal.clientId, deal.freelancerId);
  const parties = await tx
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(inArray(users.id, [deal.clientId, deal.freelancerId]));
  const [gig] = deal.gigId
    ? await tx.select({ hiddenAt: gigs.hiddenAt }).from(gigs).where(eq(gigs.id, deal.gigId))
    : [];
  const [post] = deal.postId
    ? await tx.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, deal.postId))
    : [];
  return {
    blockedByClient: blockers.includes(deal.clientId),
    blockedByFreelancer: blockers.includes(deal.freelancerId),
    partySuspended: parties.some((p) => p.suspendedAt),
    gigHidden: Boolean(gig?.hiddenAt),
    postHidden: Boolean(post?.hiddenAt),
  };
}

/**
 * Why an offer may not become a deal now, or null when it may. An offer made before one
 * party blocked the other, before an account was suspended, or before its gig or post was
 * hidden by moderation does not slip past those decisions: they stop new offers and must
 * stop old ones too. Declining and withdrawing stay open, so either side can still close the
 * offer. `blocked` words a block's refusal: 'offer' when the offer is being made, 'deal' when
 * it is taken up.
 */
export async function whyNoDeal(
  tx: Db,
  offer: DealParties,
  actorId: string,
  blocked: BlockedAction = 'deal',
): Promise<HttpError | null> {
  return dealRefusal(await readDealStanding(tx, offer), actorId === offer.clientId, blocked);
}
