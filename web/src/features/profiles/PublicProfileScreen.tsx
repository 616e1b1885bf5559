import { useLingui } from '@lingui/react';
import { MessageSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { VERIFIED_PROJECTS } from '@shared/constants';
import type { PublicUser } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { useStartConversation } from '@web/lib/start-conversation';
import { Avatar } from '@web/ui/Avatar';
import { VerifiedBadge, VerifiedNote } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { DetailRow } from '@web/ui/DetailRow';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { HiddenBanner } from '@web/ui/Hidden';
import { Skeleton } from '@web/ui/Skeleton';
import { StarRating } from '@web/ui/StarRating';
import { Tabs } from '@web/ui/Tabs';
import { UserText } from '@web/ui/UserText';
import { ProjectList } from './ProjectList';
import { SkillChips } from './SkillChips';
import { usePublicProfile } from './api';
import { useFormatDate } from '@web/lib/dates';
import { useCountryName } from '@web/lib/countries';
import { useFormatRating } from '@web/lib/i18n';
import { categoryNameIn } from '@web/lib/taxonomy';

type Tab = 'profile' | 'skills' | 'projects';

function MessageButton({ profile }: { profile: PublicUser }) {
  const { _ } = useLingui();
  const { user } = useMe();
  const start = useStartConversation();
  // Conversations are between a client and a freelancer.
  if (!user || user._id === profile._id || user.isClient === profile.isClient) return null;
  const open = () => start.mutate(profile._id, { onError: (err) => toast.error(err.message) });
  return (
    <Button onClick={open} loading={start.isPending} className="w-full">
      <MessageSquare className="size-4" aria-hidden /> {_('profiles.message')}
    </Button>
  );
}

function ProfileSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('profiles.loading')} className="grid gap-6 lg:grid-cols-[18rem_1fr]">
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

/** The left card: who they are at a glance (avatar, name, badge, role, rating, where from, since when). */
function IdentityCard({ user, extra, actions }: { user: PublicUser; extra?: ReactNode; actions?: ReactNode }) {
  const { _ } = useLingui();
  const formatDate = useFormatDate();
  const formatRating = useFormatRating();
  const countryName = useCountryName();
  const { average, count } = user.reviewsReceived;
  return (
    <Card className="flex flex-col items-center gap-3 self-start text-center">
      <Avatar src={user.avatar} name={user.fullName} className="size-28 text-3xl" />
      <div className="w-full min-w-0">
        <h1 className="flex items-center justify-center gap-1.5 text-lg font-semibold break-words text-slate-900">
          <bdi>{user.fullName}</bdi>
          {user.isVerified && <VerifiedBadge />}
        </h1>
        <p className="text-sm text-slate-500">
          {user.isClient ? _('profiles.client') : user.profession && categoryNameIn(_, user.profession)}
        </p>
        {user.isVerified && <VerifiedNote />}
        {!user.isClient && count > 0 && average !== null && (
          <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-700">
            <StarRating value={average} label={_('ui.rating.label', { rating: average })} /> {formatRating(average)} (
            {count})
          </p>
        )}
      </div>
      <dl className="w-full space-y-2 border-t border-slate-100 pt-3 text-start text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">{_('profiles.from')}</dt>
          <dd className="font-medium text-slate-800">{countryName(user.country, '—')}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">{_('profiles.languages')}</dt>
          <dd className="text-end font-medium break-words text-slate-800">
            {user.languages.length ? user.languages.join(', ') : '—'}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">{_('profiles.memberSince')}</dt>
          <dd className="font-medium text-slate-800">{formatDate(user.createdAt, 'longMonthYear')}</dd>
        </div>
      </dl>
      {extra}
      <MessageButton profile={user} />
      {actions}
      {!user.isClient && user.skills.length > 0 && (
        <div className="w-full border-t border-slate-100 pt-3 text-start">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">{_('profiles.expertise')}</h2>
          <SkillChips skills={user.skills} label={_('profiles.expertise')} />
        </div>
      )}
    </Card>
  );
}

interface Slots {
  /** Beside the identity (e.g. response time, last delivery). */
  facts?: ReactNode;
  /** Below the Message button (e.g. Block, Report). */
  actions?: ReactNode;
  /** Below the tabs (e.g. the freelancer's gigs, a client's rating). */
  sections?: ReactNode;
}

/**
 * /profile/{id}: a member's public profile. The composing route adds what other features know
 * (their gigs, their replies and deliveries, a client's rating) through `slots`.
 */
export default function PublicProfileScreen({ slots }: { slots?: (user: PublicUser) => Slots }) {
  const { id = '' } = useParams();
  // A new id starts on the Profile tab again.
  return <PublicProfile key={id} id={id} slots={slots} />;
}

function PublicProfile({ id, slots }: { id: string; slots?: (user: PublicUser) => Slots }) {
  const { _ } = useLingui();
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
    return (
      <Page className="max-w-xl">
        {missing ? <EmptyState title={_('profiles.notFound')} /> : <ErrorState onRetry={() => profile.refetch()} />}
      </Page>
    );
  }
  const user = profile.data;
  const extra = slots?.(user);
  const items = [
    { value: 'profile' as const, label: _('profiles.tabs.profile') },
    ...(user.isClient
      ? []
      : [
          { value: 'skills' as const, label: _('profiles.tabs.skills') },
          { value: 'projects' as const, label: _('profiles.tabs.projects') },
        ]),
  ];

  return (
    <Page className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      {user.hidden && <HiddenBanner reason={user.hiddenReason} what="profile" className="lg:col-span-2" />}
      <IdentityCard user={user} extra={extra?.facts} actions={extra?.actions} />
      <div className="min-w-0 space-y-6">
        <Card>
          <Tabs label={_('profiles.tabs.label')} items={items} value={tab} onChange={setTab}>
            {tab === 'profile' && (
              <div className="space-y-4">
                <div>
                  <h2 className="text-sm font-semibold text-slate-900">{_('profiles.about')}</h2>
                  {user.desc ? (
                    <UserText text={user.desc} className="mt-1 text-slate-700" />
                  ) : (
                    <p className="mt-1 text-sm text-slate-500">{_('profiles.noDescription')}</p>
                  )}
                </div>
                <dl>
                  <DetailRow label={_('profiles.name')} value={user.fullName} />
                  <DetailRow label={_('profiles.username')} value={user.username} />
                </dl>
              </div>
            )}
            {tab === 'skills' && <SkillChips skills={user.skills} />}
            {tab === 'projects' && (
              <div className="space-y-4">
                <p className="text-sm text-slate-500">{_('profiles.verifiedNeeds', { count: VERIFIED_PROJECTS })}</p>
                <ProjectList projects={user.projects} />
              </div>
            )}
          </Tabs>
        </Card>
        {extra?.sections}
      </div>
    </Page>
  );
}
