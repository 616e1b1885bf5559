import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { request } from '@web/api/client';
import { setViewerTimeZone } from './viewer-zone';

export const meQueryKey = ['users', 'me'] as const;

/**
 * The signed-in user, or null when signed out. Asked of GET /users/session, which answers a
 * signed-out visitor with 200 and no user: a 401 would be logged in every visitor's console.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<User | null> => (await request('/users/session', { answer: 'session' })).data.user,
  staleTime: 5 * 60_000,
});

export function useMe() {
  const query = useQuery(meQueryOptions);
  mirrorToStorage(query.data);
  setViewerTimeZone(query.data?.timeZone);
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** SPEC.md keeps isLoggedIn and isClient in localStorage; the cookie stays the truth. */
function mirrorToStorage(user: User | null | undefined) {
  if (user === undefined) return;
  try {
    if (user) {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('isClient', String(user.isClient));
    } else {
      localStorage.removeItem('isLoggedIn');
      localStorage.setItem('isClient', 'false');
    }
  } catch {
    // storage can be unavailable (private mode); the session still works
  }
}

export function signIn(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(meQueryKey, user);
}

let afterSignOut: string | null = null;

/**
 * Where a protected screen sends a user who is no longer signed in: /login, or the
 * page the sign-out asked for (logout and account deletion go to /). Navigating from
 * the sign-out handler instead would race the guard's own redirect.
 */
export function signedOutDestination(): string {
  return afterSignOut ?? '/login';
}

export function clearSignedOutDestination() {
  afterSignOut = null;
}

/** Forgets everything cached about the previous user. */
export function signOut(queryClient: QueryClient, goTo?: string) {
  afterSignOut = goTo ?? null;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] || q.queryKey[1] !== meQueryKey[1] });
  queryClient.setQueryData(meQueryKey, null);
}
