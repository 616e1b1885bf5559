import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { ReactNode } from 'react';
import type { Application } from '@shared/schemas/applications';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { Badge } from '@web/ui/Badge';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { useDeleteApplication, useMyApplications } from './api';
import { ApplicationList } from './ApplicationList';
import { DeleteIconButton } from '@web/ui/DeleteIconButton';
import { UserText } from '@web/ui/UserText';
import { formatBudget } from '@web/lib/money';
import { dateOf } from '@web/lib/dates';

type RenderOffer = (application: Application) => ReactNode;

function MyApplication({ application, renderOffer }: { application: Application; renderOffer?: RenderOffer }) {
  const remove = useDeleteApplication();
  const post = application.postId;
  // SPEC's toast on a failure stays; the dialog keeps the reason beside its buttons too.
  const onDelete = () =>
    remove.mutateAsync(application._id).catch((err: unknown) => {
      toast.error('Something went wrong', { autoClose: TOAST_MS.short });
      throw err;
    });
  return (
    <Card className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={`/post/${post._id}`} className="hover:text-brand-700">
              {post.title}
            </Link>
          </h2>
          <ApplicationStatusBadge application={application} />
          {post.status !== 'open' && application.status !== 'hired' && (
            <Badge className="bg-slate-100 text-slate-700 ring-slate-400/30">
              {post.status === 'hired' ? 'Position filled' : 'Post closed'}
            </Badge>
          )}
        </div>
        <UserText text={post.description} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600" />
        <p className="mt-3 text-sm font-medium text-brand-700">Budget: {formatBudget(post.budget)}</p>
        <p className="mt-1 text-xs text-slate-500">Applied on {dateOf(application.createdAt)}</p>
        {application.offer && renderOffer && <div className="mt-4">{renderOffer(application)}</div>}
      </div>
      <ConfirmAction
        title={`Delete your application to “${post.title}”?`}
        confirmLabel="Delete application"
        onConfirm={onDelete}
        trigger={(open) => (
          <DeleteIconButton label={`Delete application: ${post.title}`} onClick={open} pending={remove.isPending} />
        )}
      >
        Your cover letter, attachment and any offer on it are deleted, and the client no longer sees your application.
        This cannot be undone.
      </ConfirmAction>
    </Card>
  );
}

/** /myapplication: the freelancer's applications with their states and any offer, each with a delete icon. */
export function MyApplications({ renderOffer }: { renderOffer?: RenderOffer }) {
  const query = useMyApplications();
  return (
    <Page className="max-w-4xl space-y-6">
      <PageTitle>My Applications</PageTitle>
      <ApplicationList
        query={query}
        empty={
          <EmptyState title="You Don't Have Applied on any application">
            <ButtonLink to="/dashboard" size="sm">
              Find jobs
            </ButtonLink>
          </EmptyState>
        }
      >
        {(application) => <MyApplication application={application} renderOffer={renderOffer} />}
      </ApplicationList>
    </Page>
  );
}
