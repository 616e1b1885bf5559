import type { ReactNode } from 'react';
import { InviteButton } from '@web/features/invitations/InviteButton';
import { useMyPosts } from '@web/features/posts/api';
import { useMe } from '@web/lib/session';

/**
 * "Invite to a job" for a signed-in client (invitations), offering their open posts (posts):
 * composed here as features do not reach into each other. Nothing for anyone else.
 */
export function InviteToJob({
  freelancer,
  className,
}: {
  freelancer: { _id: string; fullName: string };
  className?: string;
}): ReactNode {
  const { user } = useMe();
  if (!user?.isClient) return null;
  return <ClientInvite freelancer={freelancer} className={className} />;
}

function ClientInvite({
  freelancer,
  className,
}: {
  freelancer: { _id: string; fullName: string };
  className?: string;
}) {
  const posts = useMyPosts();
  // The first page (newest 20) is what one picks from; an older open post is rarely the one.
  const open = posts.data?.pages[0]?.items.filter((post) => post.status === 'open' && !post.hidden);
  return <InviteButton freelancer={freelancer} posts={open} className={className} />;
}
