import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportGroup, ReportStatus } from '@shared/schemas/moderation';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { Badge } from '@web/ui/Badge';
import { Card, PageTitle } from '@web/ui/Card';
import { LoadMore } from '@web/ui/LoadMore';
import { Tabs } from '@web/ui/Tabs';
import { UserText } from '@web/ui/UserText';
import { reportQueueQuery, useReportQueue, useResolveReport } from './api';
import { AdminListState } from './AdminListState';
import { ContentPreview, typeName } from './ContentPreview';
import { DecisionButton } from './DecisionButton';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(reportQueueQuery('open'));

const TABS: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'reports.tab.open' },
  { value: 'dismissed', label: 'reports.tab.dismissed' },
  { value: 'actioned', label: 'reports.tab.actioned' },
];
/** How a closed group was decided, and the toast of each decision. */
const RESOLUTION_WORDS = {
  dismiss: 'reports.resolution.dismiss',
  hide: 'reports.resolution.hide',
  suspend: 'reports.resolution.suspend',
} as const;
const DECIDED = {
  dismiss: 'reports.toast.dismissed',
  hide: 'reports.resolution.hide',
  suspend: 'reports.resolution.suspend',
} as const;

function Decisions({ group }: { group: ReportGroup }) {
  const { _ } = useLingui();
  const resolve = useResolveReport();
  const type = group.targetType;
  const name = group.preview?.title ?? _(typeName(type));
  const decide = (action: 'dismiss' | 'hide' | 'suspend') => (reason: string | undefined) =>
    resolve.mutateAsync({ reportId: group.reportId, action, reason: reason ?? '' }).then(() => _(DECIDED[action]));
  const owner = group.owner;
  const cannotSuspend = !owner
    ? _('reports.cannotSuspend.gone')
    : owner.isAdmin
      ? _('reports.cannotSuspend.admin')
      : owner.suspended
        ? _('reports.cannotSuspend.already')
        : null;
  return (
    <div className="flex flex-wrap gap-2">
      <DecisionButton
        label={_('reports.dismiss')}
        ariaLabel={_('reports.dismissName', { name })}
        title={_('reports.dismissTitle', { count: group.count })}
        explain={<p>{_('reports.dismissExplain', { type })}</p>}
        decide={decide('dismiss')}
      />
      <DecisionButton
        label={_('reports.hide')}
        ariaLabel={_('reports.hideName', { name })}
        title={_('reports.hideTitle', { type })}
        explain={<p>{_('reports.hideExplain')}</p>}
        disabled={!group.preview}
        decide={decide('hide')}
      />
      <DecisionButton
        label={_('admin.suspend.confirm')}
        ariaLabel={owner ? _('reports.suspendName', { name: owner.fullName }) : _('reports.suspendOwner')}
        title={owner ? _('reports.suspendTitle', { name: owner.fullName }) : _('reports.suspendThis')}
        explain={
          <p>
            {_('reports.suspendExplain')} {cannotSuspend}
          </p>
        }
        variant="danger"
        disabled={Boolean(cannotSuspend)}
        decide={decide('suspend')}
      />
    </div>
  );
}

function GroupCard({ group }: { group: ReportGroup }) {
  const { _ } = useLingui();
  return (
    <Card
      role="article"
      aria-label={`${_(typeName(group.targetType))}: ${group.preview?.title ?? _('reports.deletedShort')}`}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Flag className="size-4 text-red-600" aria-hidden />
          {_('reports.count', { count: group.count })}
        </p>
        <p className="text-xs text-slate-500">
          {_('reports.latest')}{' '}
          <time dateTime={group.latestAt} title={dateTimeOf(group.latestAt)}>
            {shortTime(group.latestAt)}
          </time>
        </p>
      </div>
      <ContentPreview
        type={group.targetType}
        preview={group.preview}
        owner={group.owner}
        hidden={group.hidden}
        hiddenReason={group.hiddenReason}
      />
      <div className="flex flex-wrap gap-1.5">
        {group.reasons.map((reason) => (
          <Badge key={reason} className="bg-red-50 text-red-700 ring-red-600/20">
            {_(`reports.reason.${reason}`)}
          </Badge>
        ))}
      </div>
      <ul className="space-y-2 border-t border-slate-100 pt-3" aria-label={_('reports.latestList')}>
        {group.reports.map((r) => (
          <li key={r._id} className="text-sm">
            <p className="text-slate-500">
              <bdi className="font-medium text-slate-800">{r.reporter?.fullName ?? _('admin.deletedUser')}</bdi> ·{' '}
              {_(`reports.reason.${r.reason}`)} · {shortTime(r.createdAt)}
            </p>
            {r.details && <UserText text={r.details} className="wrap-anywhere text-slate-700" />}
          </li>
        ))}
      </ul>
      {group.status === 'open' ? (
        <Decisions group={group} />
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm wrap-anywhere text-slate-700">
          <span className="font-medium">
            {group.resolution ? _(RESOLUTION_WORDS[group.resolution]) : _('reports.closed')}
          </span>
          {group.resolvedAt && <> · {shortTime(group.resolvedAt)}</>}: <bdi>{group.resolutionReason}</bdi>
        </p>
      )}
    </Card>
  );
}

/** /admin/reports (in the console's layout): the reports queue, grouped by what was reported, with the decisions. */
export default function ReportsQueueScreen() {
  const { _ } = useLingui();
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useReportQueue(status);
  const groups = queue.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="max-w-4xl space-y-6">
      <PageTitle>{_('admin.nav.reports')}</PageTitle>
      <Tabs
        label={_('reports.statusTabs')}
        items={TABS.map((tab) => ({ ...tab, label: _(tab.label) }))}
        value={status}
        onChange={setStatus}
      >
        <div className="space-y-4 pt-4">
          <AdminListState query={queue} empty={_(`reports.empty.${status}`)}>
            {groups.map((group) => (
              <GroupCard key={`${group.targetType}:${group.targetId}:${group.resolvedAt ?? ''}`} group={group} />
            ))}
            <LoadMore
              hasMore={queue.hasNextPage}
              loading={queue.isFetchingNextPage}
              onLoad={() => void queue.fetchNextPage()}
              label={_('reports.more')}
            />
          </AdminListState>
        </div>
      </Tabs>
    </div>
  );
}
