import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/schemas/site';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/** The operator's social links and team (server configuration): changes only with a restart. */
export const siteInfoQueryOptions = queryOptions({
  queryKey: rootKeys.site,
  queryFn: async (): Promise<SiteInfo> => (await request('/site', { answer: 'site' })).data,
  staleTime: Infinity,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
