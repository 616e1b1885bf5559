import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/schemas/applications';
import type { Post } from '@shared/schemas/posts';
import { ApiError } from '@web/api/client';
import { useTranslateError } from '@web/lib/i18n';
import { PostApplications } from '@web/features/applications/PostApplications';
import { myPostsQuery } from '@web/features/posts/api';
import { PostStatusBadge } from '@web/features/posts/PostStatus';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { Tabs } from '@web/ui/Tabs';

type Filter = ApplicationStatus | 'all';
/** The tabs' labels are keys (applications.filter.all, applications.status.*), named in the page's language. */
const FILTERS = [
  { value: 'all' as Filter, label: 'applications.filter.all' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s as Filter, label: `applications.status.${s}` })),
];

function PostGroup({ post, status }: { post: Post; status?: ApplicationStatus }) {
  const { _ } = useLingui();
  const count = post.applicantCount ?? 0;
  return (
    <Card className="space-y-4" aria-labelledby={`post-${post._id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`post-${post._id}`} dir="auto" className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
          <Link to={`/post/${post._id}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <PostStatusBadge status={post.status} />
        <span className="text-sm text-slate-600">{_('applications.count', { count })}</span>
      </div>
      {count > 0 ? (
        <PostApplications postId={post._id} status={status} />
      ) : (
        <p className="text-sm text-slate-600">{_('applications.none')}</p>
      )}
    </Card>
  );
}

/** /applications: what freelancers sent, grouped by the client's job posts, filterable by state. */
export default function ApplicationsRoute() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.value === params.get('status'))?.value ?? 'all') as Filter;
  const posts = useInfiniteQuery(myPostsQuery());
  const forbidden = posts.error instanceof ApiError && posts.error.status === 403 ? posts.error.message : null;
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (posts.isPending) body = <CardListSkeleton />;
  else if (posts.isError && !posts.data)
    body = (
      <ErrorState
        title={forbidden ? translateError(forbidden) : _('applications.wrong')}
        onRetry={forbidden ? undefined : () => void posts.refetch()}
      />
    );
  else if (items.length === 0 || items.every((p) => !p.applicantCount))
    body = <EmptyState title={_('applications.received.empty')} />;
  else {
    body = (
      <div className="space-y-4">
        {items.map((post) => (
          <PostGroup key={post._id} post={post} status={filter === 'all' ? undefined : filter} />
        ))}
        <LoadMore
          hasMore={posts.hasNextPage}
          loading={posts.isFetchingNextPage}
          onLoad={() => void posts.fetchNextPage()}
        />
      </div>
    );
  }
  return (
    <Page className="max-w-4xl space-y-6">
      <PageTitle>{_('applications.title')}</PageTitle>
      <Tabs
        label={_('applications.filter.label')}
        items={FILTERS.map((f) => ({ ...f, label: _(f.label) }))}
        value={filter}
        onChange={(v) => setParams(v === 'all' ? {} : { status: v }, { replace: true })}
      >
        <div className="pt-4">{body}</div>
      </Tabs>
    </Page>
  );
}
