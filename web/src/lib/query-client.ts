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
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
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
