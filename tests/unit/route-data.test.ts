import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_DATA } from '@shared/route-data';
import { gigListQuery } from '@web/features/gigs/api';

afterEach(() => vi.unstubAllGlobals());

/** The URLs and credentials modes the screen's first query fetches. */
async function fetchedBy(run: (client: QueryClient) => Promise<unknown>) {
  const fetch = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  await run(new QueryClient());
  return fetch.mock.calls.map(([url, init]: unknown[]) => ({ url, credentials: (init as RequestInit).credentials }));
}

describe('route data preloads', () => {
  it('/gigs preloads exactly what the gig list asks for first, with the same credentials mode', async () => {
    // The filters GigsScreen reads from a URL without a query string.
    const calls = await fetchedBy((client) => client.fetchInfiniteQuery(gigListQuery({ category: undefined, min: undefined, max: undefined, sort: 'sales' })));
    expect(calls).toEqual(ROUTE_DATA['/gigs']!.map((url) => ({ url, credentials: 'include' })));
  });
});
