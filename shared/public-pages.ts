/**
 * Which of the web app's screens are public (server-rendered head tags, in the sitemap, open
 * to crawlers) and which are private (a person's session decides what they show: noindex and
 * disallowed in robots.txt). A URL that matches neither is unknown and answers 404. Every route
 * of web/src/routes.tsx is in exactly one list (tests/unit/public-pages.test.ts checks).
 */
export const PUBLIC_PAGES = [
  '/',
  '/gigs',
  '/gig/:id',
  '/post/:postId',
  '/profile/:id',
  '/search/:id',
  '/how-it-works',
  '/about',
  '/team',
  '/contact',
  '/privacy-policy',
  '/term-and-conditions',
  '/copyright',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** Signed-in screens, and the guest-only forms whose pages hold nothing to index. `*` matches the rest of the path. */
export const PRIVATE_PAGES = [
  '/signup',
  '/login',
  '/login/forgot-password',
  '/resetpassword/:token',
  '/signup/role',
  '/login/link',
  '/dashboard',
  '/userprofile',
  '/updateprofile',
  '/deleteaccount',
  '/createpost',
  '/mypost',
  '/mypost/:postId/edit',
  '/apply/:id',
  '/applications',
  '/applicantinfo/:id',
  '/myapplication',
  '/mygigs',
  '/add',
  '/mygigs/:id/edit',
  '/orders',
  '/orders/:id',
  '/orders/:id/receipt',
  '/earnings',
  '/payments',
  '/pay/:id',
  '/pay/offer/:id',
  '/pay/milestone/:orderId/:milestoneId',
  '/offers/:id',
  '/messages',
  '/message/:id',
  '/disputes/:id',
  '/admin',
  '/admin/users',
  '/admin/audit',
  '/admin/disputes',
  '/admin/disputes/:id',
  '/admin/reports',
  '/admin/hidden',
  '/admin/rates',
  '/admin/*',
  '/success',
  '/search_user',
  '/saved',
  '/saved-searches',
  '/security',
  '/verify-email/:token',
] as const;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The pattern's parameters for a path, or null when it does not match (segments compared decoded, as the router does). */
export function matchPage(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean).map(decode);
  const rest = want.at(-1) === '*';
  if (rest ? got.length < want.length : got.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part === '*') break;
    if (part.startsWith(':')) params[part.slice(1)] = got[i]!;
    else if (part !== got[i]) return null;
  }
  return params;
}

export type PageMatch =
  { kind: 'public'; page: PublicPage; params: Record<string, string> } | { kind: 'private' } | { kind: 'unknown' };

/** What kind of page a path is (a trailing slash is the same page, as for the router). */
export function pageFor(pathname: string): PageMatch {
  for (const page of PUBLIC_PAGES) {
    const params = matchPage(page, pathname);
    if (params) return { kind: 'public', page, params };
  }
  return PRIVATE_PAGES.some((p) => matchPage(p, pathname)) ? { kind: 'private' } : { kind: 'unknown' };
}

/** robots.txt's Disallow lines: the API and every private page, by its first path segment. */
export function disallowedPrefixes(): string[] {
  const prefixes = new Set<string>(['/api/']);
  for (const page of PRIVATE_PAGES) {
    const [first, ...more] = page.split('/').filter(Boolean);
    const alone = PRIVATE_PAGES.some((p) => p === `/${first}`);
    prefixes.add(more.length && !alone ? `/${first}/` : `/${first}`);
  }
  return [...prefixes];
}
