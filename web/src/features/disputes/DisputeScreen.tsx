import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ACTIVE_DISPUTE_STATUSES, type Dispute } from '@shared/schemas/disputes';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { UserText } from '@web/ui/UserText';
import { disputeQuery, useDispute } from './api';
import { DisputeHeader, OrderSummary, Panel } from './DisputeBits';
import { AcceptProposal, Escalate, Withdraw } from './DisputeSteps';
import { DisputeTimeline } from './DisputeTimeline';
import { EvidenceForm } from './EvidenceForm';
import { ProposeForm } from './ProposeForm';
import { iso, useDisputeWords } from './use-dispute-words';
import { disputedOf, otherParty } from './words';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchQuery(disputeQuery(url.pathname.split('/')[2] ?? ''));

/** What happens next, for the one reading: the pending proposal (with Accept for the other side), escalation, withdrawal, or how it ended. */
function WhereItStands({ dispute: d, refetch }: { dispute: Dispute; refetch: () => Promise<unknown> }) {
  const w = useDisputeWords();
  const pending = d.proposals.find((p) => p.status === 'pending');
  const other = otherParty(d);
  if (!ACTIVE_DISPUTE_STATUSES.includes(d.status)) {
    return (
      <Panel title={w._('disputes.panel.outcome')} className="border-brand-200">
        <p className="text-base text-slate-800">{w.closingText(d)}</p>
        {d.outcome && d.refundCents !== null && d.releaseCents !== null && (
          <p className="text-sm text-slate-700">
            {w.moneyFor(d, { outcome: d.outcome, refundCents: d.refundCents, releaseCents: d.releaseCents })}
          </p>
        )}
        {d.decisionReason && (
          <UserText text={d.decisionReason} className="border-s-4 border-brand-300 ps-3 text-sm text-slate-700" />
        )}
      </Panel>
    );
  }
  const canAccept = pending && d.allowedActions.includes('accept');
  const text = canAccept
    ? w.t('disputes.stands.proposes', {
        name: iso(pending.proposer.fullName),
        outcome: w.outcomeText(pending.outcome, pending.refundCents, pending.releaseCents),
      })
    : pending
      ? w.t('disputes.stands.proposed', {
          outcome: w.outcomeText(pending.outcome, pending.refundCents, pending.releaseCents),
          name: iso(other.name),
        })
      : d.status === 'escalated'
        ? w._('disputes.stands.escalated')
        : w.t('disputes.stands.talk', { name: iso(other.name), kind: d.milestone ? 'contract' : 'order' });
  return (
    <Panel title={w._('disputes.panel.stands')} className="border-brand-200">
      <p className="text-base text-slate-800">{text}</p>
      {canAccept && <p className="text-sm text-slate-700">{w.moneyFor(d, pending)}</p>}
      <div className="flex flex-wrap items-start gap-3">
        {canAccept && <AcceptProposal dispute={d} proposal={pending} />}
        <Escalate dispute={d} refetch={refetch} />
        <Withdraw dispute={d} />
      </div>
    </Panel>
  );
}

/** /disputes/{id}: the resolution center of one order, for its buyer and its seller. */
export default function DisputeScreen() {
  const { id = '' } = useParams();
  const { user } = useMe();
  const { _ } = useLingui();
  const query = useDispute(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <Page className="max-w-3xl">
        {status === 404 || status === 400 ? (
          <EmptyState title={_('disputes.notFound')}>
            <ButtonLink to="/orders" variant="secondary">
              {_('disputes.yourOrders')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  const d = query.data;
  const may = new Set(d.allowedActions);
  return (
    <Page className="space-y-6">
      <DisputeHeader dispute={d} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <WhereItStands dispute={d} refetch={query.refetch} />
          <Panel title={_('disputes.panel.timeline')}>
            <DisputeTimeline dispute={d} viewerId={user?._id} />
            {may.has('message') && (
              <div className="border-t border-slate-100 pt-4">
                <EvidenceForm disputeId={d._id} />
              </div>
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <OrderSummary dispute={d} />
          {may.has('propose') && (
            <Panel title={_('disputes.panel.propose')}>
              <ProposeForm
                disputeId={d._id}
                disputed={disputedOf(d)}
                replaces={d.proposals.some((p) => p.status === 'pending')}
              />
            </Panel>
          )}
        </div>
      </div>
    </Page>
  );
}
