import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { VERIFIED_PROJECTS } from '@shared/constants';
import type { PublicUser } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { useStartConversation } from '@web/lib/start-conversation';
import { Avatar } from '@web/ui/Avatar';
import { VerifiedBadge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { Tabs } from '@web/ui/Tabs';
import { ProjectList } from './ProjectList';
import { SkillChips } from './SkillChips';
import { usePublicProfile } from './api';
import { DetailRow } from '@web/ui/DetailRow';

type Tab = 'profile' | 'skills' | 'projects';


function MessageButton({ profile }: { profile: PublicUser }) {
  const { user } = useMe();
  const start = useStartConversation();
  // Conversations are between a client and a freelancer.
  if (!user || user._id === profile._id || user.isClient === profile.isClient) return null;
  const open = () => start.mutate(profile._id, { onError: (err) => toast.error(err.message) });
  return (
    <Button onClick={open} loading={start.isPending} className="w-full sm:w-auto">
      <MessageSquare className="size-4" aria-hidden /> Message
    </Button>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <Card className="flex flex-col items-center gap-3">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-28" />
      </Card>
      <Card className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </Card>
    </div>
  );
}

/** /profile/{id}: another user's profile, skills and portfolio, with a way to message them. */
export default function PublicProfileScreen() {
  const { id = '' } = useParams();
  // A new id starts on the Profile tab again.
  return <PublicProfile key={id} id={id} />;
}

function PublicProfile({ id }: { id: string }) {
  const profile = usePublicProfile(id);
  const [tab, setTab] = useState<Tab>('profile');

  if (profile.isPending) {
    return (
      <Page>
        <ProfileSkeleton />
      </Page>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    return <Page className="max-w-xl">{missing ? <EmptyState title="User not found" /> : <ErrorState onRetry={() => profile.refetch()} />}</Page>;
  }
  const user = profile.data;
  const items = [
    { value: 'profile' as const, label: 'Profile' },
    ...(user.isClient ? [] : [{ value: 'skills' as const, label: 'Skills' }, { value: 'projects' as const, label: 'Projects' }]),
  ];

  return (
    <Page className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <Card className="flex flex-col items-center gap-3 self-start text-center">
        <Avatar src={user.avatar} name={user.fullName} className="size-28 text-3xl" />
        <div>
          <h1 className="flex items-center justify-center gap-1.5 text-lg font-semibold text-slate-900">
            {user.fullName}
            {user.isVerified && <VerifiedBadge />}
          </h1>
          <p className="text-sm text-slate-500">{user.isClient ? 'Client' : user.profession}</p>
        </div>
        <MessageButton profile={user} />
      </Card>
      <Card>
        <Tabs label="Profile sections" items={items} value={tab} onChange={setTab}>
          {tab === 'profile' && (
            <dl>
              <DetailRow label="Name" value={user.fullName} />
              <DetailRow label="Username" value={user.username} />
              {user.email && <DetailRow label="Email" value={user.email} />}
            </dl>
          )}
          {tab === 'skills' && <SkillChips skills={user.skills} />}
          {tab === 'projects' && (
            <div className="space-y-4">
              <p className="text-sm text-slate-500">{VERIFIED_PROJECTS} projects are required to get verified</p>
              <ProjectList projects={user.projects} />
            </div>
          )}
        </Tabs>
      </Card>
    </Page>
  );
}
