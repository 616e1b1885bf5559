import { GIG_PAGE_SIZE } from './constants';

/**
 * The API answers a screen asks for first when its URL has no query string, by route. The
 * server names them in that route's index.html as fetch preloads, so they travel with the page
 * instead of after the bundle has run. Each must be exactly the URL the screen requests, or the
 * browser fetches it twice (tests/unit/route-data.test.ts checks).
 */
export const ROUTE_DATA: Record<string, string[]> = {
  '/gigs': [`/api/v1/gigs?sort=sales&limit=${GIG_PAGE_SIZE}`],
};
