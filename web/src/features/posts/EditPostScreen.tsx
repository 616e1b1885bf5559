import { useLingui } from '@lingui/react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { usePost, useUpdatePost } from './api';
import { PostForm } from './PostForm';

function Back() {
  const { _ } = useLingui();
  return (
    <ButtonLink to="/mypost" variant="secondary" size="sm">
      {_('jobs-form.edit.back')}
    </ButtonLink>
  );
}
const back = <Back />;

/** /mypost/{postId}/edit: the owner edits an open post, until someone is hired (the server says so too). */
export default function EditPostScreen() {
  const { _ } = useLingui();
  const { postId = '' } = useParams();
  const { user } = useMe();
  const post = usePost(postId);
  const update = useUpdatePost(postId);
  const navigate = useNavigate();
  if (post.isPending) {
    return (
      <Page className="max-w-2xl">
        <CardListSkeleton count={1} />
      </Page>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof ApiError && [400, 404].includes(post.error.status);
    return (
      <Page className="max-w-2xl">
        {missing ? (
          <EmptyState title={_('jobs-form.edit.missing')}>{back}</EmptyState>
        ) : (
          <ErrorState onRetry={() => void post.refetch()} />
        )}
      </Page>
    );
  }
  if (!user || post.data.client._id !== user._id)
    return (
      <Page className="max-w-2xl">
        <EmptyState title={_('jobs-form.edit.notOwner')}>{back}</EmptyState>
      </Page>
    );
  if (post.data.status !== 'open') {
    const why = post.data.status === 'hired' ? _('jobs-form.edit.hired') : _('jobs-form.edit.closed');
    return (
      <Page className="max-w-2xl">
        <EmptyState title={why}>{back}</EmptyState>
      </Page>
    );
  }
  return (
    <Page className="max-w-2xl">
      <PageTitle>{_('jobs-form.edit.title')}</PageTitle>
      <Card className="mt-6">
        <PostForm
          post={post.data}
          submitLabel={_('jobs-form.edit.submit')}
          pending={update.isPending}
          onSubmit={(data, failed) =>
            update.mutate(data, {
              onSuccess: () => {
                toast.success(_('jobs-form.edit.success'), { autoClose: TOAST_MS.short });
                navigate('/mypost');
              },
              onError: failed,
            })
          }
        />
      </Card>
    </Page>
  );
}
