import { Trans, useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { MilestoneStatus } from '@shared/machines/milestones';
import type { Milestone } from '@shared/schemas/milestones';
import type { OrderDetail } from '@shared/schemas/orders';
import { Link } from 'react-router';
import { useFormatMoney } from '@web/lib/i18n';
import { Button, ButtonLink } from '@web/ui/Button';
import { UserText } from '@web/ui/UserText';
import { useMilestoneStep } from './api';
import { FileLinks } from './FilesField';
import { ChangesForm, mayPropose, ProposeMilestone, SubmitWorkForm } from './MilestoneForms';
import { Section } from './OrderHistory';
import { dateTimeOf } from '@web/lib/dates';

/** MILESTONE_STATUS_LABELS (shared/machines/milestones.ts) in the page's language. */
const STATUS_KEYS: Record<MilestoneStatus, string> = {
  proposed: 'orders.milestone.status.proposed',
  pending: 'orders.milestone.status.pending',
  funded: 'orders.milestone.status.funded',
  submitted: 'orders.milestone.status.submitted',
  changes_requested: 'orders.milestone.status.changesRequested',
  approved: 'orders.milestone.status.approved',
  declined: 'orders.milestone.status.declined',
  refunded: 'orders.milestone.status.refunded',
  cancelled: 'orders.milestone.status.cancelled',
  settled: 'orders.milestone.status.settled',
};

/** One milestone: its terms, its state, and the viewer's allowed actions as buttons. */
function MilestoneItem({ order, m }: { order: OrderDetail; m: Milestone }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const mutation = useMilestoneStep(order._id);
  const may = new Set(m.allowedActions);
  const act = (step: 'approve' | 'accept' | 'decline', doneKey: string) =>
    mutation.mutate(
      { milestoneId: m._id!, step },
      {
        onSuccess: () => toast.success(_(doneKey), { autoClose: TOAST_MS.short }),
        onError: (err) => toast.error(err.message),
      },
    );
  const label = _('orders.milestone.label', { position: m.position, title: m.title });
  return (
    <li aria-label={label} className="space-y-2 border-b border-slate-100 pb-4 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium wrap-anywhere text-slate-900">
          <Trans
            id="orders.milestone.heading"
            values={{ position: m.position, title: m.title }}
            components={{ 0: <bdi /> }}
          />
        </p>
        <p className="font-semibold whitespace-nowrap text-slate-900">{formatMoney(m.amountCents, 'minor')}</p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{_(STATUS_KEYS[m.status])}</span>
        {m._id !== null && m._id === order.disputedMilestoneId && (
          <Link
            to={`/disputes/${order.disputeId}`}
            className="rounded bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-600/20 hover:underline"
          >
            {_('orders.milestone.inDispute')}
          </Link>
        )}
        <span>
          {m.dueAt
            ? _('orders.due.date', { date: dateTimeOf(m.dueAt) })
            : _('orders.milestone.dueAfterFunding', { days: m.dueInDays })}
        </span>
        {m.proposedBy && m.status === 'proposed' && (
          <span>{_('orders.milestone.proposedBy', { by: m.proposedBy })}</span>
        )}
        {m.autoApproveAt && <span>{_('orders.milestone.autoApprove', { date: dateTimeOf(m.autoApproveAt) })}</span>}
        {m.refundedCents !== null && (
          <span>
            {_('orders.milestone.shared', {
              client: formatMoney(m.refundedCents, 'minor'),
              freelancer: formatMoney(m.amountCents - m.refundedCents, 'minor'),
            })}
          </span>
        )}
        {/* Each funded milestone was its own card payment, with its own receipt. */}
        {m.fundedAt && m._id && (
          <Link
            to={`/orders/${order._id}/receipt?milestone=${m._id}`}
            className="font-medium text-brand-700 hover:underline"
            aria-label={_('orders.milestone.receiptFor', { label })}
          >
            {_('orders.milestone.receipt')}
          </Link>
        )}
      </p>
      {m.submission && (
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-800">{_('orders.milestone.submitted')}</p>
          <UserText text={m.submission} />
          <div className="mt-2">
            <FileLinks files={m.files} label={_('orders.milestone.files', { position: m.position })} />
          </div>
        </div>
      )}
      {m.changes && m.status !== 'approved' && (
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-800">{_('orders.milestone.changes')}</p>
          <UserText text={m.changes} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {may.has('fund') && (
          <ButtonLink to={`/pay/milestone/${order._id}/${m._id}`}>
            {_('orders.milestone.fund', { amount: formatMoney(m.amountCents, 'minor') })}
          </ButtonLink>
        )}
        {may.has('approve') && (
          <Button onClick={() => act('approve', 'orders.milestone.approved')} loading={mutation.isPending}>
            {_('orders.milestone.approve', { amount: formatMoney(m.amountCents, 'minor') })}
          </Button>
        )}
        {may.has('accept_proposal') && (
          <Button onClick={() => act('accept', 'orders.milestone.accepted')} loading={mutation.isPending}>
            {_('orders.milestone.accept')}
          </Button>
        )}
        {may.has('decline_proposal') && (
          <Button variant="secondary" onClick={() => act('decline', 'orders.milestone.declined')}>
            {_('orders.milestone.decline')}
          </Button>
        )}
      </div>
      {may.has('submit') && <SubmitWorkForm orderId={order._id} milestoneId={m._id!} />}
      {may.has('request_changes') && <ChangesForm orderId={order._id} milestoneId={m._id!} />}
    </li>
  );
}

/** A milestone contract's milestones (issue 34), each with the viewer's allowed actions, and room for one more. */
export function Milestones({ order }: { order: OrderDetail }) {
  const { _ } = useLingui();
  return (
    <Section title={_('orders.milestone.title')}>
      <ol className="space-y-4">
        {order.milestones.map((m) => (
          <MilestoneItem key={m._id ?? m.position} order={order} m={m} />
        ))}
      </ol>
      {mayPropose(order) && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <ProposeMilestone order={order} />
        </div>
      )}
    </Section>
  );
}
