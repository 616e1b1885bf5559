import { useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { ApplyForm } from '@web/features/applications/ApplyForm';
import { InvitationNotice } from '@web/features/invitations/InvitationNotice';
import { usePost } from '@web/features/posts/api';
import { PostSummary } from '@web/features/posts/PostSummary';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { Card, Page } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { dateOf } from '@web/lib/dates';

/** /apply/{id}: the job (from posts) beside the application form (from applications); "Invited" above when they were (invitations). */
export default function ApplyRoute() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const { user } = useMe();
  const post = usePost(id);
  let body;
  if (post.isPending) body = <CardListSkeleton count={1} />;
  else if (post.isError) {
    const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
    body = missing ? (
      <EmptyState title={_('applications.apply.postMissing')} />
    ) : (
      <ErrorState title={_('applications.apply.postFailed')} onRetry={() => void post.refetch()} />
    );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {user && !user.isClient && (
          <div className="empty:hidden lg:col-span-2">
            <InvitationNotice postId={post.data._id} applied={Boolean(post.data.myApplication)} />
          </div>
        )}
        <PostSummary post={post.data} />
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">{_('applications.apply.yours')}</h2>
          {user?.isClient ? (
            <p className="text-sm text-slate-600">{_('applications.apply.onlyFreelancers')}</p>
          ) : post.data.myApplication ? (
            <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
              {_('applications.apply.appliedOn', { date: dateOf(post.data.myApplication.createdAt) })}{' '}
              <Link to="/myapplication" className="underline underline-offset-2">
                {_('applications.apply.seeMine')}
              </Link>
            </p>
          ) : post.data.status !== 'open' ? (
            <p className="text-sm text-slate-600">{_('applications.apply.closed')}</p>
          ) : (
            <ApplyForm postId={post.data._id} />
          )}
        </Card>
      </div>
    );
  }
  return (
    <Page className="space-y-4">
      <Link to={`/post/${id}`} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {_('applications.apply.back')}
      </Link>
      {body}
    </Page>
  );
}
