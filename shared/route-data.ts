import { GIG_PAGE_SIZE, POST_PAGE_SIZE } from './constants';

/** Who opens the page: what a screen asks for first can depend on it. */
export type Viewer = 'guest' | 'client' | 'freelancer';

const firstGigs = `/api/v1/gigs?sort=sales&limit=${GIG_PAGE_SIZE}`;

/**
 * The API answers a screen asks for first when its URL has no query string, by route and
 * viewer. The server names them in that route's index.html as fetch preloads, so they travel
 * with the page instead of after the bundle has run. Each must be exactly the URL the screen
 * requests, or the browser fetches it twice (tests/unit/route-data.test.ts checks).
 */
export const ROUTE_DATA: Record<string, Partial<Record<Viewer, string[]>>> = {
  '/gigs': { guest: [firstGigs], client: [firstGigs], freelancer: [firstGigs] },
  // The freelancer's dashboard: the job list (its first card is the largest paint) and the orders summary.
  '/dashboard': { freelancer: [`/api/v1/posts/allposts?limit=${POST_PAGE_SIZE}`, '/api/v1/orders?role=selling'] },
};

/** Whether the route's preloads differ by viewer, so serving them needs the session. */
export const dependsOnViewer = (route: string): boolean => {
  const byViewer = ROUTE_DATA[route];
  if (!byViewer) return false;
  const lists = (['guest', 'client', 'freelancer'] as const).map((v) => (byViewer[v] ?? []).join(' '));
  return new Set(lists).size > 1;
};
