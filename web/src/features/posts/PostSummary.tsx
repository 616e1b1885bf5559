import { Trans } from '@lingui/react';
import type { Post } from '@shared/schemas/posts';
import { Card } from '@web/ui/Card';
import { TagList } from './TagList';
import { UserText } from '@web/ui/UserText';
import { useFormatBudget } from '@web/lib/budget';
import { useFormatDate } from '@web/lib/dates';
import { useCategoryName } from '@web/lib/taxonomy';

/** The job as the apply screen recalls it: title, category, posted date, description and tags. */
export function PostSummary({ post }: { post: Post }) {
  const formatDate = useFormatDate();
  const formatBudget = useFormatBudget();
  const categoryName = useCategoryName();
  return (
    <Card className="space-y-4">
      <div>
        <p className="text-sm font-medium text-brand-700">{categoryName(post.category)}</p>
        <h1 dir="auto" className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
          {post.title}
        </h1>
        <p className="mt-1 text-sm text-slate-500">
          <Trans
            id="posts.summary.posted"
            values={{ date: formatDate(post.createdAt, 'longDate'), budget: formatBudget(post.budget) }}
            components={{ 0: <time dateTime={post.createdAt} /> }}
          />
        </p>
      </div>
      <UserText text={post.description} className="text-sm leading-6 text-slate-700" />
      <TagList tags={post.tags} />
    </Card>
  );
}
