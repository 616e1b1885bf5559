import { countryName } from '@shared/countries';
import { categoryFilterName } from '@shared/gig-categories';
import type { Locale } from '@shared/i18n/locales';
import { taxonomyName } from '@shared/i18n/taxonomy-key';
import { pageFor, type PublicPage } from '@shared/public-pages';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { summary, type PageHead } from './head';
import { serviceSources, type PageSources } from './reads';
import { breadcrumbs, gigService, jobPosting, organisationAndSite, profilePage } from './structured-data';

/**
 * What the server says about a page before any script runs: its status and its head tags.
 * `indexable` is false for what only the viewer may see (their own paused or hidden gig).
 */
export type PageAnswer =
  { status: 200 | 404; head: PageHead; indexable: boolean; perViewer: boolean } | { status: 'private' };

/** Pages whose head does not depend on data: their title and description keys (heads namespace, server only). */
const STATIC_PAGES: Partial<Record<PublicPage, string>> = {
  '/how-it-works': 'heads.howItWorks',
  '/about': 'heads.about',
  '/team': 'heads.team',
  '/contact': 'heads.contact',
  '/privacy-policy': 'heads.privacy',
  '/term-and-conditions': 'heads.terms',
  '/copyright': 'heads.copyright',
};

/** A category's name (SPEC's English: what URLs carry) in the page's language. */
const categoryIn = (locale: Locale, name: string) => taxonomyName((key) => translate(locale, key), name);

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

export function notFoundHead(base: string, pathname: string, locale: Locale): PageHead {
  return {
    title: titled(translate(locale, 'heads.notFound.title')),
    description: translate(locale, 'heads.notFound.description'),
    canonical: `${base}${pathname}`,
    ogType: 'website',
    jsonLd: [],
  };
}

const absolute = (base: string, url: string | null | undefined) => (url ? new URL(url, `${base}/`).toString() : null);

/**
 * The answer for a path and its query string, reading the data through the modules' services
 * (one bounded query each) or, for a page the server renders, the render's own reads (reads.ts),
 * its words in the page's language (people's own words as they wrote them).
 */
export async function describePage(
  ctx: AppContext,
  base: string,
  pathname: string,
  query: URLSearchParams,
  viewer: AuthUser | null,
  locale: Locale,
  sources: PageSources = serviceSources(ctx, viewer),
): Promise<PageAnswer> {
  const say = (key: string, values?: Record<string, unknown>) => translate(locale, `heads.${key}`, values);
  const match = pageFor(pathname);
  if (match.kind === 'private') return { status: 'private' };
  // What a gig, post or profile page shows depends on who asks (its owner sees it hidden or paused).
  const perViewer = match.kind === 'public' && match.page !== '/search/:id' && Object.keys(match.params).length > 0;
  const missing = { status: 404, head: notFoundHead(base, pathname, locale), indexable: false, perViewer } as const;
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
      const gig = await orMissing(() => sources.gig(params.id!));
      if (!gig) return missing;
      // Public reviews only; a gig only its seller (or an admin) sees, hidden or paused, is not indexed and lists none.
      const reviews = gig.hidden || gig.paused ? [] : await sources.reviews(gig._id);
      const path = `/gig/${gig._id}`;
      return ok(
        {
          path,
          title: titled(`${gig.title} – ${gig.seller.fullName}`),
          description: summary(gig.desc),
          image: absolute(base, gig.cover),
          ogType: 'product',
          jsonLd: [
            gigService(base, { ...gig, cover: absolute(base, gig.cover)! }, reviews),
            breadcrumbs(base, [
              [say('gigs.crumb'), '/gigs'],
              [gig.title, path],
            ]),
          ],
        },
        !gig.paused && !gig.hidden,
      );
    }
    case '/post/:postId': {
      const post = await orMissing(() => sources.post(params.postId!));
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
              [categoryIn(locale, post.category), `/search/${encodeURIComponent(post.category)}`],
              [post.title, path],
            ]),
          ],
        },
        !post.hidden,
      );
    }
    case '/profile/:id': {
      const user = await orMissing(() => sources.user(params.id!));
      if (!user) return missing;
      const path = `/profile/${user._id}`;
      const what = user.profession ?? say(user.isClient ? 'profile.client' : 'profile.freelancer');
      const about = user.country
        ? say('profile.aboutIn', { name: user.fullName, what, country: countryName(user.country, locale) })
        : say('profile.about', { name: user.fullName, what });
      const skills = user.skills.length ? ` ${say('profile.skills', { skills: user.skills.join(', ') })}` : '';
      return ok(
        {
          path,
          title: titled(`${user.fullName} – ${what}`),
          description: summary(user.desc || `${about}${skills}`),
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
      const english = category ? categoryFilterName(category) : null;
      const name = english ? categoryIn(locale, english) : null;
      const path = name ? `/gigs?category=${encodeURIComponent(category!)}` : '/gigs';
      const named = { name, lowerName: name?.toLocaleLowerCase(locale) };
      return ok({
        path,
        title: titled(say(name ? 'gigs.category.title' : 'gigs.title', named)),
        description: say(name ? 'gigs.category.description' : 'gigs.description', named),
        ogType: 'website',
        jsonLd: [
          breadcrumbs(base, [
            [say('gigs.crumb'), '/gigs'],
            ...(name ? [[say('gigs.category.crumb', named), path] as [string, string]] : []),
          ]),
        ],
      });
    }
    case '/search/:id': {
      const term = params.id!.trim();
      const path = `/search/${encodeURIComponent(term)}`;
      return ok({
        path,
        title: titled(say('search.title', { term })),
        description: summary(say('search.description', { term })),
        ogType: 'website',
        jsonLd: [breadcrumbs(base, [[say('search.crumb'), path]])],
      });
    }
    case '/':
      return ok({
        path: '/',
        title: say('home.title'),
        description: say('site.description'),
        ogType: 'website',
        jsonLd: [...organisationAndSite(base), breadcrumbs(base, [])],
      });
    default: {
      const key = STATIC_PAGES[page]!;
      const title = translate(locale, `${key}.title`);
      return ok({
        path: page,
        title: titled(title),
        description: translate(locale, `${key}.description`),
        ogType: 'website',
        jsonLd: [breadcrumbs(base, [[title, page]])],
      });
    }
  }
}
