import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { useCreatePost } from './api';
import { PostForm } from './PostForm';

/** /createpost: a client posts a job. */
export default function CreatePostScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  const create = useCreatePost();
  const navigate = useNavigate();
  if (user && !user.isClient) {
    return (
      <Page className="max-w-2xl">
        <EmptyState title={_('jobs-form.create.onlyClients')}>
          <ButtonLink to="/dashboard" variant="secondary" size="sm">
            {_('jobs-form.backDashboard')}
          </ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page className="max-w-2xl">
      <PageTitle>{_('jobs-form.create.title')}</PageTitle>
      <Card className="mt-6">
        <PostForm
          submitLabel={_('jobs-form.create.submit')}
          pending={create.isPending}
          onSubmit={(data, failed) =>
            create.mutate(data, {
              onSuccess: () => {
                toast.success(_('jobs-form.create.success'), { autoClose: TOAST_MS.short });
                navigate('/dashboard');
              },
              onError: failed,
            })
          }
        />
      </Card>
    </Page>
  );
}
