import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/api/client';
import { signOut } from './session';

/** A 401 from any call means the session is gone: forget the user so the guards send them to /login. */
export function createQueryClient() {
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) signOut(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // One retry at most (a server error, a dropped connection): the screen's error state, with
        // its Try again, comes after two attempts, not after seconds of waiting on more.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
        // A screen mounting on a query its route loader has just seen fail shows the failure (with
        // Try again) instead of asking twice more; the next visit's loader asks again anyway.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        // What a route loader fetched a moment before its screen mounts is not fetched again on mount.
        staleTime: 2_000,
      },
    },
  });
  return queryClient;
}

/** The app's one client: main.tsx provides it to React, route loaders start queries with it. */
export const queryClient = createQueryClient();
