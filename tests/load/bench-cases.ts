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
import { postSearchPage } from '../../server/modules/search/client-posts';
import { freelancerPage } from '../../server/modules/search/freelancer-search';
import { findGigPage } from '../../server/modules/search/gig-search';
import { gigListQuery } from '../../shared/schemas/gigs';
import { searchPostsQuery } from '../../shared/schemas/posts';
import { freelancerSearchQuery } from '../../shared/schemas/profiles';
import type { AppContext } from '../../server/platform/context';
import type { AuthUser } from '../../server/platform/auth';
import { hashPassword } from '../../server/platform/passwords';

export const BENCH_PASSWORD = 'bench password';

export interface Fixture {
  email: string;
  viewer: AuthUser;
  gigId: string;
  /** The gig's seller, whose facts and payout status its page shows. */
  gigSellerId: string;
  conversationId: string;
  /** An open post, for its page. */
  postId: string;
}

/**
 * The signed-in reader: a seeded freelancer given a known password, with the gig that has the
 * most reviews and one of the freelancer's conversations. Idempotent, so a seeded database is reused.
 */
export async function benchFixture(db: Db): Promise<Fixture> {
  const [conversation] = await db
    .select({ id: conversations.id, freelancerId: conversations.freelancerId })
    .from(conversations)
    .orderBy(conversations.id)
    .limit(1);
  if (!conversation) throw new Error('no conversations: seed the database with `npm run seed` first');
  const [user] = await db
    .select({ id: users.id, email: users.email, isClient: users.isClient })
    .from(users)
    .where(eq(users.id, conversation.freelancerId!));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(BENCH_PASSWORD) })
    .where(and(eq(users.id, user!.id)));
  const [gig] = await selectRows<{ id: string; seller: string }>(
    db,
    sql`select r.gig_id as id, (select user_id from gigs where id = r.gig_id) as seller
        from reviews r group by r.gig_id order by count(*) desc limit 1`,
  );
  const [post] = await selectRows<{ id: string }>(
    db,
    sql`select id from posts where status = 'open' and hidden_at is null order by created_at desc limit 1`,
  );
  return {
    email: user!.email,
    viewer: { id: user!.id, isClient: user!.isClient } as AuthUser,
    gigId: gig!.id,
    gigSellerId: gig!.seller,
    conversationId: conversation.id,
    postId: post!.id,
  };
}

export type SearchKind = 'broad' | 'narrow' | 'typo';

export interface BenchCase {
  name: string;
  path: string;
  direct: (ctx: AppContext) => Promise<unknown>;
  /** A search row of issue 37's table: p95 at most 25 ms at a million rows, at most 3 times its p95 at 10,000. */
  search?: SearchKind;
}

/** The hot reads: not searches, measured beside them. */
export function hotReadCases(f: Fixture): BenchCase[] {
  return [
    {
      name: 'allposts (signed in)',
      path: '/posts/allposts?limit=20',
      direct: (ctx) => listPosts(ctx, f.viewer, { limit: 20 }),
    },
    {
      name: 'gigs by category',
      path: '/gigs?category=web&sort=sales&limit=24',
      direct: (ctx) => listGigs(ctx, { category: 'web', sort: 'sales', limit: 24 } as never),
    },
    { name: 'gig', path: `/gigs/single/${f.gigId}`, direct: (ctx) => getGig(ctx, f.gigId, null) },
    {
      name: 'reviews of a gig',
      path: `/reviews/${f.gigId}?limit=20`,
      direct: (ctx) => listReviews(ctx, f.gigId, { limit: 20 }, null),
    },
    {
      name: 'messages of a conversation',
      path: `/messages/${f.conversationId}?limit=30`,
      direct: (ctx) => listMessages(ctx, f.viewer, f.conversationId, { limit: 30 }),
    },
  ];
}

/**
 * The rows of issue 37's table, each a first page as the screens ask for it, count included
 * (the service calls the routes make: the same statements, without HTTP).
 */
export function searchCases(f: Fixture): BenchCase[] {
  const freelancers = (
    term: string,
    search: SearchKind,
    label = '',
    filters: Record<string, string> = {},
  ): BenchCase => ({
    name: `freelancers, ${term ? `"${term}"` : 'default list'}${label}`,
    path: `/search/freelancers/search?${new URLSearchParams({ query: term, ...filters, limit: '20' })}`,
    direct: (ctx) => freelancerPage(ctx, freelancerSearchQuery.parse({ query: term, ...filters, limit: '20' })),
    search,
  });
  const posts = (term: string, search: SearchKind): BenchCase => ({
    name: `posts, "${term}"`,
    path: `/search/client_posts/search?query=${encodeURIComponent(term)}&limit=20`,
    direct: (ctx) => postSearchPage(ctx.db, f.viewer.id, searchPostsQuery.parse({ query: term, limit: '20' })),
    search,
  });
  // GET /gigs?search= as the /gigs screen asks for it (a page of 12), through findGigPage: the page and its count.
  const gigs = (label: string, query: Record<string, string>, search: SearchKind): BenchCase => ({
    name: `gigs, ${label}`,
    path: `/gigs?${new URLSearchParams({ ...query, limit: '12' })}`,
    direct: (ctx) => findGigPage(ctx, gigListQuery.parse({ ...query, limit: '12' })),
    search,
  });
  return [
    freelancers('developer', 'broad'),
    freelancers('design', 'broad'),
    freelancers('react', 'broad'),
    freelancers('', 'broad'),
    freelancers('solidworks', 'narrow'),
    freelancers('kowalski', 'narrow'),
    freelancers('desinger', 'typo'),
    // Issue 35's filters and sorts (countries and languages as tests/load/seed-data.ts spreads them).
    freelancers('', 'narrow', ', skills react, country PL', { skills: 'react', country: 'PL' }),
    freelancers('developer', 'broad', ', verified, 3 stars & up', { verified: 'true', minRating: '3' }),
    freelancers('', 'broad', ', gig $50 to $100, German', { minPrice: '50', maxPrice: '100', languages: 'german' }),
    freelancers('', 'narrow', ', skills solidworks, country IS', { skills: 'solidworks', country: 'IS' }),
    freelancers('', 'broad', ', rating', { sort: 'rating' }),
    freelancers('react', 'broad', ', rating', { sort: 'rating' }),
    freelancers('design', 'broad', ', newest, country IN', { sort: 'newest', country: 'IN' }),
    posts('kubernetes terraform', 'narrow'),
    posts('solidworks', 'narrow'),
    posts('react', 'broad'),
    posts('developer', 'broad'),
    posts('design', 'broad'),
    posts('dev', 'broad'),
    // Misspelled so that no word starts with it: nothing matches, the typo tier answers.
    posts('kuberntes', 'typo'),
    gigs('"reactt" (a typo)', { search: 'reactt' }, 'typo'),
    gigs('"solidworks"', { search: 'solidworks' }, 'narrow'),
    gigs('"react"', { search: 'react' }, 'broad'),
    gigs('"build"', { search: 'build' }, 'broad'),
    gigs('"react", category web', { search: 'react', category: 'web' }, 'broad'),
    gigs('"react", price up', { search: 'react', sort: 'price_asc' }, 'broad'),
    gigs('"react", rating', { search: 'react', sort: 'rating' }, 'broad'),
  ];
}

export function benchCases(f: Fixture): BenchCase[] {
  return [...hotReadCases(f), ...searchCases(f)];
}

/** A server-rendered page (as a signed-out visitor opens it) beside the JSON answer its screen is built from. */
export interface PageCase {
  name: string;
  /** From the site's root. */
  page: string;
  /** Under /api/v1, as the screen asks for it. */
  json: string;
  /**
   * Every JSON answer the client-rendered screen reads for what the page shows, under /api/v1, in
   * the rounds the browser asks them (web/src/app/routes: each screen's prefetch), the footer's
   * rates with the first.
   */
  screen: string[][];
}

export function pageCases(f: Fixture): PageCase[] {
  const gigs = '/gigs?category=design&sort=sales&limit=12';
  return [
    {
      name: 'gig page',
      page: `/gig/${f.gigId}`,
      json: `/gigs/single/${f.gigId}`,
      screen: [
        [`/gigs/single/${f.gigId}`, `/reviews/${f.gigId}?limit=10`, '/rates'],
        [`/orders/sellers/${f.gigSellerId}/facts`, `/payouts/sellers/${f.gigSellerId}`],
      ],
    },
    { name: 'gigs, category design', page: '/gigs?category=design', json: gigs, screen: [[gigs, '/rates']] },
    {
      name: 'post page',
      page: `/post/${f.postId}`,
      json: `/posts/get-single-post/${f.postId}`,
      screen: [[`/posts/get-single-post/${f.postId}`, '/rates']],
    },
  ];
}
