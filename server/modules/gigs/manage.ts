import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@shared/money';
import type { Gig, GigCreate, GigPauseState, GigStats } from '@shared/schemas/gigs';
import { gigs, orders, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { canSee } from '../../platform/visibility';
import { removeFiles, storeImages } from './images';
import { packageColumns } from './packages';
import { thumbKeyFor, toGig } from './serialize';

const OWNER_ONLY = 'Only the owner can change this gig';

/** The gig's owner and keys, locked for the rest of the transaction; 404 missing, 403 another's. */
async function ownGigForUpdate(tx: Pick<AppContext['db'], 'select'>, user: AuthUser, id: string, message = OWNER_ONLY) {
  const [gig] = await tx.select().from(gigs).where(eq(gigs.id, id)).for('update').limit(1);
  if (!gig) throw notFound('Gig');
  if (gig.userId !== user.id) throw forbidden(message);
  return gig;
}

/**
 * The owner rewrites the gig's fields (the same form as create). A new cover replaces the old
 * one; new gallery images replace the whole gallery; what is not sent is kept. Old files go
 * once the change is committed, except a cover thumbnail an order still shows.
 */
export async function updateGig(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: GigCreate,
  cover: Buffer | undefined,
  gallery: Buffer[],
): Promise<Gig> {
  // Refuse before any image work: a stranger's upload is never processed.
  const [owner] = await ctx.db.select({ userId: gigs.userId }).from(gigs).where(eq(gigs.id, id)).limit(1);
  if (!owner) throw notFound('Gig');
  if (owner.userId !== user.id) throw forbidden(OWNER_ONLY);
  const stored = await storeImages(ctx, cover, gallery);
  let replaced: string[] = [];
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const old = await ownGigForUpdate(tx, user, id);
      replaced = [
        ...(stored.coverKey ? [old.coverKey, thumbKeyFor(old.coverKey)] : []),
        ...(gallery.length ? old.imageKeys : []),
      ];
      const [updated] = await tx
        .update(gigs)
        .set({
          updatedAt: new Date(),
          title: input.title,
          category: input.category,
          desc: input.description,
          shortTitle: input.serviceTitle,
          shortDesc: input.shortDescription,
          ...packageColumns(input, old),
          ...(stored.coverKey ? { coverKey: stored.coverKey } : {}),
          ...(gallery.length ? { imageKeys: stored.imageKeys } : {}),
        })
        .where(eq(gigs.id, id))
        .returning();
      if (stored.coverKey) {
        // Orders show the cover thumbnail they were bought with: that one stays.
        const [kept] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.imgKey, thumbKeyFor(old.coverKey)))
          .limit(1);
        if (kept) replaced = replaced.filter((key) => key !== thumbKeyFor(old.coverKey));
      }
      return updated!;
    });
    await removeFiles(ctx, replaced);
    const [seller] = await ctx.db
      .select({
        fullName: users.fullName,
        avatarKey: users.avatarKey,
        createdAt: users.createdAt,
        country: users.country,
      })
      .from(users)
      .where(eq(users.id, user.id));
    return toGig(row, seller!);
  } catch (err) {
    await removeFiles(ctx, stored.allKeys);
    throw err;
  }
}

/** Pause (out of lists and search, not for sale) or resume; 409 when it already is so. */
export async function setPaused(ctx: AppContext, user: AuthUser, id: string, paused: boolean): Promise<GigPauseState> {
  const state = await ctx.db.transaction(async (tx) => {
    const gig = await ownGigForUpdate(
      tx,
      user,
      id,
      paused ? 'Only the owner can pause this gig' : 'Only the owner can resume this gig',
    );
    if ((gig.pausedAt !== null) === paused)
      throw conflict(paused ? 'This gig is already paused' : 'This gig is not paused');
    await tx
      .update(gigs)
      .set({ pausedAt: paused ? new Date() : null, updatedAt: new Date() })
      .where(eq(gigs.id, id));
    return { _id: id, paused };
  });
  // A resumed gig is back in search: saved gig searches hear of it (once per person, ever).
  if (!paused) ctx.published.announce({ type: 'gig', id });
  return state;
}

/** One visit of the gig's page; the seller's own visits are not counted. */
export async function recordView(ctx: AppContext, viewer: AuthUser | null, id: string): Promise<void> {
  const [gig] = await ctx.db
    .select({ userId: gigs.userId, hiddenAt: gigs.hiddenAt })
    .from(gigs)
    .where(eq(gigs.id, id))
    .limit(1);
  if (!gig || !canSee(viewer, gig.userId, gig.hiddenAt)) throw notFound('Gig');
  if (gig.userId === viewer?.id) return;
  await ctx.db
    .update(gigs)
    .set({ views: sql`${gigs.views} + 1` })
    .where(eq(gigs.id, id));
}

/**
 * My Gigs' figures for up to 50 of the seller's gigs: views, paid orders and the whole units
 * of completed ones. One grouped read of those gigs' orders (orders_gig_idx). Another seller's
 * gig is refused; a gig that no longer exists is simply absent.
 */
export async function gigStats(ctx: AppContext, user: AuthUser, ids: string[]): Promise<GigStats[]> {
  const rows = await ctx.db
    .select({ id: gigs.id, userId: gigs.userId, pausedAt: gigs.pausedAt, views: gigs.views })
    .from(gigs)
    .where(inArray(gigs.id, ids));
  if (rows.some((row) => row.userId !== user.id)) throw forbidden('Only the owner can see the figures of a gig');
  if (rows.length === 0) return [];
  const sums = await ctx.db
    .select({
      gigId: orders.gigId,
      orders: sql<number>`(count(*) filter (where ${orders.paidAt} is not null))::int`,
      earnings: sql<number>`(coalesce(sum(${orders.priceMinor}) filter (where ${orders.status} = 'completed'), 0))::bigint`,
    })
    .from(orders)
    .where(
      and(
        inArray(
          orders.gigId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(orders.gigId);
  const byGig = new Map(sums.map((s) => [s.gigId, s]));
  return rows.map((row) => ({
    gigId: row.id,
    paused: row.pausedAt !== null,
    views: row.views,
    orders: Number(byGig.get(row.id)?.orders ?? 0),
    earnings: fromMinorUnits(Number(byGig.get(row.id)?.earnings ?? 0)),
  }));
}
