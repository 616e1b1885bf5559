import { useLingui } from '@lingui/react';
import { BadgeCheck, Bookmark, BookmarkCheck, CheckCircle2, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePostedLabel } from '@web/lib/i18n';
import { useCategoryName } from '@web/lib/taxonomy';
import { loginFor } from '@shared/safe-next';
import type { Post } from '@shared/schemas/posts';
import type { User } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { Avatar } from '@web/ui/Avatar';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { HiddenBanner } from '@web/ui/Hidden';
import { Skeleton } from '@web/ui/Skeleton';
import { usePost, useToggleBookmark } from './api';
import { TagList } from './TagList';
import { PostStatusBadge, PostStatusButton } from './PostStatus';
import { useNow } from './use-now';
import { UserText } from '@web/ui/UserText';
import { useFormatDate } from '@web/lib/dates';
import { ApproxBudget } from '@web/lib/approx';
import { useFormatBudget } from '@web/lib/budget';

/** "Applied" with its date once the freelancer applied, else Apply now while the post is open. */
function ApplyAction({ post, user }: { post: Post; user: User | null }) {
  const { _ } = useLingui();
  const formatDate = useFormatDate();
  if (post.myApplication) {
    const on = formatDate(post.myApplication.createdAt, 'date');
    return (
      <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
        <CheckCircle2 className="size-5" aria-hidden /> {_('posts.detail.appliedOn', { date: on })}
        <Link to="/myapplication" className="text-sm font-medium text-emerald-900 underline underline-offset-2">
          {_('posts.detail.myApplications')}
        </Link>
      </p>
    );
  }
  if (post.status !== 'open')
    return <p className="inline-flex h-12 items-center text-sm text-slate-600">{_('posts.detail.closed')}</p>;
  return (
    <ButtonLink to={user ? `/apply/${post._id}` : loginFor(`/post/${post._id}`)} size="lg">
      {_('posts.detail.apply')}
    </ButtonLink>
  );
}

function FreelancerActions({ post, user }: { post: Post; user: User | null }) {
  const { _ } = useLingui();
  const toggle = useToggleBookmark();
  return (
    <div className="flex flex-wrap gap-3">
      <ApplyAction post={post} user={user} />
      <Button
        variant="secondary"
        size="lg"
        aria-pressed={post.isBookmarked}
        loading={toggle.isPending}
        onClick={() => toggle.mutate(post._id)}
      >
        {post.isBookmarked ? (
          <BookmarkCheck className="size-5 text-brand-600" aria-hidden />
        ) : (
          <Bookmark className="size-5" aria-hidden />
        )}
        {_(post.isBookmarked ? 'posts.detail.saved' : 'posts.detail.save')}
      </Button>
    </div>
  );
}

/** What the composing route adds beside the post (e.g. Report), above it (an invitation) or below it (who was invited). */
type PostActions = (post: Post) => ReactNode;
interface Slots {
  renderActions?: PostActions;
  renderNotice?: PostActions;
  renderSections?: PostActions;
}

function PostDetail({
  post,
  user,
  renderActions,
  renderNotice,
  renderSections,
}: { post: Post; user: User | null } & Slots) {
  const { _ } = useLingui();
  const now = useNow();
  const postedLabel = usePostedLabel();
  const categoryName = useCategoryName();
  const formatBudget = useFormatBudget();
  const isOwner = user?._id === post.client._id;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {post.hidden && <HiddenBanner reason={post.hiddenReason} what="post" className="lg:col-span-2" />}
      {renderNotice && <div className="empty:hidden lg:col-span-2">{renderNotice(post)}</div>}
      <Card className="space-y-6">
        <div>
          <div className="flex flex-wrap items-start gap-3">
            <PageTitle dir="auto" className="min-w-0 wrap-anywhere">
              {post.title}
            </PageTitle>
            {post.status !== 'open' && <PostStatusBadge status={post.status} />}
          </div>
          <p className="mt-2 text-sm text-slate-500">
            {postedLabel(post.createdAt, now)} · {categoryName(post.category)}
          </p>
        </div>
        <UserText text={post.description} className="leading-7 text-slate-700" />
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-500">{_('posts.detail.budget')}</p>
          <p className="text-xl font-semibold text-slate-900">{formatBudget(post.budget)}</p>
          <ApproxBudget range={post.budget} />
        </div>
        {post.tags.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold text-slate-900">{_('posts.detail.skills')}</h2>
            <TagList tags={post.tags} className="mt-2" />
          </div>
        )}
        {user && !user.isClient && <FreelancerActions post={post} user={user} />}
        {!user && <ApplyAction post={post} user={null} />}
        {isOwner && (
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/applications" variant="secondary">
              {_('posts.detail.applications')}
            </ButtonLink>
            <PostStatusButton post={post} />
          </div>
        )}
      </Card>
      <Card className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900">{_('posts.detail.aboutClient')}</h2>
        <div className="flex items-center gap-3">
          <Avatar src={post.client.avatar} name={post.client.fullName} className="size-12" />
          <p className="font-medium text-slate-900">
            <bdi>{post.client.fullName}</bdi>
          </p>
        </div>
        {post.client.paymentVerified ? (
          <p className="flex items-center gap-1.5 text-sm text-brand-700">
            <BadgeCheck className="size-4" aria-hidden /> {_('posts.detail.verified')}
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <CircleDashed className="size-4 shrink-0" aria-hidden /> {_('posts.detail.notVerified')}
          </p>
        )}
        {renderActions?.(post)}
      </Card>
      {renderSections && <div className="empty:hidden lg:col-span-2">{renderSections(post)}</div>}
    </div>
  );
}

/** /post/{postId}: the job, the client, and for freelancers Apply now and Save Job; `renderActions` is composed in web/src/app. */
export default function PostDetailScreen({ renderActions, renderNotice, renderSections }: Slots) {
  const { _ } = useLingui();
  const { postId = '' } = useParams();
  const { user } = useMe();
  const post = usePost(postId);
  let body;
  if (post.isPending) {
    body = (
      <Card role="status" aria-label={_('posts.detail.loading')} className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-full" />
      </Card>
    );
  } else if (post.isError) {
    const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
    body = missing ? (
      <EmptyState title={_('posts.detail.missing')}>
        <Link
          to={user ? '/dashboard' : '/'}
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {_(user ? 'posts.detail.backDashboard' : 'posts.detail.backHome')}
        </Link>
      </EmptyState>
    ) : (
      <ErrorState title={_('posts.detail.failed')} onRetry={() => void post.refetch()} />
    );
  } else {
    body = (
      <PostDetail
        post={post.data}
        user={user}
        renderActions={renderActions}
        renderNotice={renderNotice}
        renderSections={renderSections}
      />
    );
  }
  return <Page>{body}</Page>;
}
