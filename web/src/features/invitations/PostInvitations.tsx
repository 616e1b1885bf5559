import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Avatar } from '@web/ui/Avatar';
import { Card } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { cn } from '@web/ui/cn';
import { useTranslateError } from '@web/lib/i18n';
import { usePostInvitations } from './api';

const STATE = {
  applied: { label: 'invitations.state.applied', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  declined: { label: 'invitations.state.declined', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  pending: { label: 'invitations.state.invited', tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
};

/** For the post's client: who they invited and where each stands (Invited, Applied, Declined). */
export function PostInvitations({ postId }: { postId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const invitations = usePostInvitations(postId);
  const all = invitations.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="space-y-4">
      <h2 className="text-base font-semibold text-slate-900">{_('invitations.post.title')}</h2>
      {invitations.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : invitations.isError ? (
        <ErrorState title={translateError(invitations.error.message)} onRetry={() => void invitations.refetch()} />
      ) : all.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans
            id="invitations.post.nobody"
            components={{
              0: <Link to="/search_user" className="font-medium text-brand-700 underline underline-offset-2" />,
            }}
          />
        </p>
      ) : (
        <>
          <ul aria-label={_('invitations.post.title')} className="divide-y divide-slate-100">
            {all.map((invitation) => {
              const state = STATE[invitation.applied ? 'applied' : invitation.status];
              return (
                <li key={invitation._id} className="flex items-center gap-3 py-3">
                  <Avatar src={invitation.freelancer.avatar} name={invitation.freelancer.fullName} className="size-9" />
                  <Link
                    to={`/profile/${invitation.freelancer._id}`}
                    className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {invitation.freelancer.fullName}
                  </Link>
                  <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', state.tone)}>
                    {_(state.label)}
                  </span>
                </li>
              );
            })}
          </ul>
          <LoadMore
            hasMore={invitations.hasNextPage}
            loading={invitations.isFetchingNextPage}
            onLoad={() => void invitations.fetchNextPage()}
          />
        </>
      )}
    </Card>
  );
}
