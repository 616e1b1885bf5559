import { useLingui } from '@lingui/react';
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
import { useFormatBudget } from '@web/lib/budget';
import { dateOf } from '@web/lib/dates';

type RenderOffer = (application: Application) => ReactNode;

function MyApplication({ application, renderOffer }: { application: Application; renderOffer?: RenderOffer }) {
  const { _ } = useLingui();
  const formatBudget = useFormatBudget();
  const remove = useDeleteApplication();
  const post = application.postId;
  // SPEC's toast on a failure stays; the dialog keeps the reason beside its buttons too.
  const onDelete = () =>
    remove.mutateAsync(application._id).catch((err: unknown) => {
      toast.error(_('applications.wrong'), { autoClose: TOAST_MS.short });
      throw err;
    });
  return (
    <Card className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 dir="auto" className="text-lg font-semibold text-slate-900">
            <Link to={`/post/${post._id}`} className="hover:text-brand-700">
              {post.title}
            </Link>
          </h2>
          <ApplicationStatusBadge application={application} />
          {post.status !== 'open' && application.status !== 'hired' && (
            <Badge className="bg-slate-100 text-slate-700 ring-slate-400/30">
              {_(post.status === 'hired' ? 'applications.mine.filled' : 'applications.mine.closed')}
            </Badge>
          )}
        </div>
        <UserText text={post.description} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600" />
        <p className="mt-3 text-sm font-medium text-brand-700">
          {_('applications.mine.budget', { budget: formatBudget(post.budget) })}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {_('applications.appliedOn', { date: dateOf(application.createdAt) })}
        </p>
        {application.offer && renderOffer && <div className="mt-4">{renderOffer(application)}</div>}
      </div>
      <ConfirmAction
        title={_('applications.mine.deleteTitle', { title: post.title })}
        confirmLabel={_('applications.delete')}
        onConfirm={onDelete}
        trigger={(open) => (
          <DeleteIconButton
            label={_('applications.mine.deleteLabel', { title: post.title })}
            onClick={open}
            pending={remove.isPending}
          />
        )}
      >
        {_('applications.mine.deleteBody')}
      </ConfirmAction>
    </Card>
  );
}

/** /myapplication: the freelancer's applications with their states and any offer, each with a delete icon. */
export function MyApplications({ renderOffer }: { renderOffer?: RenderOffer }) {
  const { _ } = useLingui();
  const query = useMyApplications();
  return (
    <Page className="max-w-4xl space-y-6">
      <PageTitle>{_('applications.mine.title')}</PageTitle>
      <ApplicationList
        query={query}
        empty={
          <EmptyState title={_('applications.mine.empty')}>
            <ButtonLink to="/dashboard" size="sm">
              {_('applications.mine.findJobs')}
            </ButtonLink>
          </EmptyState>
        }
      >
        {(application) => <MyApplication application={application} renderOffer={renderOffer} />}
      </ApplicationList>
    </Page>
  );
}
