import type { Gig } from '@shared/schemas/gigs';
import type { Post } from '@shared/schemas/posts';
import type { Review } from '@shared/schemas/reviews';
import type { PublicUser } from '@shared/schemas/users';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { ReadAnswer } from '../../platform/direct-reads';
import { HttpError } from '../../platform/errors';
import { getGig } from '../gigs';
import { getPost } from '../posts';
import { listReviews } from '../reviews';
import { getPublicUser } from '../users';
import type { ApiTransport } from './render';

/** A signed-out visitor's API read, answered by the app itself (server/app.ts: directly where it can, else app.inject). */
export type GuestRead = (url: string) => Promise<ReadAnswer>;

/** What a page's head is made from, read as the page's viewer may see it. */
export interface PageSources {
  gig(id: string): Promise<Gig>;
  /** The gig's first public reviews (as many as its screen shows first). */
  reviews(gigId: string): Promise<Review[]>;
  post(id: string): Promise<Post>;
  user(id: string): Promise<PublicUser>;
}

const FIRST_REVIEWS = 10;

/** The head's data read through the services, for the page's viewer (a signed-in one's pages are not rendered). */
export function serviceSources(ctx: AppContext, viewer: AuthUser | null): PageSources {
  return {
    gig: (id) => getGig(ctx, id, viewer),
    reviews: async (gigId) => (await listReviews(ctx, gigId, { limit: FIRST_REVIEWS }, null)).items,
    post: (id) => getPost(ctx, viewer, id),
    user: (id) => getPublicUser(ctx, id, viewer),
  };
}

/**
 * One signed-out page request's reads: each address is read once, by whichever of the render
 * and the head asks first, and the other is handed the same answer. The head asks the addresses
 * the screens' loaders ask (web/src/app/routes), so a gig page reads its gig and reviews once.
 */
export function pageReads(read: GuestRead) {
  const known = new Map<string, Promise<ReadAnswer>>();
  /** What the render and the head asked for (not what was asked ahead of them). */
  const used = new Set<string>();
  const once = (url: string) => {
    let answer = known.get(url);
    if (!answer) known.set(url, (answer = read(url)));
    return answer;
  };
  const transport: ApiTransport = async (url, init) => {
    if (init.method && init.method !== 'GET') throw new Error(`a server render only reads (${init.method} ${url})`);
    used.add(url);
    const { status, headers, body } = await once(url);
    return new Response(body || null, { status, headers });
  };
  // A refusal is the service's own error again (a 404 is the page's 404, as describe.ts reads it).
  const data = async (url: string) => {
    used.add(url);
    const { status, body } = await once(url);
    const parsed = JSON.parse(body) as { message?: string; data?: unknown };
    if (status !== 200) throw new HttpError(status, parsed.message ?? `answered ${status}`);
    return parsed;
  };
  const id = encodeURIComponent;
  const sources: PageSources = {
    gig: async (gigId) => (await data(`/api/v1/gigs/single/${id(gigId)}`)) as Gig,
    reviews: async (gigId) => (await data(`/api/v1/reviews/${id(gigId)}?limit=${FIRST_REVIEWS}`)).data as Review[],
    post: async (postId) => (await data(`/api/v1/posts/get-single-post/${id(postId)}`)).data as Post,
    user: async (userId) => (await data(`/api/v1/users/${id(userId)}`)) as PublicUser,
  };
  /** These reads with their answers, all asked at once (page-memo.ts keys a page by them). */
  const answersOf = (urls: Iterable<string>): Promise<[string, ReadAnswer][]> =>
    Promise.all([...urls].map(async (url) => [url, await once(url)] as [string, ReadAnswer]));
  return { answersOf, used: () => answersOf(used), transport, sources };
}
