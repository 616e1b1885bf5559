import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gigs, posts, searchAlerts, searchDigests, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { DIGEST_MAIL_KIND, mailDigest, type DigestEntry } from './notify';

const PEOPLE_PER_BATCH = 200;
/** A digest lists at most this many matches (the newest are not lost: the mail says how many more). */
const ENTRIES_PER_MAIL = 50;
const DIGEST_EVERY_MS = 60 * 60 * 1000;

/**
 * Sends each person with daily matches waiting their digest: one mail per person per day at
 * most (a person mailed in the last 24 hours waits), every match since their last digest once,
 * nothing when all of them have since been closed or hidden. People are read a batch at a time
 * by id (bounded memory), each in their own transaction that marks their entries digested, so
 * two instances running it at once never mail anyone twice (the row lock on their digest state).
 * Returns the ids of the people mailed.
 */
export async function runDigest(ctx: AppContext, now = new Date()): Promise<string[]> {
  const mailed: string[] = [];
  let after: string | undefined;
  for (;;) {
    const people = await ctx.db
      .selectDistinct({ userId: searchAlerts.userId })
      .from(searchAlerts)
      .where(
        and(
          eq(searchAlerts.mode, 'daily'),
          isNull(searchAlerts.digestedAt),
          after ? gt(searchAlerts.userId, after) : undefined,
        ),
      )
      .orderBy(asc(searchAlerts.userId))
      .limit(PEOPLE_PER_BATCH);
    for (const { userId } of people) if (await digestFor(ctx, userId, now)) mailed.push(userId);
    if (people.length < PEOPLE_PER_BATCH) return mailed;
    after = people[people.length - 1]!.userId;
  }
}

async function digestFor(ctx: AppContext, userId: string, now: Date): Promise<boolean> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(searchDigests)
      .values({ userId, sentAt: new Date(0) })
      .onConflictDoNothing();
    const [state] = await tx
      .select({ sentAt: searchDigests.sentAt })
      .from(searchDigests)
      .where(eq(searchDigests.userId, userId))
      .for('update');
    if (state && now.getTime() - state.sentAt.getTime() < 24 * 3600 * 1000) return null;
    const pending = and(
      eq(searchAlerts.userId, userId),
      eq(searchAlerts.mode, 'daily'),
      isNull(searchAlerts.digestedAt),
      lte(searchAlerts.createdAt, now),
    );
    const rows = await tx
      .select({
        type: searchAlerts.targetType,
        id: searchAlerts.targetId,
        searchName: searchAlerts.searchName,
        postTitle: posts.title,
        gigTitle: gigs.title,
      })
      .from(searchAlerts)
      // Only what is still to be seen: an open, shown post; a gig neither paused nor hidden.
      .leftJoin(
        posts,
        and(
          eq(searchAlerts.targetType, 'post'),
          eq(posts.id, searchAlerts.targetId),
          eq(posts.status, 'open'),
          isNull(posts.hiddenAt),
        ),
      )
      .leftJoin(
        gigs,
        and(
          eq(searchAlerts.targetType, 'gig'),
          eq(gigs.id, searchAlerts.targetId),
          isNull(gigs.pausedAt),
          isNull(gigs.hiddenAt),
        ),
      )
      .where(and(pending, sql`coalesce(${posts.id}, ${gigs.id}) is not null`))
      .orderBy(asc(searchAlerts.createdAt))
      .limit(ENTRIES_PER_MAIL + 1);
    const [{ total } = { total: 0 }] =
      rows.length > ENTRIES_PER_MAIL
        ? await tx
            .select({ total: sql<number>`count(*)::int` })
            .from(searchAlerts)
            .where(pending)
        : [{ total: rows.length }];
    await tx.update(searchAlerts).set({ digestedAt: now }).where(pending);
    if (!rows.length) return null;
    await tx.update(searchDigests).set({ sentAt: now }).where(eq(searchDigests.userId, userId));
    const [person] = await tx
      .select({ email: users.email, fullName: users.fullName, locale: users.locale, off: users.mailOptOut })
      .from(users)
      .where(eq(users.id, userId));
    const entries: DigestEntry[] = rows
      .slice(0, ENTRIES_PER_MAIL)
      .map((r) => ({ type: r.type, id: r.id, searchName: r.searchName, title: r.postTitle ?? r.gigTitle ?? '' }));
    return person && !person.off.includes(DIGEST_MAIL_KIND)
      ? { person, entries, more: Math.max(0, total - entries.length) }
      : null;
  });
  if (!outcome) return false;
  await mailDigest(ctx, { id: userId, ...outcome.person }, outcome.entries, outcome.more);
  return true;
}

/** Every hour on this instance (not in tests, which run it through the test hook with a `now`). */
export function scheduleDigest(app: FastifyInstance): void {
  if (app.ctx.config.env === 'test') return;
  const timer = setInterval(() => {
    runDigest(app.ctx).catch((err: Error) => app.log.warn({ err: err.name }, 'search digest failed'));
  }, DIGEST_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
