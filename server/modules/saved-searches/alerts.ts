import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { filtersCovering } from '@shared/gig-categories';
import { savedSearches, searchAlerts, userBlocks, users } from '../../db/schema';
import { PLAN_FOR_VALUES } from '../../db/prepared';
import type { AppContext } from '../../platform/context';
import { said, write } from '../../platform/mail-text';
import { createNotifications } from '../notifications';
import { documentPrefixes, searchesMatching, titleWords } from '../search';

export type AlertTarget = { type: 'post' | 'gig'; id: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A new (or reopened) post or gig meets the saved searches with alerts that match it. The
 * candidates come from the index (a word of theirs begins a word of the target, one is close
 * to a title word for a search that listed close matches, or, without words, its category),
 * never from every saved search; the search module then tests each by
 * the search's own rules. Its owner, blocked pairs and suspended people are left out. Each
 * person is alerted once per target, however many of their searches match: a bell at once
 * for `instant`, an entry of their next digest for `daily`. `publishedAt`, when the listing
 * was announced: the work runs after the answer, by which time a search saved since may match.
 */
export async function alertSearches(ctx: AppContext, target: AlertTarget, publishedAt?: Date): Promise<number> {
  const alerts = await matchAlerts(ctx, target, publishedAt);
  if (alerts) await writeAlerts(ctx, target, alerts);
  return alerts?.byPerson.size ?? 0;
}

type Reader = { locale: string | null; timeZone: string | null };

/** Who is to hear of the target, and how: the matching alone (the benchmark times it apart from the writing). */
export interface Alerts {
  title: string;
  byPerson: Map<string, { mode: 'instant' | 'daily'; name: string }>;
  readers: Map<string, Reader>;
}

export async function matchAlerts(ctx: AppContext, target: AlertTarget, publishedAt?: Date): Promise<Alerts | null> {
  const table = target.type === 'post' ? sql`posts` : sql`gigs`;
  const owner = target.type === 'post' ? sql`client_id` : sql`user_id`;
  const [facts] = rowsOf<{ owner: string | null; category: string; title: string }>(
    await ctx.db.execute(sql`select ${owner} as owner, category, title from ${table} where id = ${target.id}`),
  );
  if (!facts) return null;
  const categories = target.type === 'gig' ? filtersCovering(facts.category) : [facts.category];
  const ownerId = facts.owner ?? '00000000-0000-0000-0000-000000000000';
  const prefixes = await documentPrefixes(ctx.db, target);
  const columns = {
    id: savedSearches.id,
    userId: savedSearches.userId,
    kind: savedSearches.kind,
    query: savedSearches.query,
    filters: savedSearches.filters,
    alert: savedSearches.alert,
    name: savedSearches.name,
    typo: sql<boolean>`${savedSearches.typoText} is not null`,
  };
  const common = and(
    ne(savedSearches.alert, 'off'),
    // A search saved after the listing was published lists it already: it is not news to it.
    publishedAt ? lte(savedSearches.createdAt, publishedAt) : undefined,
    eq(savedSearches.kind, target.type === 'post' ? 'jobs' : 'gigs'),
    ne(savedSearches.userId, ownerId),
  );
  const prefixArray = sql`${sql.param(prefixes)}::text[]`;
  // Saved searches alone, each lookup by its own index, so no plan can start from the people instead.
  const words = titleWords(facts.title);
  const [worded, wordless, close] = await Promise.all([
    // With words: by the GIN index of their anchors, then only those all of whose plain words begin a word of the target.
    prefixes.length
      ? ctx.db
          .select(columns)
          .from(savedSearches)
          .where(
            and(
              common,
              // Planned for its values: the prefixes are then a constant, whose = ANY below is hashed.
              sql`${sql.raw(PLAN_FOR_VALUES)} ${savedSearches.anchors} && ${prefixArray}`,
              // "required <@ prefixes" compares each required stem with each of the ~200 prefixes,
              // on every row the index gives (most of which fail): 20 µs a row. Its first two stems
              // are looked up in the prefixes' hash first (= ANY of a constant array is hashed), in
              // that order (CASE), so only the rows that pass them pay for the whole test.
              sql`case when (${savedSearches.required}[1] is null or ${savedSearches.required}[1] = any(${prefixArray}))
                and (${savedSearches.required}[2] is null or ${savedSearches.required}[2] = any(${prefixArray}))
                then ${savedSearches.required} <@ ${prefixArray} else false end`,
            ),
          )
      : [],
    // Without words: by their category (or none).
    ctx.db
      .select(columns)
      .from(savedSearches)
      .where(
        and(
          common,
          sql`${savedSearches.anchors} = '{}'`,
          or(
            isNull(savedSearches.category),
            categories.length ? inArray(savedSearches.category, categories) : undefined,
          ),
        ),
      ),
    // Whose words found nothing when saved: by the trigram index of those words, one of which is
    // close to a word of the title (the search module then tests every word, as its typo tier does).
    words.length
      ? ctx.db
          .select(columns)
          .from(savedSearches)
          .where(
            and(
              common,
              sql`${savedSearches.typoText} is not null`,
              or(...words.map((w) => sql`${w} <% ${savedSearches.typoText}`)),
              // Every one of its words close to the title, as the typo tier asks: only those are worth
              // a test by the search's predicate (one close word of two finds many, and a search whose
              // words match exactly is among the worded candidates already).
              sql`not exists (select 1 from unnest(string_to_array(${savedSearches.typoText}, ' ')) as w where not (w <% lower(${facts.title})))`,
            ),
          )
      : [],
  ]);
  const found = [...new Map([...worded, ...wordless, ...close].map((c) => [c.id, c])).values()];
  const people = [...new Set(found.map((c) => c.userId))];
  // Of their owners, those suspended or in a block with the target's owner (either way) hear nothing;
  // the others' language and zone are read by the same statement, for their bells.
  const [owners, blocked] = people.length
    ? await Promise.all([
        ctx.db
          .select({
            id: users.id,
            suspended: sql<boolean>`${users.suspendedAt} is not null`,
            locale: users.locale,
            timeZone: users.timeZone,
          })
          .from(users)
          .where(inArray(users.id, people)),
        ctx.db
          .select({ blocker: userBlocks.blockerId, blocked: userBlocks.blockedId })
          .from(userBlocks)
          .where(
            or(
              and(eq(userBlocks.blockerId, ownerId), inArray(userBlocks.blockedId, people)),
              and(eq(userBlocks.blockedId, ownerId), inArray(userBlocks.blockerId, people)),
            ),
          ),
      ])
    : [[], []];
  const readers = new Map(owners.map((o) => [o.id, o]));
  const silent = new Set([
    ...owners.filter((o) => o.suspended).map((o) => o.id),
    ...blocked.map((r) => (r.blocker === ownerId ? r.blocked : r.blocker)),
  ]);
  const candidates = found.filter((c) => !silent.has(c.userId));
  const matched = await searchesMatching(ctx.db, target, candidates);
  // Per person: instant wins over daily; the search named is one that matched.
  const byPerson = new Map<string, { mode: 'instant' | 'daily'; name: string }>();
  for (const c of candidates) {
    if (!matched.has(c.id)) continue;
    const mode = c.alert === 'instant' ? 'instant' : 'daily';
    const had = byPerson.get(c.userId);
    if (!had || (had.mode === 'daily' && mode === 'instant')) byPerson.set(c.userId, { mode, name: c.name });
  }
  return byPerson.size ? { title: facts.title, byPerson, readers } : null;
}

/** Each person's alert row (their digest reads the daily ones) and, for `instant`, their bell, in one transaction. */
export async function writeAlerts(ctx: AppContext, target: AlertTarget, { title, byPerson, readers }: Alerts) {
  await ctx.db.transaction(async (tx) => {
    const rows = [...byPerson].map(([userId, a]) => ({
      userId,
      targetType: target.type,
      targetId: target.id,
      searchName: a.name,
      mode: a.mode,
    }));
    // A reopened post that alerted before alerts nobody twice (the unique key).
    const fresh = await tx
      .insert(searchAlerts)
      .values(rows)
      .onConflictDoNothing()
      .returning({ userId: searchAlerts.userId, mode: searchAlerts.mode, searchName: searchAlerts.searchName });
    const bells = fresh.filter((a) => a.mode === 'instant');
    // Each bell in its reader's language; the search's name and the title as written.
    const none = { locale: null, timeZone: null };
    await createNotifications(
      tx,
      bells.map((a) => ({
        userId: a.userId,
        type: 'search.alert' as const,
        text: write(
          readers.get(a.userId) ?? none,
          said('mails.alert.bell', { type: target.type, search: a.searchName, title }),
        ),
        link: `/${target.type}/${target.id}`,
      })),
    );
  });
}
