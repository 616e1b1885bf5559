import { Trans, useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/users';
import { receivedApplicationsQuery } from '@web/features/applications/api';
import { myPostsQuery } from '@web/features/posts/api';
import { freelancerSearchQuery } from '@web/features/profiles/api';
import { useShortTime } from '@web/lib/dates';
import { Avatar } from '@web/ui/Avatar';
import { VerifiedBadge } from '@web/ui/Badge';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { Section, SectionEmpty, SectionLoading } from './Section';
import { useOrdersInProgress } from './orders-in-progress';
import { categoryNameIn } from '@web/lib/taxonomy';

const rowClass = 'flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50';

function MyPosts() {
  const { _ } = useLingui();
  const posts = useInfiniteQuery(myPostsQuery());
  if (posts.isPending) return <SectionLoading />;
  if (posts.isError) return <ErrorState title={_('jobs-form.home.postsFailed')} onRetry={() => void posts.refetch()} />;
  const items = posts.data.pages.flatMap((p) => p.items).slice(0, 5);
  if (items.length === 0) return <SectionEmpty>{_('jobs-form.home.postsEmpty')}</SectionEmpty>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((post) => (
        <li key={post._id} className="flex items-center justify-between gap-3 py-2">
          <Link
            to={`/post/${post._id}`}
            dir="auto"
            className="min-w-0 font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {post.title}
          </Link>
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            {_('jobs-form.applicants', { count: post.applicantCount ?? 0 })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function NewestApplications() {
  const { _ } = useLingui();
  const shortTime = useShortTime();
  const applications = useInfiniteQuery(receivedApplicationsQuery());
  if (applications.isPending) return <SectionLoading />;
  if (applications.isError)
    return <ErrorState title={_('jobs-form.home.applicationsFailed')} onRetry={() => void applications.refetch()} />;
  const items = applications.data.pages.flatMap((p) => p.items).slice(0, 5);
  if (items.length === 0) return <SectionEmpty>{_('jobs-form.home.applicationsEmpty')}</SectionEmpty>;
  return (
    <ul className="space-y-1">
      {items.map((a) => (
        <li key={a._id}>
          <Link to={`/applicantinfo/${a._id}`} className={rowClass}>
            <Avatar src={a.userId.avatar} name={a.userId.fullName} className="size-9" />
            <span className="min-w-0 flex-1">
              <bdi className="block font-medium text-slate-900">{a.userId.fullName}</bdi>
              <span className="block text-sm text-slate-600">
                <bdi>{a.postId.title}</bdi> · {shortTime(a.createdAt)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrdersInProgress() {
  const { _ } = useLingui();
  const orders = useOrdersInProgress();
  if (orders.isPending) return <SectionLoading />;
  if (orders.isError)
    return <ErrorState title={_('jobs-form.home.ordersFailed')} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <SectionEmpty>{_('jobs-form.home.ordersEmpty')}</SectionEmpty>;
  return (
    <ul className="divide-y divide-slate-100">
      {orders.data.slice(0, 5).map((o) => (
        <li key={o._id} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <bdi className="block font-medium text-slate-900">{o.title}</bdi>
            {o.otherParty.fullName && <bdi className="block text-sm text-slate-600">{o.otherParty.fullName}</bdi>}
          </span>
          <span className="shrink-0 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            {_('jobs-form.home.orderStatus', { status: o.status })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function FreelancersWorthALook({ query }: { query: string }) {
  const { _ } = useLingui();
  const people = useInfiniteQuery(freelancerSearchQuery(query));
  if (people.isPending) return <SectionLoading />;
  if (people.isError)
    return <ErrorState title={_('jobs-form.home.freelancersFailed')} onRetry={() => void people.refetch()} />;
  const items = people.data.pages.flatMap((p) => p.items).slice(0, 6);
  if (items.length === 0) return <SectionEmpty>{_('jobs-form.home.freelancersEmpty')}</SectionEmpty>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((f) => (
        <li key={f._id}>
          <Link to={`/profile/${f._id}`} className={rowClass}>
            <Avatar src={f.avatar} name={f.fullName} className="size-9" />
            <span className="min-w-0">
              <span className="flex items-center gap-1 font-medium text-slate-900">
                <bdi>{f.fullName}</bdi>
                {f.isVerified && <VerifiedBadge />}
              </span>
              <span className="block text-sm text-slate-600">{f.profession && categoryNameIn(_, f.profession)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the client's posts ask for picks the freelancers; with no post yet, the common professions. */
function useTalentQuery(): string {
  const posts = useInfiniteQuery(myPostsQuery());
  const newest = posts.data?.pages[0]?.items[0];
  return newest ? [newest.category, ...newest.tags].join(' ') : 'developer designer';
}

/** /dashboard for a client: their posts, the newest applications, orders under way and talent to look at. */
export function ClientHome({ user }: { user: User }) {
  const { _ } = useLingui();
  const talentQuery = useTalentQuery();
  return (
    <Page className="space-y-6">
      <Card className="flex flex-col items-start gap-4 bg-gradient-to-br from-brand-700 to-brand-900 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">
            <Trans id="jobs-form.home.welcome" values={{ name: user.fullName }} components={{ 0: <bdi /> }} />
          </h1>
          <p className="mt-1 text-brand-50">{_('jobs-form.home.youAreClient')}</p>
        </div>
        <ButtonLink to="/createpost" variant="secondary">
          <PlusCircle className="size-4" aria-hidden /> {_('jobs-form.createPost')}
        </ButtonLink>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          id="ws-your-posts"
          title={_('jobs-form.home.posts')}
          link={{ to: '/mypost', label: _('jobs-form.home.allPosts') }}
        >
          <MyPosts />
        </Section>
        <Section
          id="ws-newest-applications"
          title={_('jobs-form.home.applications')}
          link={{ to: '/applications', label: _('jobs-form.home.allApplications') }}
        >
          <NewestApplications />
        </Section>
        <Section
          id="ws-orders-in-progress"
          title={_('jobs-form.home.orders')}
          link={{ to: '/orders', label: _('jobs-form.home.allOrders') }}
        >
          <OrdersInProgress />
        </Section>
        <Section id="ws-freelancers-worth-a-look" title={_('jobs-form.home.freelancers')}>
          <FreelancersWorthALook query={talentQuery} />
        </Section>
      </div>
    </Page>
  );
}
