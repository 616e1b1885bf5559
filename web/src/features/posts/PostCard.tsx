import { useLingui } from '@lingui/react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Link } from 'react-router';
import { usePostedLabel } from '@web/lib/i18n';
import type { Post } from '@shared/schemas/posts';
import { Avatar } from '@web/ui/Avatar';
import { Card } from '@web/ui/Card';
import { cn } from '@web/ui/cn';
import { UserText } from '@web/ui/UserText';
import { useToggleBookmark } from './api';
import { TagList } from './TagList';
import { ApproxBudget } from '@web/lib/approx';
import { useFormatBudget } from '@web/lib/budget';

export function BookmarkIcon({ post }: { post: Post }) {
  const { _ } = useLingui();
  const toggle = useToggleBookmark();
  const Icon = post.isBookmarked ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      onClick={() => toggle.mutate(post._id)}
      disabled={toggle.isPending}
      aria-pressed={post.isBookmarked}
      aria-label={_(post.isBookmarked ? 'posts.card.removeBookmark' : 'posts.card.bookmark', { title: post.title })}
      className={cn(
        'relative z-10 grid size-9 place-items-center rounded-full transition-colors hover:bg-brand-50',
        post.isBookmarked ? 'text-brand-600' : 'text-slate-500 hover:text-brand-600',
      )}
    >
      <Icon className={cn('size-5', post.isBookmarked && 'fill-brand-100')} aria-hidden />
    </button>
  );
}

/** A job post in a list: the whole card opens the post; the bookmark icon is for freelancers. */
export function PostCard({ post, now, bookmarkable = false }: { post: Post; now: number; bookmarkable?: boolean }) {
  const { _ } = useLingui();
  const postedLabel = usePostedLabel();
  const formatBudget = useFormatBudget();
  return (
    <Card className="relative transition-shadow focus-within:ring-2 focus-within:ring-brand-500/40 hover:shadow-md">
      <div className="flex items-start gap-3">
        <Avatar src={post.client.avatar} name={post.client.fullName} />
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="max-w-full min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">
              <bdi>{post.client.fullName}</bdi>
            </p>
            <p className="text-xs text-slate-500">{postedLabel(post.createdAt, now)}</p>
          </div>
          <div className="flex flex-col items-start gap-1">
            <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium whitespace-nowrap text-brand-700">
              {_('posts.card.budget', { budget: formatBudget(post.budget) })}
            </p>
            <ApproxBudget range={post.budget} className="ps-3 text-xs whitespace-nowrap text-slate-600" />
          </div>
        </div>
        {bookmarkable && <BookmarkIcon post={post} />}
      </div>
      {/* The title reads (and aligns) in its own direction, like the description under it. */}
      <h3 dir="auto" className="mt-4 text-lg font-semibold text-slate-900">
        <Link
          to={`/post/${post._id}`}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus:outline-none"
        >
          {post.title}
        </Link>
      </h3>
      <UserText text={post.description} links={false} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600" />
      <TagList tags={post.tags} className="mt-4" />
    </Card>
  );
}
