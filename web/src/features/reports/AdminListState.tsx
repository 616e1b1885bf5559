import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ApiError } from '@web/api/client';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { CardListSkeleton } from '@web/ui/Skeleton';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { pages: { items: unknown[] }[] };
  refetch: () => unknown;
}

/** Loading, refused (not an admin), failed and empty states of an admin list; the list itself otherwise. */
export function AdminListState({ query, empty, children }: { query: ListQuery; empty: string; children: ReactNode }) {
  const { _ } = useLingui();
  if (query.isPending) return <CardListSkeleton count={2} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403)
      return <EmptyState title={_('reports.adminsOnly')} />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  if (!query.data?.pages.some((p) => p.items.length > 0)) return <EmptyState title={empty} />;
  return <>{children}</>;
}
