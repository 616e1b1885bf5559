import { useLingui } from '@lingui/react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Application } from '@shared/schemas/applications';
import { ApiError } from '@web/api/client';
import { useTranslateError } from '@web/lib/i18n';
import { ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { CardListSkeleton } from '@web/ui/Skeleton';

type ApplicationPages = UseInfiniteQueryResult<InfiniteData<{ items: Application[]; nextCursor: string | null }>>;

/** Loading, failure, empty and loaded states of a paged list of applications. */
export function ApplicationList({
  query,
  empty,
  children,
}: {
  query: ApplicationPages;
  empty: ReactNode;
  children: (application: Application) => ReactNode;
}) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  if (query.isPending) return <CardListSkeleton />;
  if (query.isError && !query.data) {
    // The wrong role gets the server's reason; anything else may pass with a retry.
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <ErrorState
        title={forbidden ? translateError(query.error.message) : _('applications.wrong')}
        onRetry={forbidden ? undefined : () => void query.refetch()}
      />
    );
  }
  const applications = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (applications.length === 0) return empty;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {applications.map((application) => (
          <li key={application._id}>{children(application)}</li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </div>
  );
}
