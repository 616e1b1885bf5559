import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@shared/schemas/admin';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { useFormatMoney } from '@web/lib/i18n';
import { PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { AuditFilters as AuditFiltersForm, useAuditAction } from './AuditFilters';
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
  const { _ } = useLingui();
  // Its name as it is now ("Mallory Member", a gig's title); the kind and a short id for one that is gone.
  const kind = TARGET_KINDS.includes(entry.targetType) ? _(`admin.audit.kind.${entry.targetType}`) : entry.targetType;
  const short = entry.targetLabel ? (
    <>
      {kind}: <bdi>{entry.targetLabel}</bdi>
    </>
  ) : (
    `${entry.targetType} ${entry.targetId.slice(0, 8)}`
  );
  const path = TARGET_PATHS[entry.targetType];
  return path ? (
    <Link to={path(entry.targetId)} title={entry.targetId} className="text-brand-700 hover:underline">
      {short}
    </Link>
  ) : (
    <span title={entry.targetId}>{short}</span>
  );
}

/** The kinds of target that have a name (`admin.audit.kind.<type>`); another is shown by its type. */
const TARGET_KINDS = ['user', 'gig', 'post', 'order', 'dispute'];

/** The details' keys the server writes (`admin.audit.detail.<key>`); another one is worded from its name. */
const DETAIL_KEYS = [
  'email',
  'gigsHidden',
  'postsHidden',
  'gigsShown',
  'postsShown',
  'reportsClosed',
  'stillHiddenBySuspension',
  'reportId',
  'hidden',
  'suspendedUserId',
  'rate',
  'previousRate',
  'base',
  'orderId',
  'milestoneId',
  'outcome',
  'refundCents',
  'releasedCents',
  'messageId',
  'files',
];

/** "sessionsEnded" reads "Sessions ended"; a key ending in Cents is an amount. */
const words = (key: string) =>
  key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
/** What the action changed (amounts, e-mail…), in words; empty values (null) say nothing and are left out. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const label = (key: string) => (DETAIL_KEYS.includes(key) ? _(`admin.audit.detail.${key}`) : words(key));
  const shown = (key: string, value: unknown) =>
    key.endsWith('Cents') && typeof value === 'number'
      ? money(value, 'minor')
      : typeof value === 'boolean'
        ? _(value ? 'admin.audit.yes' : 'admin.audit.no')
        : typeof value === 'string' || typeof value === 'number'
          ? String(value)
          : JSON.stringify(value);
  const entries = Object.entries(details).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (entries.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all">
          {label(key)}: <bdi>{shown(key, value)}</bdi>
        </li>
      ))}
    </ul>
  );
}

const FILTER_KEYS = ['action', 'actor', 'from', 'to'] as const;

/**
 * The reasons Workify itself writes in the log (server/modules: a lifted suspension or a restore
 * without a typed reason, a settlement, the command line…), in the page's language; a reason an
 * administrator typed is shown as written.
 */
const SYSTEM_REASONS: Record<string, string> = {
  'Suspension lifted': 'admin.audit.reason.lifted',
  'Restored by Workify': 'admin.audit.reason.restored',
  'Agreed by both parties': 'admin.audit.reason.agreed',
  'Wrote in the dispute': 'admin.audit.reason.disputeMessage',
  'command line': 'admin.audit.reason.commandLine',
  'admin console': 'admin.audit.reason.console',
  'demo data': 'admin.audit.reason.demo',
};

/** /admin/audit: every admin action and admin-decided money movement, newest first (append-only). */
export default function AuditScreen() {
  const { _ } = useLingui();
  const actionWords = useAuditAction();
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
        <PageTitle>{_('admin.nav.audit')}</PageTitle>
        <p className="text-sm text-slate-600">{_('admin.audit.intro')}</p>
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
        <EmptyState title={filtered ? _('admin.audit.noMatch') : _('admin.audit.none')} />
      )}
      {rows.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">{_('admin.audit.caption')}</caption>
            <thead className={t.thead}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  {_('admin.audit.when')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.audit.who')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.audit.action')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.audit.target')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.reason')}
                </th>
              </tr>
            </thead>
            <tbody className={t.tbody}>
              {rows.map((e) => (
                <tr key={e.id} className={t.row}>
                  <td className={`${t.cell} whitespace-nowrap`} data-label={_('admin.audit.when')}>
                    <time dateTime={e.createdAt} title={dateTimeOf(e.createdAt)}>
                      {shortTime(e.createdAt)}
                    </time>
                  </td>
                  <td className={`${t.cell} break-words`} data-label={_('admin.audit.who')}>
                    {e.actor ? <bdi>{e.actor.name}</bdi> : 'Workify'}
                  </td>
                  <td className={t.cell} data-label={_('admin.audit.action')}>
                    <span title={e.action}>{actionWords(e.action)}</span>
                  </td>
                  <td className={`${t.cell} whitespace-nowrap`} data-label={_('admin.audit.target')}>
                    <Target entry={e} />
                  </td>
                  <td className="px-4 py-3 text-slate-800 max-sm:px-0 max-sm:pt-2">
                    <p dir="auto" className="max-w-sm break-words">
                      {SYSTEM_REASONS[e.reason] ? _(SYSTEM_REASONS[e.reason]) : e.reason}
                    </p>
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
        label={_('admin.audit.older')}
      />
    </div>
  );
}
