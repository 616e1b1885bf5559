import { useLingui } from '@lingui/react';
import { Badge } from '@web/ui/Badge';
import { cn } from '@web/ui/cn';

/** A post's tags (its required skills) as chips. */
export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  const { _ } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={_('posts.tags.label')} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
