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
  { value: 'recent' as const, label: 'Recent' },
  { value: 'bookmarked' as const, label: 'Bookmarked' },
];

function RecentPosts({ now }: { now: number }) {
  const query = useAllPosts();
  return (
    <PostList
      query={query}
      empty={
        <EmptyState title="No post found">
          <p className="max-w-sm text-sm text-slate-600">
            No client has posted a job yet. Meanwhile, a gig lets clients buy from you directly.
          </p>
          <ButtonLink to="/add">Add a gig</ButtonLink>
        </EmptyState>
      }
      failed={<ErrorState title="Something Went Wrong" onRetry={() => void query.refetch()} />}
    >
      {(post) => <PostCard post={post} now={now} bookmarkable />}
    </PostList>
  );
}

function BookmarkedPosts({ now, onBrowse }: { now: number; onBrowse: () => void }) {
  const query = useBookmarkedPosts();
  return (
    <PostList
      query={query}
      empty={
        <EmptyState title="You don't have any post bookmarked yet!">
          <p className="max-w-sm text-sm text-slate-600">
            Bookmark a job from the recent posts to come back to it later.
          </p>
          <Button variant="secondary" onClick={onBrowse}>
            Browse recent jobs
          </Button>
        </EmptyState>
      }
      failed={<ErrorState title="Something Went Wrong" onRetry={() => void query.refetch()} />}
    >
      {(post) => <PostCard post={post} now={now} bookmarkable />}
    </PostList>
  );
}

/** /dashboard for freelancers: welcome, job search, and the Recent and Bookmarked posts. */
export function FreelancerDashboard({ user }: { user: User }) {
  const [tab, setTab] = useState<Tab>('recent');
  const now = useNow();
  return (
    <Page className="space-y-6">
      <Card className="flex flex-col gap-4 bg-gradient-to-br from-brand-600 to-brand-800 text-white">
        <div>
          <h1 className="text-2xl font-semibold">Welcome, {user.fullName}</h1>
          <p className="mt-1 text-brand-100">Find your next job and apply in minutes.</p>
        </div>
        <JobSearchBox />
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-label="Job posts" className="min-w-0">
          <Tabs label="Job posts" items={TABS} value={tab} onChange={setTab}>
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
