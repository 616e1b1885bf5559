import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Post } from '@shared/schemas/posts';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { LoadMore } from '@web/ui/LoadMore';

type PostPages = UseInfiniteQueryResult<InfiniteData<{ items: Post[]; nextCursor: string | null }>>;

/** Loading, failure, empty and loaded states of a paged list of posts, loading more on scroll. */
export function PostList({
  query,
  empty,
  failed,
  children,
}: {
  query: PostPages;
  empty: ReactNode;
  failed: ReactNode;
  children: (post: Post) => ReactNode;
}) {
  if (query.isPending) return <CardListSkeleton />;
  if (query.isError && !query.data) return failed;
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (posts.length === 0) return empty;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {posts.map((post) => (
          <li key={post._id}>{children(post)}</li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </div>
  );
}
