import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Application } from '@shared/schemas/applications';
import { Badge } from '@web/ui/Badge';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { useDeleteApplication, useMyApplications } from './api';
import { ApplicationList } from './ApplicationList';
import { DeleteIconButton } from '@web/ui/DeleteIconButton';
import { UserText } from '@web/ui/UserText';
import { formatBudget } from '@web/lib/money';

function MyApplication({ application }: { application: Application }) {
  const remove = useDeleteApplication();
  const post = application.postId;
  const onDelete = () =>
    remove.mutate(application._id, {
      onSuccess: () => toast.success('Application deleted successfully!', { autoClose: TOAST_MS.short }),
      onError: () => toast.error('Something went wrong', { autoClose: TOAST_MS.short }),
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
          {application.isCompleted ? <Badge>Completed</Badge> : <Badge className="bg-slate-100 text-slate-600 ring-slate-300">Pending</Badge>}
        </div>
        <UserText text={post.description} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600" />
        <p className="mt-3 text-sm font-medium text-brand-700">Budget: {formatBudget(post.budget)}</p>
      </div>
      <DeleteIconButton label={`Delete application: ${post.title}`} onClick={onDelete} pending={remove.isPending} />
    </Card>
  );
}

/** /myapplication: the freelancer's applications, each with a delete icon. */
export default function MyApplicationsScreen() {
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
        {(application) => <MyApplication application={application} />}
      </ApplicationList>
    </Page>
  );
}
