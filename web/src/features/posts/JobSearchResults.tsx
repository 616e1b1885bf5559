import { SearchX } from 'lucide-react';
import { EmptyState } from '@web/ui/EmptyState';
import { useSearchPosts } from './api';
import { PostCard } from './PostCard';
import { PostList } from './PostList';
import { useNow } from './use-now';

/** Job posts matching the term of /search/{term}; an empty or failed search shows 'No result found'. */
export function JobSearchResults({ query }: { query: string }) {
  const term = query.trim();
  const results = useSearchPosts(term);
  const now = useNow();
  const none = <EmptyState title="No result found" icon={<SearchX className="size-6" aria-hidden />} />;
  if (!term) return none;
  return (
    <PostList query={results} empty={none} failed={none}>
      {(post) => <PostCard post={post} now={now} />}
    </PostList>
  );
}
