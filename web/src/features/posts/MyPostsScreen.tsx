import { useLingui } from '@lingui/react';
import { Pencil, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Post } from '@shared/schemas/posts';
import { ApiError } from '@web/api/client';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { useDeletePost, useMyPosts } from './api';
import { PostList } from './PostList';
import { PostStatusBadge, PostStatusButton } from './PostStatus';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { DeleteIconButton } from '@web/ui/DeleteIconButton';
import { HiddenBadge } from '@web/ui/Hidden';
import { UserText } from '@web/ui/UserText';

function MyPostCard({ post }: { post: Post }) {
  const { _ } = useLingui();
  const remove = useDeletePost();
  const onDelete = () =>
    remove.mutateAsync(post._id).then(() => toast.success(_('jobs-form.mine.deleted'), { autoClose: TOAST_MS.short }));
  const applicants = post.applicantCount ?? 0;
  return (
    <Card className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
            <Link to={`/post/${post._id}`} dir="auto" className="hover:text-brand-700">
              {post.title}
            </Link>
          </h2>
          <PostStatusBadge status={post.status} />
          {post.hidden && <HiddenBadge reason={post.hiddenReason} />}
        </div>
        <UserText text={post.description} className="mt-2 line-clamp-4 text-sm leading-6 text-slate-600" />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Link to="/applications" className="text-sm font-medium text-brand-700 hover:underline">
            {_('jobs-form.applicants', { count: applicants })}
          </Link>
          <PostStatusButton post={post} size="sm" />
          {post.status === 'open' && (
            <ButtonLink
              to={`/mypost/${post._id}/edit`}
              variant="secondary"
              size="sm"
              aria-label={_('jobs-form.mine.editPost', { title: post.title })}
            >
              <Pencil className="size-4" aria-hidden /> {_('jobs-form.mine.edit')}
            </ButtonLink>
          )}
        </div>
      </div>
      <ConfirmAction
        title={_('jobs-form.mine.deleteTitle', { title: post.title })}
        confirmLabel={_('jobs-form.mine.deleteConfirm')}
        onConfirm={onDelete}
        trigger={(open) => (
          <DeleteIconButton
            label={_('jobs-form.mine.deletePost', { title: post.title })}
            onClick={open}
            pending={remove.isPending}
          />
        )}
      >
        {_('jobs-form.mine.deleteBody', { count: applicants })}
      </ConfirmAction>
    </Card>
  );
}

/** /mypost: the client's own posts, each with a delete icon. */
export default function MyPostsScreen() {
  const { _ } = useLingui();
  const query = useMyPosts();
  // A freelancer who opens /mypost gets the server's reason rather than a generic failure.
  const forbidden = query.error instanceof ApiError && query.error.status === 403 ? query.error.message : null;
  return (
    <Page className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{_('jobs-form.mine.title')}</PageTitle>
        <ButtonLink to="/createpost" size="sm">
          <PlusCircle className="size-4" aria-hidden /> {_('jobs-form.createPost')}
        </ButtonLink>
      </div>
      <PostList
        query={query}
        empty={
          <EmptyState title={_('jobs-form.mine.empty')}>
            <ButtonLink to="/createpost" size="sm">
              {_('jobs-form.createPost')}
            </ButtonLink>
          </EmptyState>
        }
        failed={
          <ErrorState title={forbidden ?? undefined} onRetry={forbidden ? undefined : () => void query.refetch()} />
        }
      >
        {(post) => <MyPostCard post={post} />}
      </PostList>
    </Page>
  );
}
