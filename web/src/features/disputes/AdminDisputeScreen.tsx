import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminDispute } from '@shared/schemas/disputes';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { UserText } from '@web/ui/UserText';
import { adminDisputeQuery, useAdminDispute } from './api';
import { DecisionForm } from './DecisionForm';
import { DisputeHeader, OrderSummary, Panel } from './DisputeBits';
import { DisputeTimeline } from './DisputeTimeline';
import { EvidenceForm } from './EvidenceForm';
import { iso, useDisputeWords } from './use-dispute-words';
import { disputedOf } from './words';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchQuery(adminDisputeQuery(url.pathname.split('/')[3] ?? ''));

/** What the order's own story looks like, drawn by the orders feature (app/routes/admin-dispute.tsx). */
export interface AdminDisputeSlots {
  orderTimeline?: (d: AdminDispute) => ReactNode;
  deliveries?: (d: AdminDispute) => ReactNode;
}

function Decision({ dispute: d }: { dispute: AdminDispute }) {
  const w = useDisputeWords();
  if (d.allowedActions.includes('decide')) return <DecisionForm disputeId={d._id} disputed={disputedOf(d)} />;
  if (d.status === 'open')
    return (
      <p className="text-sm text-slate-700">{w._('disputes.admin.stillOpen', { date: w.dateTime(d.escalateAt) })}</p>
    );
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p className="text-base text-slate-800">{w.closingText(d)}</p>
      {d.decidedBy && (
        <p>
          {w.t('disputes.admin.decidedBy', {
            name: iso(d.decidedBy.fullName),
            when: d.closedAt ? 'yes' : 'no',
            date: d.closedAt ? w.dateTime(d.closedAt) : '',
          })}
        </p>
      )}
      {d.decisionReason && <UserText text={d.decisionReason} className="border-s-4 border-brand-300 ps-3" />}
    </div>
  );
}

/**
 * /admin/disputes/{id} (in the admin console's layout): the order's story (its timeline and deliveries, both sides'), the
 * dispute's messages, evidence and proposals, then the decision.
 */
export default function AdminDisputeScreen({ orderTimeline, deliveries }: AdminDisputeSlots) {
  const { id = '' } = useParams();
  const { user } = useMe();
  const { _ } = useDisputeWords();
  const query = useAdminDispute(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div>
        {status === 404 || status === 400 ? (
          <EmptyState title={_('disputes.admin.notFound')} />
        ) : status === 403 ? (
          <EmptyState title={query.error.message} />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const d = query.data;
  return (
    <div className="space-y-6">
      <Link
        to="/admin/disputes"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {_('disputes.admin.back')}
      </Link>
      <DisputeHeader dispute={d} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_19rem]">
        {/* On a phone the order's story comes first, as it is read; wide, it sits beside the dispute. */}
        <div className="min-w-0 space-y-6 xl:col-start-2 xl:row-start-1">
          <OrderSummary dispute={d} />
          {orderTimeline && <Panel title={_('disputes.admin.orderTimeline')}>{orderTimeline(d)}</Panel>}
          {deliveries && <Panel title={_('disputes.admin.deliveries')}>{deliveries(d)}</Panel>}
        </div>
        <div className="min-w-0 space-y-6 xl:col-start-1 xl:row-start-1">
          <Panel title={_('disputes.title')}>
            <DisputeTimeline dispute={d} viewerId={user?._id} />
            {d.allowedActions.includes('message') && (
              <div className="border-t border-slate-100 pt-4">
                <EvidenceForm disputeId={d._id} placeholder={_('disputes.admin.placeholder')} />
              </div>
            )}
          </Panel>
          <Panel title={_('disputes.admin.decision')} className="border-brand-200">
            <Decision dispute={d} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
