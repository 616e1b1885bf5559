import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { chosenCurrency, CURRENCY_COOKIE, isFreshRate } from '@shared/display-currency';
import type { PublicRate, PublicRates } from '@shared/schemas/rates';
import { request } from '@web/api/client';

/** The root of the rates' keys (not in rootKeys: that module is in the first script, and every byte there counts). */
export const ratesKey = ['rates'] as const;

/** The fresh rates (GET /rates): set at most daily, so read once a visit is plenty. */
export const ratesQueryOptions = queryOptions({
  queryKey: [...ratesKey, 'fresh'] as const,
  queryFn: async (): Promise<PublicRates> => (await request('/rates', { answer: 'rates' })).data,
  staleTime: 10 * 60_000,
});

/**
 * The `currency` cookie's value, kept in the query cache: the server's render puts the value it
 * read from the request there (entry-server.tsx), and it travels to the browser with the page,
 * so the hydrating browser renders exactly what the server did; elsewhere the browser reads it.
 */
const cookieKey = [...ratesKey, 'cookie'] as const;

const readCookie = (): string | null =>
  typeof document === 'undefined'
    ? null
    : (document.cookie
        .split('; ')
        .find((part) => part.startsWith(`${CURRENCY_COOKIE}=`))
        ?.slice(CURRENCY_COOKIE.length + 1) ?? null);

/** What the server's render read from the request's cookie (entry-server.tsx). */
export const seedCurrencyCookie = (queryClient: QueryClient, value: string | null) =>
  queryClient.setQueryData(cookieKey, value);

const cookieQuery = queryOptions({
  queryKey: cookieKey,
  queryFn: () => readCookie(),
  initialData: readCookie,
  staleTime: Infinity,
});

/** Remembers the visitor's choice for a year (null: back to the marketplace currency, no conversion). */
export function useChooseCurrency() {
  const queryClient = useQueryClient();
  return (code: string | null) => {
    document.cookie = code
      ? `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`
      : `${CURRENCY_COOKIE}=; path=/; max-age=0; samesite=lax`;
    queryClient.setQueryData(cookieKey, code);
  };
}

/**
 * The display currency of this page (`?currency=` wins, then the cookie) and its rate: null
 * when none is chosen, or when the chosen one has no fresh rate (nothing is shown then).
 */
export function useDisplayCurrency(): { chosen: string | null; rate: PublicRate | null } {
  const [params] = useSearchParams();
  const cookie = useQuery(cookieQuery).data;
  const chosen = chosenCurrency(params.get('currency'), cookie);
  const rates = useQuery({ ...ratesQueryOptions, enabled: chosen !== null }).data;
  const rate = rates?.rates.find((r) => r.currency === chosen && isFreshRate(r.setAt)) ?? null;
  return { chosen, rate };
}
