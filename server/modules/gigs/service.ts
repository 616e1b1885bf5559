import { eq } from 'drizzle-orm';
import type { Gig, GigCreate } from '@shared/schemas/gigs';
import { gigs, orders, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { canSee } from '../moderation/visibility';
import { removeFiles, storeGigImages } from './images';
import { thumbKeyFor, toGig } from './serialize';

/** The gigs row for a seller's form and its stored images (also used by the demo's bulk insert). */
export function gigRow(sellerId: string, input: GigCreate, stored: { coverKey: string; imageKeys: string[] }) {
  return {
    userId: sellerId,
    title: input.title,
    category: input.category,
    desc: input.description,
    coverKey: stored.coverKey,
    imageKeys: stored.imageKeys,
    shortTitle: input.serviceTitle,
    shortDesc: input.shortDescription,
    price: input.price,
    deliveryTime: input.deliveryTime,
    revisionNumber: input.revisionNumber,
    features: input.features,
  };
}

export async function createGig(ctx: AppContext, seller: AuthUser, input: GigCreate, cover: Buffer, gallery: Buffer[]): Promise<Gig> {
  const stored = await storeGigImages(ctx, cover, gallery);
  try {
    const [row] = await ctx.db
      .insert(gigs)
      .values(gigRow(seller.id, input, stored))
      .returning();
    return toGig(row!, seller);
  } catch (err) {
    await removeFiles(ctx, stored.allKeys);
    throw err;
  }
}

/** The gig page; a hidden gig is there only for its seller (marked, with the reason) and admins. */
export async function getGig(ctx: AppContext, id: string, viewer: AuthUser | null): Promise<Gig> {
  const [row] = await ctx.db
    .select({ gig: gigs, seller: { fullName: users.fullName, avatarKey: users.avatarKey, createdAt: users.createdAt, country: users.country } })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(eq(gigs.id, id))
    .limit(1);
  if (!row || !canSee(viewer, row.gig.userId, row.gig.hiddenAt)) throw notFound('Gig');
  return toGig(row.gig, row.seller);
}

/** The owner removes a gig and its files; orders keep the card image as their record. */
export async function deleteGig(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const [gig] = await ctx.db.select({ userId: gigs.userId, coverKey: gigs.coverKey, imageKeys: gigs.imageKeys }).from(gigs).where(eq(gigs.id, id)).limit(1);
  if (!gig) throw notFound('Gig');
  if (gig.userId !== user.id) throw forbidden('Only the owner can delete this gig');
  const hasOrders = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.gigId, id)).limit(1);
    await tx.delete(gigs).where(eq(gigs.id, id));
    return Boolean(order);
  });
  const thumbKey = thumbKeyFor(gig.coverKey);
  await removeFiles(ctx, [gig.coverKey, ...gig.imageKeys, ...(hasOrders ? [] : [thumbKey])]);
}
