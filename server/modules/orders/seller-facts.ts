import { eq, sql } from 'drizzle-orm';
import type { SellerFacts } from '@shared/schemas/orders';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { canSee } from '../../platform/visibility';

/**
 * The gig page's 'About The Freelancer': country and languages from the profile, member
 * since, the average time they took to answer a client's message in their conversations,
 * and their last delivery. Unknown facts are null, never invented.
 */
export async function sellerFacts(ctx: AppContext, userId: string, viewer: AuthUser | null): Promise<SellerFacts> {
  // One statement: the profile's facts with the reply time and the last delivery beside them.
  const [user] = await ctx.db
    .select({
      country: users.country,
      languages: users.languages,
      createdAt: users.createdAt,
      hiddenAt: users.hiddenAt,
      suspendedAt: users.suspendedAt,
      seconds: sql<number | string | null>`(${averageReplySeconds(userId)})`,
      at: sql<string | Date | null>`(${lastDelivery(userId)})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  // As the profile: a hidden or suspended seller's facts are there only for them and admins.
  if (!user || !canSee(viewer, userId, user.hiddenAt ?? user.suspendedAt)) throw notFound('User');
  const { seconds, at } = user;
  return {
    country: user.country,
    languages: user.languages,
    memberSince: user.createdAt.toISOString(),
    avgResponseSeconds: seconds === null ? null : Math.round(Number(seconds)),
    lastDeliveryAt: at ? new Date(at).toISOString() : null,
  };
}

/** The seller's average time to answer a client's message, over their conversations, in seconds. */
const averageReplySeconds = (userId: string) => sql`
  WITH steps AS (
    SELECT m.user_id, m.created_at,
           lag(m.user_id) OVER w AS prev_user, lag(m.created_at) OVER w AS prev_at
    FROM messages m JOIN conversations c ON c.id = m.conversation_id
    WHERE c.freelancer_id = ${userId}
    WINDOW w AS (PARTITION BY m.conversation_id ORDER BY m.created_at, m.id)
  )
  SELECT avg(extract(epoch FROM created_at - prev_at))::float8
  FROM steps WHERE user_id = ${userId} AND prev_user IS NOT NULL AND prev_user <> ${userId}`;

/** When the seller last delivered an order. */
const lastDelivery = (userId: string) => sql`
  SELECT max(d.created_at) FROM order_deliveries d JOIN orders o ON o.id = d.order_id WHERE o.seller_id = ${userId}`;
