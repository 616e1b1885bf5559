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

const back = (
  <ButtonLink to="/mypost" variant="secondary" size="sm">
    Back to My Posts
  </ButtonLink>
);

/** /mypost/{postId}/edit: the owner edits an open post, until someone is hired (the server says so too). */
export default function EditPostScreen() {
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
          <EmptyState title="This post does not exist or was deleted.">{back}</EmptyState>
        ) : (
          <ErrorState onRetry={() => void post.refetch()} />
        )}
      </Page>
    );
  }
  if (!user || post.data.client._id !== user._id)
    return (
      <Page className="max-w-2xl">
        <EmptyState title="Only the owner of this post can edit it">{back}</EmptyState>
      </Page>
    );
  if (post.data.status !== 'open') {
    const why =
      post.data.status === 'hired'
        ? 'Someone was hired for this post: it can no longer be edited.'
        : 'This post is closed: reopen it to edit it.';
    return (
      <Page className="max-w-2xl">
        <EmptyState title={why}>{back}</EmptyState>
      </Page>
    );
  }
  return (
    <Page className="max-w-2xl">
      <PageTitle>Edit your job post</PageTitle>
      <Card className="mt-6">
        <PostForm
          post={post.data}
          submitLabel="Save changes"
          pending={update.isPending}
          onSubmit={(data, failed) =>
            update.mutate(data, {
              onSuccess: () => {
                toast.success('Post updated', { autoClose: TOAST_MS.short });
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
