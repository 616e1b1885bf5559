import { InvitationNotice } from '@web/features/invitations/InvitationNotice';
import { PostInvitations } from '@web/features/invitations/PostInvitations';
import PostDetailScreen from '@web/features/posts/PostDetailScreen';
import { useMe } from '@web/lib/session';
import type { QueryClient } from '@tanstack/react-query';
import { postQuery } from '@web/features/posts/api';
import { signedInOnly } from '../signed-in';

// Shown to signed-in members only: loaded when one is, not with the page (app/signed-in.tsx).
const ReportButton = signedInOnly(() => import('@web/features/reports/ReportButton').then((m) => m.ReportButton));

/**
 * /post/{postId}: the job post (posts) with Report for any signed-in member but its client
 * (reports); an invited freelancer sees their invitation above it, its client who they invited
 * below it (invitations).
 */
export default function PostDetailRoute() {
  const { user } = useMe();
  return (
    <PostDetailScreen
      renderActions={(post) =>
        user && user._id !== post.client._id && !post.hidden ? (
          <ReportButton targetType="post" targetId={post._id} className="-ms-3" />
        ) : null
      }
      renderNotice={(post) =>
        user && !user.isClient ? <InvitationNotice postId={post._id} applied={Boolean(post.myApplication)} /> : null
      }
      renderSections={(post) => (user && user._id === post.client._id ? <PostInvitations postId={post._id} /> : null)}
    />
  );
}

/** The post: all its page shows. @public */
export function prefetch(queryClient: QueryClient, url: URL) {
  return queryClient.prefetchQuery(postQuery(decodeURIComponent(url.pathname.split('/')[2] ?? '')));
}
