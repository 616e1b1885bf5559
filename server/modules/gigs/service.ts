import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES } from '@shared/machines/orders';
import type { Gig, GigCreate } from '@shared/schemas/gigs';
import { gigs, orders, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { canSee } from '../../platform/visibility';
import { removeFiles, storeGigImages } from './images';
import { packageColumns, type GigInput } from './packages';
import { thumbKeyFor, toGig } from './serialize';

/** The gigs row for a seller's form and its stored images (also used by the demo's bulk insert). */
export function gigRow(sellerId: string, input: GigInput, stored: { coverKey: string; imageKeys: string[] }) {
  return {
    userId: sellerId,
    title: input.title,
    category: input.category,
    desc: input.description,
    coverKey: stored.coverKey,
    imageKeys: stored.imageKeys,
    shortTitle: input.serviceTitle,
    shortDesc: input.shortDescription,
    ...packageColumns(input),
  };
}

export async function createGig(
  ctx: AppContext,
  seller: AuthUser,
  input: GigCreate,
  cover: Buffer,
  gallery: Buffer[],
): Promise<Gig> {
  const stored = await storeGigImages(ctx, cover, gallery);
  try {
    const [row] = await ctx.db
      .insert(gigs)
      .values(gigRow(seller.id, input, stored))
      .returning();
    // Saved gig searches with alerts that match it hear of it after the answer (platform/published.ts).
    ctx.published.announce({ type: 'gig', id: row!.id });
    return toGig(row!, seller);
  } catch (err) {
    await removeFiles(ctx, stored.allKeys);
    throw err;
  }
}

/**
 * The gig page; a hidden gig is there only for its seller (marked, with the reason) and admins,
 * and so is a paused one (issue 31: its page answers 404 to others rather than a gig nobody can buy).
 */
export async function getGig(ctx: AppContext, id: string, viewer: AuthUser | null): Promise<Gig> {
  const [row] = await ctx.db
    .select({
      gig: gigs,
      seller: {
        fullName: users.fullName,
        avatarKey: users.avatarKey,
        createdAt: users.createdAt,
        country: users.country,
      },
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(eq(gigs.id, id))
    .limit(1);
  if (!row || !canSee(viewer, row.gig.userId, row.gig.hiddenAt ?? row.gig.pausedAt)) throw notFound('Gig');
  return toGig(row.gig, row.seller);
}

export const GIG_HAS_OPEN_ORDERS =
  'This gig has orders that are not finished. Pause it instead; it can be deleted once they are completed or cancelled.';

/**
 * The owner removes a gig and its files; orders keep the card image as their record, and its
 * reviews stay (on the seller's profile). Refused while an order of it is paid and unfinished:
 * the gig row is locked first, as a payment's confirmation locks it, so none lands meanwhile.
 */
export async function deleteGig(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const [gig] = await ctx.db
    .select({ userId: gigs.userId, coverKey: gigs.coverKey, imageKeys: gigs.imageKeys })
    .from(gigs)
    .where(eq(gigs.id, id))
    .limit(1);
  if (!gig) throw notFound('Gig');
  if (gig.userId !== user.id) throw forbidden('Only the owner can delete this gig');
  const hasOrders = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id)).for('update');
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.gigId, id), inArray(orders.status, ['processing', ...ACTIVE_ORDER_STATUSES])))
      .limit(1);
    if (open) throw conflict(GIG_HAS_OPEN_ORDERS);
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.gigId, id)).limit(1);
    await tx.delete(gigs).where(eq(gigs.id, id));
    return Boolean(order);
  });
  const thumbKey = thumbKeyFor(gig.coverKey);
  await removeFiles(ctx, [gig.coverKey, ...gig.imageKeys, ...(hasOrders ? [] : [thumbKey])]);
}
