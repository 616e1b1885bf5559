import type { QueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ReportGroup,
  type ReportStatus,
} from '@shared/schemas/moderation';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { Badge } from '@web/ui/Badge';
import { Card, PageTitle } from '@web/ui/Card';
import { LoadMore } from '@web/ui/LoadMore';
import { Tabs } from '@web/ui/Tabs';
import { UserText } from '@web/ui/UserText';
import { reportQueueQuery, useReportQueue, useResolveReport } from './api';
import { AdminListState } from './AdminListState';
import { ContentPreview, TYPE_NAMES } from './ContentPreview';
import { DecisionButton } from './DecisionButton';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(reportQueueQuery('open'));

const TABS: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'actioned', label: 'Actioned' },
];
const RESOLUTION_WORDS = { dismiss: 'Dismissed', hide: 'Content hidden', suspend: 'Account suspended' } as const;

function Decisions({ group }: { group: ReportGroup }) {
  const resolve = useResolveReport();
  const what = REPORT_TARGET_LABELS[group.targetType];
  const name = group.preview?.title ?? what;
  const decide = (action: 'dismiss' | 'hide' | 'suspend') => (reason: string | undefined) =>
    resolve.mutateAsync({ reportId: group.reportId, action, reason: reason ?? '' });
  const owner = group.owner;
  const cannotSuspend = !owner
    ? 'The account no longer exists'
    : owner.isAdmin
      ? 'Administrators cannot be suspended'
      : owner.suspended
        ? 'Already suspended'
        : null;
  return (
    <div className="flex flex-wrap gap-2">
      <DecisionButton
        label="Dismiss"
        ariaLabel={`Dismiss the reports about ${name}`}
        title={`Dismiss ${group.count === 1 ? 'this report' : `these ${group.count} reports`}?`}
        explain={<p>The {what} stays as it is. Every open report about it closes with your reason.</p>}
        decide={decide('dismiss')}
      />
      <DecisionButton
        label="Hide"
        ariaLabel={`Hide ${name}`}
        title={`Hide this ${what}?`}
        explain={
          <p>
            Nobody but its owner and the team will see it: it leaves every list and search. The owner gets your reason
            by mail.
          </p>
        }
        disabled={!group.preview}
        decide={decide('hide')}
      />
      <DecisionButton
        label="Suspend account"
        ariaLabel={`Suspend the account of ${owner?.fullName ?? 'the owner'}`}
        title={`Suspend ${owner?.fullName ?? 'this account'}?`}
        explain={
          <p>
            They are signed out everywhere at once and cannot sign in; their gigs and job posts are hidden until the
            suspension is lifted. {cannotSuspend}
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
  return (
    <Card
      role="article"
      aria-label={`${TYPE_NAMES[group.targetType]}: ${group.preview?.title ?? 'deleted'}`}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Flag className="size-4 text-red-600" aria-hidden />
          {group.count} {group.count === 1 ? 'report' : 'reports'}
        </p>
        <p className="text-xs text-slate-500">
          Latest{' '}
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
            {REPORT_REASON_LABELS[reason]}
          </Badge>
        ))}
      </div>
      <ul className="space-y-2 border-t border-slate-100 pt-3" aria-label="Latest reports">
        {group.reports.map((r) => (
          <li key={r._id} className="text-sm">
            <p className="text-slate-500">
              <span className="font-medium text-slate-800">{r.reporter?.fullName ?? 'Deleted user'}</span> ·{' '}
              {REPORT_REASON_LABELS[r.reason]} · {shortTime(r.createdAt)}
            </p>
            {r.details && <UserText text={r.details} className="wrap-anywhere text-slate-700" />}
          </li>
        ))}
      </ul>
      {group.status === 'open' ? (
        <Decisions group={group} />
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm wrap-anywhere text-slate-700">
          <span className="font-medium">{group.resolution ? RESOLUTION_WORDS[group.resolution] : 'Closed'}</span>
          {group.resolvedAt && <> · {shortTime(group.resolvedAt)}</>}: {group.resolutionReason}
        </p>
      )}
    </Card>
  );
}

/** /admin/reports (in the console's layout): the reports queue, grouped by what was reported, with the decisions. */
export default function ReportsQueueScreen() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useReportQueue(status);
  const groups = queue.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="max-w-4xl space-y-6">
      <PageTitle>Reports</PageTitle>
      <Tabs label="Report status" items={TABS} value={status} onChange={setStatus}>
        <div className="space-y-4 pt-4">
          <AdminListState
            query={queue}
            empty={status === 'open' ? 'No open reports. All quiet.' : `No ${status} reports yet.`}
          >
            {groups.map((group) => (
              <GroupCard key={`${group.targetType}:${group.targetId}:${group.resolvedAt ?? ''}`} group={group} />
            ))}
            <LoadMore
              hasMore={queue.hasNextPage}
              loading={queue.isFetchingNextPage}
              onLoad={() => void queue.fetchNextPage()}
              label="More reports"
            />
          </AdminListState>
        </div>
      </Tabs>
    </div>
  );
}
