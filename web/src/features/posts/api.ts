import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { POST_PAGE_SIZE, TOAST_MS } from '@shared/constants';
import type { CreatePostInput } from '@shared/schemas/posts';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';
import { meQueryKey } from '@web/lib/session';

/** One infinite list of posts behind a cursor-paged endpoint. */
function postPages(queryKey: readonly unknown[], path: string, query: Record<string, string> = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor, count } = await request(path, {
        answer: 'postPage',
        query: { ...query, limit: POST_PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor, count };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Job search filters, as GET /search/client_posts/search takes them. */
export interface JobSearchFilters {
  category?: string;
  budget?: string;
  posted?: string;
  sort?: string;
}

const defined = (filters: JobSearchFilters) =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));

/** Every key of the posts domain. */
export const postKeys = {
  all: rootKeys.posts,
  board: () => [...postKeys.all, 'all'] as const,
  bookmarked: () => [...postKeys.all, 'bookmarked'] as const,
  mine: () => [...postKeys.all, 'mine'] as const,
  search: (query: string, filters: JobSearchFilters) => [...postKeys.all, 'search', query, defined(filters)] as const,
  single: (postId: string) => [...postKeys.all, 'single', postId] as const,
};

export const allPostsQuery = () => postPages(postKeys.board(), '/posts/allposts');
export const useAllPosts = () => useInfiniteQuery(allPostsQuery());

export const bookmarkedPostsQuery = () => postPages(postKeys.bookmarked(), '/posts/get-bookmarked-posts');
export const useBookmarkedPosts = () => useInfiniteQuery(bookmarkedPostsQuery());

export const myPostsQuery = () => postPages(postKeys.mine(), '/posts/mypost');
export const useMyPosts = () => useInfiniteQuery(myPostsQuery());

export const searchPostsQuery = (query: string, filters: JobSearchFilters = {}) => ({
  ...postPages(postKeys.search(query, filters), '/search/client_posts/search', {
    query,
    ...defined(filters),
  }),
  enabled: query.trim() !== '',
});
export const useSearchPosts = (query: string, filters: JobSearchFilters = {}) =>
  useInfiniteQuery(searchPostsQuery(query, filters));

export const postQuery = (postId: string) =>
  queryOptions({
    queryKey: postKeys.single(postId),
    queryFn: async ({ signal }) =>
      (await request(`/posts/get-single-post/${encodeURIComponent(postId)}`, { answer: 'post', signal })).data,
  });
export const usePost = (postId: string) => useQuery(postQuery(postId));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) =>
      request('/posts/createpost', { answer: 'post', method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** The owner edits an open post (PUT /posts/updatepost/{postId}). */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) =>
      request(`/posts/updatepost/${encodeURIComponent(postId)}`, { answer: 'post', method: 'PUT', json: input }),
    // Applications show their post's title and budget: they refetch too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: rootKeys.applications }),
      ]),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      request(`/posts/deletepost/${encodeURIComponent(postId)}`, { answer: 'deleted', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** Bookmarks or un-bookmarks a post, with SPEC.md's toasts; the user record lists bookmarks too. */
export function useToggleBookmark() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) =>
      (await request('/posts/toggle-bookmark', { answer: 'bookmark', method: 'POST', json: { postId } })).data,
    onSuccess: (state) => {
      toast.success(state.bookmarked ? _('posts.bookmark.added') : _('posts.bookmark.removed'), {
        autoClose: TOAST_MS.short,
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.short }),
  });
}

/** Close an open post (it leaves the board) or reopen a closed one; the post's client only. */
export function useChangePostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, action }: { postId: string; action: 'close' | 'reopen' }) =>
      (await request(`/posts/${encodeURIComponent(postId)}/${action}`, { answer: 'postStatus', method: 'POST' })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
