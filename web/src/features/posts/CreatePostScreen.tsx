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
  const { user } = useMe();
  const create = useCreatePost();
  const navigate = useNavigate();
  if (user && !user.isClient) {
    return (
      <Page className="max-w-2xl">
        <EmptyState title="Only clients can create posts">
          <ButtonLink to="/dashboard" variant="secondary" size="sm">
            Back to the dashboard
          </ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page className="max-w-2xl">
      <PageTitle>Create a job post</PageTitle>
      <Card className="mt-6">
        <PostForm
          submitLabel="Post"
          pending={create.isPending}
          onSubmit={(data, failed) =>
            create.mutate(data, {
              onSuccess: () => {
                toast.success('Post created successfully', { autoClose: TOAST_MS.short });
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
