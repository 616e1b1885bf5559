import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { POST_PAGE_SIZE, TOAST_MS } from '@shared/constants';
import type { BookmarkState, CreatePostInput, Post, PostStatusResult } from '@shared/schemas/posts';
import { api } from '@web/api/client';
import { meQueryKey } from '@web/lib/session';

/** One infinite list of posts behind a cursor-paged endpoint. */
function postPages(queryKey: readonly unknown[], path: string, query: Record<string, string> = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<Post[]>(path, { ...query, limit: POST_PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const allPostsQuery = () => postPages(['posts', 'all'], '/posts/allposts');
export const useAllPosts = () => useInfiniteQuery(allPostsQuery());

export const bookmarkedPostsQuery = () => postPages(['posts', 'bookmarked'], '/posts/get-bookmarked-posts');
export const useBookmarkedPosts = () => useInfiniteQuery(bookmarkedPostsQuery());

export const myPostsQuery = () => postPages(['posts', 'mine'], '/posts/mypost');
export const useMyPosts = () => useInfiniteQuery(myPostsQuery());

export const searchPostsQuery = (query: string) => ({ ...postPages(['posts', 'search', query], '/search/client_posts/search', { query }), enabled: query.trim() !== '' });
export const useSearchPosts = (query: string) => useInfiniteQuery(searchPostsQuery(query));

export const postQuery = (postId: string) =>
  queryOptions({ queryKey: ['posts', 'single', postId], queryFn: async () => (await api.get<Post>(`/posts/get-single-post/${encodeURIComponent(postId)}`)).data });
export const usePost = (postId: string) => useQuery(postQuery(postId));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) => api.post<Post>('/posts/createpost', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.delete<{ _id: string }>(`/posts/deletepost/${encodeURIComponent(postId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

/** Bookmarks or un-bookmarks a post, with SPEC.md's toasts; the user record lists bookmarks too. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => (await api.post<BookmarkState>('/posts/toggle-bookmark', { postId })).data,
    onSuccess: (state) => {
      toast.success(state.bookmarked ? 'Post bookmarked!' : 'Bookmark removed!', { autoClose: TOAST_MS.short });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.short }),
  });
}

/** Close an open post (it leaves the board) or reopen a closed one; the post's client only. */
export function useChangePostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, action }: { postId: string; action: 'close' | 'reopen' }) => (await api.post<PostStatusResult>(`/posts/${encodeURIComponent(postId)}/${action}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
