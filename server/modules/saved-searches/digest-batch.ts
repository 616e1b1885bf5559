import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { searchAlerts, searchDigests, users } from '../../db/schema';
import { selectRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { DigestEntry } from './notify';

/** A digest lists at most this many matches (the newest are not lost: the mail says how many more). */
export const ENTRIES_PER_MAIL = 50;
const DAY_MS = 24 * 3600 * 1000;

export interface DigestMail {
  person: { id: string; email: string; fullName: string; locale: string | null; off: string[] };
  entries: DigestEntry[];
  more: number;
}

interface EntryRow extends DigestEntry {
  userId: string;
}

/**
 * One batch of people, in one transaction and a fixed number of statements whatever its size:
 * locks the digest state of those due (none in the last 24 hours), skipping any another run holds
 * (that run mails them, so no one is mailed twice), reads each one's still-visible matches, marks
 * all their pending matches digested and returns the mails to send (people who switched the
 * digest off are marked but not mailed).
 */
export async function takeDigestBatch(ctx: AppContext, people: string[], now: Date): Promise<DigestMail[]> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(searchDigests)
      .values(people.map((userId) => ({ userId, sentAt: new Date(0) })))
      .onConflictDoNothing();
    const due = await tx
      .select({ userId: searchDigests.userId })
      .from(searchDigests)
      .where(and(inArray(searchDigests.userId, people), lt(searchDigests.sentAt, new Date(now.getTime() - DAY_MS))))
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const ids = sql`${sql.param(due.map((d) => d.userId))}::uuid[]`;
    // Only what is still to be seen: an open, shown post; a gig neither paused nor hidden. One
    // more than a mail lists, per person, tells whose matches need counting.
    const rows = await selectRows<EntryRow>(
      tx,
      sql`select p.user_id as "userId", e.type, e.id, e.search_name as "searchName", e.title
        from unnest(${ids}) as p(user_id)
        cross join lateral (
          select a.target_type as type, a.target_id as id, a.search_name, coalesce(po.title, g.title) as title
          from search_alerts a
          left join posts po on a.target_type = 'post' and po.id = a.target_id and po.status = 'open' and po.hidden_at is null
          left join gigs g on a.target_type = 'gig' and g.id = a.target_id and g.paused_at is null and g.hidden_at is null
          where a.user_id = p.user_id and a.mode = 'daily' and a.digested_at is null and a.created_at <= ${now.toISOString()}::timestamptz
            and coalesce(po.id, g.id) is not null
          order by a.created_at
          limit ${ENTRIES_PER_MAIL + 1}
        ) e`,
    );
    const pending = and(
      inArray(
        searchAlerts.userId,
        due.map((d) => d.userId),
      ),
      eq(searchAlerts.mode, 'daily'),
      isNull(searchAlerts.digestedAt),
      lte(searchAlerts.createdAt, now),
    );
    const byPerson = new Map<string, EntryRow[]>();
    for (const row of rows) {
      const found = byPerson.get(row.userId);
      if (found) found.push(row);
      else byPerson.set(row.userId, [row]);
    }
    const crowded = [...byPerson].filter(([, entries]) => entries.length > ENTRIES_PER_MAIL).map(([id]) => id);
    const totals = new Map(
      crowded.length
        ? (
            await tx
              .select({ userId: searchAlerts.userId, total: sql<number>`count(*)::int` })
              .from(searchAlerts)
              .where(and(pending, inArray(searchAlerts.userId, crowded)))
              .groupBy(searchAlerts.userId)
          ).map((r) => [r.userId, r.total])
        : [],
    );
    await tx.update(searchAlerts).set({ digestedAt: now }).where(pending);
    if (!byPerson.size) return [];
    const mailed = [...byPerson.keys()];
    await tx.update(searchDigests).set({ sentAt: now }).where(inArray(searchDigests.userId, mailed));
    const persons = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        locale: users.locale,
        off: users.mailOptOut,
      })
      .from(users)
      .where(inArray(users.id, mailed));
    return persons.map((person) => {
      const found = byPerson.get(person.id)!;
      const entries = found
        .slice(0, ENTRIES_PER_MAIL)
        .map(({ type, id, searchName, title }) => ({ type, id, searchName, title: title ?? '' }));
      return { person, entries, more: Math.max(0, (totals.get(person.id) ?? found.length) - entries.length) };
    });
  });
}
