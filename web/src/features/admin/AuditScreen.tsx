import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AuditEntry } from '@shared/schemas/admin';
import { fullTime, shortTime } from '@web/lib/format-time';
import { PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { auditQuery, useAudit } from './api';

export const prefetch = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(auditQuery());

/** The log's action names (ISSUE 23's list) in words; an action not listed shows as it is stored. */
const ACTIONS: Record<string, string> = {
  'admin.create': 'Created an administrator',
  'admin.promote': 'Made an administrator',
  'user.suspend': 'Suspended an account',
  'user.unsuspend': 'Lifted a suspension',
  'report.dismiss': 'Dismissed a report',
  'report.hide': 'Hid reported content',
  'report.suspend': 'Suspended a reported account',
  'content.hide': 'Hid content',
  'content.restore': 'Restored content',
  'dispute.decide': 'Decided a dispute',
};

/** Where a target can be opened; others are shown by type and id only. */
const TARGET_PATHS: Record<string, (id: string) => string> = {
  user: (id) => `/profile/${id}`,
  gig: (id) => `/gig/${id}`,
  post: (id) => `/post/${id}`,
  order: (id) => `/orders/${id}`,
  dispute: (id) => `/admin/disputes/${id}`,
};

function Target({ entry }: { entry: AuditEntry }) {
  const short = `${entry.targetType} ${entry.targetId.slice(0, 8)}`;
  const path = TARGET_PATHS[entry.targetType];
  return path ? (
    <Link to={path(entry.targetId)} title={entry.targetId} className="text-brand-700 hover:underline">
      {short}
    </Link>
  ) : (
    <span title={entry.targetId}>{short}</span>
  );
}

/** What the action changed (amounts, e-mail…), as "key: value" lines. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all">
          {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit: every admin action and admin-decided money movement, newest first (append-only). */
export default function AuditScreen() {
  const log = useAudit();
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Audit log</PageTitle>
        <p className="text-sm text-slate-600">Every administrator action, newest first. Lines are never changed or removed.</p>
      </div>
      {log.isPending && <CardListSkeleton count={2} />}
      {log.isError && <ErrorState onRetry={() => void log.refetch()} />}
      {log.isSuccess && rows.length === 0 && <EmptyState title="Nothing has been logged yet" />}
      {rows.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className={t.thead}>
              <tr>
                <th scope="col" className="px-4 py-3">When</th>
                <th scope="col" className="px-4 py-3">Who</th>
                <th scope="col" className="px-4 py-3">Action</th>
                <th scope="col" className="px-4 py-3">Target</th>
                <th scope="col" className="px-4 py-3">Reason</th>
              </tr>
            </thead>
            <tbody className={t.tbody}>
              {rows.map((e) => (
                <tr key={e.id} className={t.row}>
                  <td className={`${t.cell} whitespace-nowrap`} data-label="When">
                    <time dateTime={e.createdAt} title={fullTime(e.createdAt)}>
                      {shortTime(e.createdAt)}
                    </time>
                  </td>
                  <td className={`${t.cell} break-words`} data-label="Who">
                    {e.actor ? e.actor.name : 'Workify'}
                  </td>
                  <td className={t.cell} data-label="Action">
                    <span title={e.action}>{ACTIONS[e.action] ?? e.action}</span>
                  </td>
                  <td className={`${t.cell} whitespace-nowrap`} data-label="Target">
                    <Target entry={e} />
                  </td>
                  <td className="px-4 py-3 text-slate-800 max-sm:px-0 max-sm:pt-2">
                    <p className="max-w-sm break-words">{e.reason}</p>
                    <Details details={e.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasMore={Boolean(log.hasNextPage)} loading={log.isFetchingNextPage} onLoad={() => void log.fetchNextPage()} label="Older entries" />
    </div>
  );
}
