import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@shared/schemas/admin';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { formatMoney } from '@shared/money';
import { PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { AUDIT_ACTIONS, AuditFilters as AuditFiltersForm } from './AuditFilters';
import { auditQuery, useAudit, type AuditFilters } from './api';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchInfiniteQuery(
    auditQuery(
      Object.fromEntries(FILTER_KEYS.flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k)!]] : []))),
    ),
  );

/** Where a target can be opened; others are shown by type and id only. */
const TARGET_PATHS: Record<string, (id: string) => string> = {
  user: (id) => `/profile/${id}`,
  gig: (id) => `/gig/${id}`,
  post: (id) => `/post/${id}`,
  order: (id) => `/orders/${id}`,
  dispute: (id) => `/admin/disputes/${id}`,
  currency: () => '/admin/rates',
};

function Target({ entry }: { entry: AuditEntry }) {
  // Its name as it is now ("Mallory Member", a gig's title); the kind and a short id for one that is gone.
  const short = entry.targetLabel
    ? `${TARGET_KINDS[entry.targetType] ?? entry.targetType}: ${entry.targetLabel}`
    : `${entry.targetType} ${entry.targetId.slice(0, 8)}`;
  const path = TARGET_PATHS[entry.targetType];
  return path ? (
    <Link to={path(entry.targetId)} title={entry.targetId} className="text-brand-700 hover:underline">
      {short}
    </Link>
  ) : (
    <span title={entry.targetId}>{short}</span>
  );
}

const TARGET_KINDS: Record<string, string> = {
  user: 'Account',
  gig: 'Gig',
  post: 'Job post',
  order: 'Order',
  dispute: 'Dispute',
};

/** "sessionsEnded" reads "Sessions ended"; a key ending in Cents is an amount. */
const words = (key: string) =>
  key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
const shown = (key: string, value: unknown) =>
  key.endsWith('Cents') && typeof value === 'number'
    ? formatMoney(value, 'minor')
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value);

/** What the action changed (amounts, e-mail…), in words; empty values (null) say nothing and are left out. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (entries.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all">
          {words(key)}: {shown(key, value)}
        </li>
      ))}
    </ul>
  );
}

const FILTER_KEYS = ['action', 'actor', 'from', 'to'] as const;

/** /admin/audit: every admin action and admin-decided money movement, newest first (append-only). */
export default function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  );
  const filtered = Object.keys(filters).length > 0;
  const log = useAudit(filters);
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Audit log</PageTitle>
        <p className="text-sm text-slate-600">
          Every administrator action, newest first. Lines are never changed or removed.
        </p>
      </div>
      <AuditFiltersForm
        key={params.toString()}
        value={filters}
        onChange={(next) =>
          setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>)
        }
      />
      {log.isPending && <CardListSkeleton count={2} />}
      {log.isError && <ErrorState title={log.error.message} onRetry={() => void log.refetch()} />}
      {log.isSuccess && rows.length === 0 && (
        <EmptyState title={filtered ? 'No line matches these filters' : 'Nothing has been logged yet'} />
      )}
      {rows.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className={t.thead}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
                <th scope="col" className="px-4 py-3">
                  Who
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  Target
                </th>
                <th scope="col" className="px-4 py-3">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody className={t.tbody}>
              {rows.map((e) => (
                <tr key={e.id} className={t.row}>
                  <td className={`${t.cell} whitespace-nowrap`} data-label="When">
                    <time dateTime={e.createdAt} title={dateTimeOf(e.createdAt)}>
                      {shortTime(e.createdAt)}
                    </time>
                  </td>
                  <td className={`${t.cell} break-words`} data-label="Who">
                    {e.actor ? e.actor.name : 'Workify'}
                  </td>
                  <td className={t.cell} data-label="Action">
                    <span title={e.action}>{AUDIT_ACTIONS[e.action] ?? e.action}</span>
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
      <LoadMore
        hasMore={Boolean(log.hasNextPage)}
        loading={log.isFetchingNextPage}
        onLoad={() => void log.fetchNextPage()}
        label="Older entries"
      />
    </div>
  );
}
