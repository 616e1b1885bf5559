import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import type { User } from '@shared/schemas/users';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Tabs } from '@web/ui/Tabs';
import { useAllPosts, useBookmarkedPosts } from './api';
import { JobSearchBox } from './JobSearchBox';
import { PostCard } from './PostCard';
import { PostList } from './PostList';
import { useNow } from './use-now';
import { WhyWorkify } from './WhyWorkify';

type Tab = 'recent' | 'bookmarked';
const TABS = [
  { value: 'recent' as const, label: 'jobs-form.freelancer.recent' },
  { value: 'bookmarked' as const, label: 'jobs-form.freelancer.bookmarked' },
];

function RecentPosts({ now }: { now: number }) {
  const { _ } = useLingui();
  const query = useAllPosts();
  return (
    <PostList
      query={query}
      empty={
        <EmptyState title={_('jobs-form.freelancer.noPost')}>
          <p className="max-w-sm text-sm text-slate-600">{_('jobs-form.freelancer.noPostHint')}</p>
          <ButtonLink to="/add">{_('jobs-form.freelancer.addGig')}</ButtonLink>
        </EmptyState>
      }
      failed={<ErrorState title={_('jobs-form.freelancer.failed')} onRetry={() => void query.refetch()} />}
    >
      {(post) => <PostCard post={post} now={now} bookmarkable />}
    </PostList>
  );
}

function BookmarkedPosts({ now, onBrowse }: { now: number; onBrowse: () => void }) {
  const { _ } = useLingui();
  const query = useBookmarkedPosts();
  return (
    <PostList
      query={query}
      empty={
        <EmptyState title={_('jobs-form.freelancer.noBookmark')}>
          <p className="max-w-sm text-sm text-slate-600">{_('jobs-form.freelancer.noBookmarkHint')}</p>
          <Button variant="secondary" onClick={onBrowse}>
            {_('jobs-form.freelancer.browse')}
          </Button>
        </EmptyState>
      }
      failed={<ErrorState title={_('jobs-form.freelancer.failed')} onRetry={() => void query.refetch()} />}
    >
      {(post) => <PostCard post={post} now={now} bookmarkable />}
    </PostList>
  );
}

/** /dashboard for freelancers: welcome, job search, and the Recent and Bookmarked posts. */
export function FreelancerDashboard({ user }: { user: User }) {
  const { _ } = useLingui();
  const [tab, setTab] = useState<Tab>('recent');
  const now = useNow();
  return (
    <Page className="space-y-6">
      <Card className="flex flex-col gap-4 bg-gradient-to-br from-brand-600 to-brand-800 text-white">
        <div>
          <h1 className="text-2xl font-semibold">
            <Trans id="jobs-form.home.welcome" values={{ name: user.fullName }} components={{ 0: <bdi /> }} />
          </h1>
          <p className="mt-1 text-brand-100">{_('jobs-form.freelancer.tagline')}</p>
        </div>
        <JobSearchBox />
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-label={_('jobs-form.freelancer.posts')} className="min-w-0">
          <Tabs
            label={_('jobs-form.freelancer.posts')}
            items={TABS.map((t) => ({ ...t, label: _(t.label) }))}
            value={tab}
            onChange={setTab}
          >
            {tab === 'recent' ? (
              <RecentPosts now={now} />
            ) : (
              <BookmarkedPosts now={now} onBrowse={() => setTab('recent')} />
            )}
          </Tabs>
        </section>
        <WhyWorkify />
      </div>
    </Page>
  );
}
