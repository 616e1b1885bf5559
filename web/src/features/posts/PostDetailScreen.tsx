import { BadgeCheck, Bookmark, BookmarkCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { postedTimeLabel } from '@shared/relative-time';
import type { Post } from '@shared/schemas/posts';
import type { User } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { Avatar } from '@web/ui/Avatar';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { usePost, useToggleBookmark } from './api';
import { TagList } from './TagList';
import { useNow } from './use-now';
import { UserText } from '@web/ui/UserText';
import { formatBudget } from '@web/lib/money';

function FreelancerActions({ post, user }: { post: Post; user: User | null }) {
  const toggle = useToggleBookmark();
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={user ? `/apply/${post._id}` : '/login'} size="lg">
        Apply now
      </ButtonLink>
      <Button variant="secondary" size="lg" aria-pressed={post.isBookmarked} loading={toggle.isPending} onClick={() => toggle.mutate(post._id)}>
        {post.isBookmarked ? <BookmarkCheck className="size-5 text-brand-600" aria-hidden /> : <Bookmark className="size-5" aria-hidden />}
        {post.isBookmarked ? 'Saved Job' : 'Save Job'}
      </Button>
    </div>
  );
}

function PostDetail({ post, user }: { post: Post; user: User | null }) {
  const now = useNow();
  const isOwner = user?._id === post.client._id;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card className="space-y-6">
        <div>
          <PageTitle>{post.title}</PageTitle>
          <p className="mt-2 text-sm text-slate-500">
            {postedTimeLabel(post.createdAt, now)} · {post.category}
          </p>
        </div>
        <UserText text={post.description} className="leading-7 text-slate-700" />
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-500">Budget</p>
          <p className="text-xl font-semibold text-slate-900">{formatBudget(post.budget)}</p>
        </div>
        {post.tags.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold text-slate-900">Skills required</h2>
            <TagList tags={post.tags} className="mt-2" />
          </div>
        )}
        {user && !user.isClient && <FreelancerActions post={post} user={user} />}
        {isOwner && (
          <ButtonLink to="/applications" variant="secondary">
            See applications
          </ButtonLink>
        )}
      </Card>
      <Card className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900">About the client</h2>
        <div className="flex items-center gap-3">
          <Avatar src={post.client.avatar} name={post.client.fullName} className="size-12" />
          <p className="font-medium text-slate-900">{post.client.fullName}</p>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-brand-700">
          <BadgeCheck className="size-4" aria-hidden /> Payment Verified
        </p>
      </Card>
    </div>
  );
}

/** /post/{postId}: the job, the client, and for freelancers Apply now and Save Job. */
export default function PostDetailScreen() {
  const { postId = '' } = useParams();
  const { user } = useMe();
  const post = usePost(postId);
  let body;
  if (post.isPending) {
    body = (
      <Card role="status" aria-label="Loading" className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-full" />
      </Card>
    );
  } else if (post.isError) {
    const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
    body = missing ? (
      <EmptyState title="This job post does not exist or was deleted.">
        <Link to="/dashboard" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Back to the dashboard
        </Link>
      </EmptyState>
    ) : (
      <ErrorState title="We could not load this job post. Please try again." onRetry={() => void post.refetch()} />
    );
  } else {
    body = <PostDetail post={post.data} user={user} />;
  }
  return <Page>{body}</Page>;
}
