import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dependsOnViewer, ROUTE_DATA } from '@shared/route-data';
import { resetApiTransport } from '@web/api/client';
import { gigListQuery } from '@web/features/gigs/api';
import { ordersQuery } from '@web/features/orders/api';
import { allPostsQuery } from '@web/features/posts/api';

afterEach(() => vi.unstubAllGlobals());

/** The URLs and credentials modes a screen's first queries fetch. */
async function fetchedBy(run: (client: QueryClient) => Promise<unknown>) {
  // An empty page in the shape each call answers (the web app checks answers against their schemas in tests).
  const emptyPage = (url: string) =>
    url.startsWith('/api/v1/posts/')
      ? JSON.stringify({ statusCode: 200, success: true, message: 'Posts', data: [], meta: { nextCursor: null } })
      : '[]';
  const fetch = vi.fn(
    async (url: string) => new Response(emptyPage(url), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  await run(new QueryClient());
  return fetch.mock.calls.map(([url, init]: unknown[]) => ({ url, credentials: (init as RequestInit).credentials }));
}
const preloaded = (urls: string[] | undefined) => (urls ?? []).map((url) => ({ url, credentials: 'include' }));

describe('route data preloads are exactly what the screens ask for first', () => {
  // A server render earlier in this worker (files share it) left its own API as the transport.
  beforeEach(() => resetApiTransport());

  it('/gigs: the gig list without filters, for everyone', async () => {
    // The filters GigsScreen reads from a URL without a query string.
    const calls = await fetchedBy((client) =>
      client.fetchInfiniteQuery(gigListQuery({ category: undefined, min: undefined, max: undefined, sort: 'sales' })),
    );
    for (const viewer of ['guest', 'client', 'freelancer'] as const)
      expect(calls).toEqual(preloaded(ROUTE_DATA['/gigs']![viewer]));
    expect(dependsOnViewer('/gigs')).toBe(false);
  });

  it("/dashboard: the freelancer's job list and orders summary; nothing for a client or a guest", async () => {
    const calls = await fetchedBy((client) =>
      Promise.all([client.fetchInfiniteQuery(allPostsQuery()), client.fetchQuery(ordersQuery('selling'))]),
    );
    expect(calls).toEqual(preloaded(ROUTE_DATA['/dashboard']!.freelancer));
    expect(ROUTE_DATA['/dashboard']!.client ?? []).toEqual([]);
    expect(ROUTE_DATA['/dashboard']!.guest ?? []).toEqual([]);
    expect(dependsOnViewer('/dashboard')).toBe(true);
  });
});
