import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { POST_PAGE_SIZE, TOAST_MS } from '@shared/constants';
import type { CreatePostInput } from '@shared/schemas/posts';
import { request } from '@web/api/client';
import { meQueryKey } from '@web/lib/session';

/** One infinite list of posts behind a cursor-paged endpoint. */
function postPages(queryKey: readonly unknown[], path: string, query: Record<string, string> = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor, count } = await request(path, { answer: 'postPage', query: { ...query, limit: POST_PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor, count };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A search's first page says how many match: "12", or "50+" past the server's cap. */

/** Job search filters, as GET /search/client_posts/search takes them. */
export interface JobSearchFilters {
  category?: string;
  budget?: string;
  posted?: string;
  sort?: string;
}

export const allPostsQuery = () => postPages(['posts', 'all'], '/posts/allposts');
export const useAllPosts = () => useInfiniteQuery(allPostsQuery());

export const bookmarkedPostsQuery = () => postPages(['posts', 'bookmarked'], '/posts/get-bookmarked-posts');
export const useBookmarkedPosts = () => useInfiniteQuery(bookmarkedPostsQuery());

export const myPostsQuery = () => postPages(['posts', 'mine'], '/posts/mypost');
export const useMyPosts = () => useInfiniteQuery(myPostsQuery());

const defined = (filters: JobSearchFilters) => Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));

export const searchPostsQuery = (query: string, filters: JobSearchFilters = {}) => ({
  ...postPages(['posts', 'search', query, defined(filters)], '/search/client_posts/search', { query, ...defined(filters) }),
  enabled: query.trim() !== '',
});
export const useSearchPosts = (query: string, filters: JobSearchFilters = {}) => useInfiniteQuery(searchPostsQuery(query, filters));

export const postQuery = (postId: string) =>
  queryOptions({ queryKey: ['posts', 'single', postId], queryFn: async ({ signal }) => (await request(`/posts/get-single-post/${encodeURIComponent(postId)}`, { answer: 'post', signal })).data });
export const usePost = (postId: string) => useQuery(postQuery(postId));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) => request('/posts/createpost', { answer: 'post', method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => request(`/posts/deletepost/${encodeURIComponent(postId)}`, { answer: 'deleted', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

/** Bookmarks or un-bookmarks a post, with SPEC.md's toasts; the user record lists bookmarks too. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => (await request('/posts/toggle-bookmark', { answer: 'bookmark', method: 'POST', json: { postId } })).data,
    onSuccess: (state) => {
      toast.success(state.bookmarked ? 'Post bookmarked!' : 'Bookmark removed!', { autoClose: TOAST_MS.short });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.short }),
  });
}
