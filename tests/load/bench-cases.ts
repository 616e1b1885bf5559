// What `npm run bench` measures: each hot read and each search, as an HTTP path and as the
// same service call (same SQL, same driver) without HTTP.
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../server/db/client';
import { conversations, users } from '../../server/db/schema';
import { listMessages } from '../../server/modules/messages/service';
import { listGigs } from '../../server/modules/gigs/list';
import { getGig } from '../../server/modules/gigs/service';
import { listPosts } from '../../server/modules/posts/service';
import { listReviews } from '../../server/modules/reviews/service';
import { searchPosts } from '../../server/modules/search/client-posts';
import { searchFreelancers } from '../../server/modules/search/freelancer-search';
import { findGigPage } from '../../server/modules/search/gig-search';
import { gigListQuery } from '../../shared/schemas/gigs';
import type { AppContext } from '../../server/platform/context';
import type { AuthUser } from '../../server/platform/auth';
import { hashPassword } from '../../server/platform/passwords';

export const BENCH_PASSWORD = 'bench password';

export interface Fixture {
  email: string;
  viewer: AuthUser;
  gigId: string;
  conversationId: string;
}

/**
 * The signed-in reader: a seeded freelancer given a known password, with the gig that has the
 * most reviews and one of the freelancer's conversations. Idempotent, so a seeded database is reused.
 */
export async function benchFixture(db: Db): Promise<Fixture> {
  const [conversation] = await db.select({ id: conversations.id, freelancerId: conversations.freelancerId }).from(conversations).orderBy(conversations.id).limit(1);
  if (!conversation) throw new Error('no conversations: seed the database with `npm run seed` first');
  const [user] = await db.select({ id: users.id, email: users.email, isClient: users.isClient }).from(users).where(eq(users.id, conversation.freelancerId));
  await db.update(users).set({ passwordHash: await hashPassword(BENCH_PASSWORD) }).where(and(eq(users.id, user!.id)));
  const [gig] = await selectRows<{ id: string }>(db, sql`select gig_id as id from reviews group by gig_id order by count(*) desc limit 1`);
  return { email: user!.email, viewer: { id: user!.id, isClient: user!.isClient } as AuthUser, gigId: gig!.id, conversationId: conversation.id };
}

export interface BenchCase {
  name: string;
  path: string;
  direct: (ctx: AppContext) => Promise<unknown>;
  /** A goal of the issue applies to this row. */
  search?: 'post-broad' | 'freelancer-broad' | 'gig-broad';
}

export function benchCases(f: Fixture): BenchCase[] {
  const postSearch = (term: string, search?: BenchCase['search']): BenchCase => ({
    name: `post search, "${term}"`,
    path: `/search/client_posts/search?query=${term}&limit=20`,
    direct: (ctx) => searchPosts(ctx.db, f.viewer.id, term, 20),
    search,
  });
  const freelancerSearch = (term: string, search?: BenchCase['search']): BenchCase => ({
    name: `freelancer search, "${term}"`,
    path: `/search/freelancers/search?query=${term}&limit=20`,
    direct: (ctx) => searchFreelancers(ctx, { query: term, limit: 20 }),
    search,
  });
  // GET /gigs?search= as the /gigs screen asks for it (a page of 12), through findGigPage: the page and its count.
  const gigSearch = (label: string, query: Record<string, string>, search?: BenchCase['search']): BenchCase => ({
    name: `gig search, ${label}`,
    path: `/gigs?${new URLSearchParams({ ...query, limit: '12' })}`,
    direct: (ctx) => findGigPage(ctx, gigListQuery.parse({ ...query, limit: '12' })),
    search,
  });
  return [
    { name: 'allposts (signed in)', path: '/posts/allposts?limit=20', direct: (ctx) => listPosts(ctx, f.viewer, { limit: 20 }) },
    { name: 'gigs by category', path: '/gigs?category=web&sort=sales&limit=24', direct: (ctx) => listGigs(ctx, { category: 'web', sort: 'sales', limit: 24 } as never) },
    { name: 'gig', path: `/gigs/single/${f.gigId}`, direct: (ctx) => getGig(ctx, f.gigId, null) },
    { name: 'reviews of a gig', path: `/reviews/${f.gigId}?limit=20`, direct: (ctx) => listReviews(ctx, f.gigId, { limit: 20 }, null) },
    { name: 'messages of a conversation', path: `/messages/${f.conversationId}?limit=30`, direct: (ctx) => listMessages(ctx, f.viewer, f.conversationId, { limit: 30 }) },
    postSearch('developer', 'post-broad'),
    postSearch('react', 'post-broad'),
    postSearch('kubernetes'),
    postSearch('tenvorka'),
    // Misspelled so that no word starts with it ("kubernets" stems to a prefix of "kubernetes"):
    // nothing matches, the typo fallback answers.
    postSearch('kuberntes'),
    freelancerSearch('developer', 'freelancer-broad'),
    freelancerSearch('kubernetes'),
    gigSearch('"developer"', { search: 'developer' }, 'gig-broad'),
    gigSearch('"react", newest', { search: 'react', sort: 'createdAt' }, 'gig-broad'),
    gigSearch('"developer", web, $10-100, 3 days, price up', { search: 'developer', category: 'web', min: '10', max: '100', maxDays: '3', sort: 'price_asc' }),
    gigSearch('"kubernetes"', { search: 'kubernetes' }),
    gigSearch('"kuberntes"', { search: 'kuberntes' }),
  ];
}
