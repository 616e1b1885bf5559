import PostDetailScreen from '@web/features/posts/PostDetailScreen';
import { ReportButton } from '@web/features/reports/ReportButton';
import { useMe } from '@web/lib/session';

/** /post/{postId}: the job post (posts) with Report for any signed-in member but its client (reports). */
export default function PostDetailRoute() {
  const { user } = useMe();
  return <PostDetailScreen renderActions={(post) => (user && user._id !== post.client._id && !post.hidden ? <ReportButton targetType="post" targetId={post._id} className="-ml-3" /> : null)} />;
}
