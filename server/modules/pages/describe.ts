import { countryName } from '@shared/countries';
import { categoryFilterName } from '@shared/gig-categories';
import { pageFor, type PublicPage } from '@shared/public-pages';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { getGig } from '../gigs';
import { getPost } from '../posts';
import { listReviews } from '../reviews';
import { getPublicUser } from '../users';
import { summary, type PageHead } from './head';
import { breadcrumbs, gigService, jobPosting, organisationAndSite, profilePage } from './structured-data';

/**
 * What the server says about a page before any script runs: its status and its head tags.
 * `indexable` is false for what only the viewer may see (their own paused or hidden gig).
 */
export type PageAnswer =
  { status: 200 | 404; head: PageHead; indexable: boolean; perViewer: boolean } | { status: 'private' };

const SITE_DESCRIPTION =
  'Workify: the freelance marketplace with no fees, no bidding, quality jobs and international reach.';

/** Pages whose head does not depend on data: title, description, breadcrumb name. */
const STATIC_PAGES: Partial<Record<PublicPage, [title: string, description: string]>> = {
  '/how-it-works': [
    'How Workify works',
    'Post a job or order a gig: how clients and freelancers find each other, agree, pay and review on Workify.',
  ],
  '/about': [
    'About Workify',
    'Workify is a freelance marketplace with no fees and no bidding: clients post jobs and buy gigs, freelancers apply and sell.',
  ],
  '/team': ['The people behind Workify', 'Meet the team that builds and runs Workify, the freelance marketplace.'],
  '/contact': ['Contact us', 'Questions about Workify, a job, a gig or an order? Write to the Workify team.'],
  '/privacy-policy': [
    'Privacy Policy',
    'What personal data Workify keeps, why, for how long, and how to have it deleted.',
  ],
  '/term-and-conditions': [
    'Terms and Conditions',
    'The terms for using Workify as a client or a freelancer: accounts, jobs, gigs, orders, payments and reviews.',
  ],
  '/copyright': [
    'Copyright Policy',
    'How Workify handles copyright: what you may post and how to report content that infringes your rights.',
  ],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const titled = (text: string) => `${text} | Workify`;

/** A 404 from a detail service (unknown, hidden or paused for this viewer) becomes the page's 404. */
async function orMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 400)) return null;
    throw err;
  }
}

export function notFoundHead(base: string, pathname: string): PageHead {
  return {
    title: titled('Page not found'),
    description: 'This page does not exist or was removed.',
    canonical: `${base}${pathname}`,
    ogType: 'website',
    jsonLd: [],
  };
}

const absolute = (base: string, url: string | null | undefined) => (url ? new URL(url, `${base}/`).toString() : null);

/** The answer for a path and its query string, reading the data through the modules' services (one bounded query each). */
export async function describePage(
  ctx: AppContext,
  base: string,
  pathname: string,
  query: URLSearchParams,
  viewer: AuthUser | null,
): Promise<PageAnswer> {
  const match = pageFor(pathname);
  if (match.kind === 'private') return { status: 'private' };
  // What a gig, post or profile page shows depends on who asks (its owner sees it hidden or paused).
  const perViewer = match.kind === 'public' && match.page !== '/search/:id' && Object.keys(match.params).length > 0;
  const missing = { status: 404, head: notFoundHead(base, pathname), indexable: false, perViewer } as const;
  if (match.kind === 'unknown') return missing;
  const { page, params } = match;
  // An id that is no id names nothing (the services' routes refuse it with a 400 before any query).
  const ids = page === '/search/:id' ? [] : Object.values(params);
  if (!ids.every((id) => UUID.test(id))) return missing;
  const ok = (head: Omit<PageHead, 'canonical'> & { path: string }, indexable = true) => {
    const { path, ...rest } = head;
    return { status: 200, head: { ...rest, canonical: `${base}${path}` }, indexable, perViewer } as const;
  };

  switch (page) {
    case '/gig/:id': {
      const gig = await orMissing(() => getGig(ctx, params.id!, viewer));
      if (!gig) return missing;
      // Public reviews only; a gig only its seller (or an admin) sees, hidden or paused, is not indexed and lists none.
      const reviews = gig.hidden || gig.paused ? { items: [] } : await listReviews(ctx, gig._id, { limit: 10 }, null);
      const path = `/gig/${gig._id}`;
      return ok(
        {
          path,
          title: titled(`${gig.title} – ${gig.seller.fullName}`),
          description: summary(gig.desc),
          image: absolute(base, gig.cover),
          ogType: 'product',
          jsonLd: [
            gigService(base, { ...gig, cover: absolute(base, gig.cover)! }, reviews.items),
            breadcrumbs(base, [
              ['Gigs', '/gigs'],
              [gig.title, path],
            ]),
          ],
        },
        !gig.paused && !gig.hidden,
      );
    }
    case '/post/:postId': {
      const post = await orMissing(() => getPost(ctx, viewer, params.postId!));
      if (!post) return missing;
      const path = `/post/${post._id}`;
      return ok(
        {
          path,
          title: titled(`${post.title} – ${post.client.fullName}`),
          description: summary(post.description),
          image: absolute(base, post.client.avatar),
          ogType: 'article',
          // JobPosting only while it takes applications: a closed or hired post is no job offer.
          jsonLd: [
            ...(post.status === 'open' ? [jobPosting(base, post)] : []),
            breadcrumbs(base, [
              [post.category, `/search/${encodeURIComponent(post.category)}`],
              [post.title, path],
            ]),
          ],
        },
        !post.hidden,
      );
    }
    case '/profile/:id': {
      const user = await orMissing(() => getPublicUser(ctx, params.id!, viewer));
      if (!user) return missing;
      const path = `/profile/${user._id}`;
      const what = user.profession ?? (user.isClient ? 'Client' : 'Freelancer');
      return ok(
        {
          path,
          title: titled(`${user.fullName} – ${what}`),
          description: summary(
            user.desc ||
              `${user.fullName}, ${what}${user.country ? ` in ${countryName(user.country, 'en')}` : ''}, on Workify.${user.skills.length ? ` Skills: ${user.skills.join(', ')}.` : ''}`,
          ),
          image: absolute(base, user.avatar),
          ogType: 'profile',
          jsonLd: [profilePage(base, user), breadcrumbs(base, [[user.fullName, path]])],
        },
        !user.hidden,
      );
    }
    case '/gigs': {
      // The category is what the page is about; sorting, price and rating filters show the same gigs otherwise.
      const category = query.get('category');
      const name = category ? categoryFilterName(category) : null;
      const path = name ? `/gigs?category=${encodeURIComponent(category!)}` : '/gigs';
      const heading = name ? `${name} gigs` : 'Gigs';
      return ok({
        path,
        title: titled(name ? `${heading} from freelancers` : 'Gigs from freelancers'),
        description: `Browse ${name ? `${name.toLowerCase()} ` : ''}gigs on Workify: fixed prices, delivery times and reviews from real orders.`,
        ogType: 'website',
        jsonLd: [breadcrumbs(base, [['Gigs', '/gigs'], ...(name ? [[heading, path] as [string, string]] : [])])],
      });
    }
    case '/search/:id': {
      const term = params.id!.trim();
      const path = `/search/${encodeURIComponent(term)}`;
      return ok({
        path,
        title: titled(`Jobs for “${term}”`),
        description: summary(`Open freelance jobs on Workify matching “${term}”.`),
        ogType: 'website',
        jsonLd: [breadcrumbs(base, [['Jobs', path]])],
      });
    }
    case '/':
      return ok({
        path: '/',
        title: 'Workify – Hire freelancers, find freelance jobs',
        description: SITE_DESCRIPTION,
        ogType: 'website',
        jsonLd: [...organisationAndSite(base), breadcrumbs(base, [])],
      });
    default: {
      const [title, description] = STATIC_PAGES[page]!;
      return ok({
        path: page,
        title: titled(title),
        description,
        ogType: 'website',
        jsonLd: [breadcrumbs(base, [[title, page]])],
      });
    }
  }
}
