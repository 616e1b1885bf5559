import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { MILESTONE_STATUS_LABELS } from '@shared/machines/milestones';
import { formatMoney } from '@shared/money';
import type { Milestone } from '@shared/schemas/milestones';
import type { OrderDetail } from '@shared/schemas/orders';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { UserText } from '@web/ui/UserText';
import { useMilestoneStep } from './api';
import { FileLinks } from './FilesField';
import { ChangesForm, mayPropose, ProposeMilestone, SubmitWorkForm } from './MilestoneForms';
import { Section } from './OrderHistory';
import { dateTimeOf } from '@web/lib/dates';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** One milestone: its terms, its state, and the viewer's allowed actions as buttons. */
function MilestoneItem({ order, m }: { order: OrderDetail; m: Milestone }) {
  const mutation = useMilestoneStep(order._id);
  const may = new Set(m.allowedActions);
  const act = (step: 'approve' | 'accept' | 'decline', done: string) =>
    mutation.mutate(
      { milestoneId: m._id!, step },
      {
        onSuccess: () => toast.success(done, { autoClose: TOAST_MS.short }),
        onError: (err) => toast.error(err.message),
      },
    );
  const label = `Milestone ${m.position}: ${m.title}`;
  return (
    <li aria-label={label} className="space-y-2 border-b border-slate-100 pb-4 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium wrap-anywhere text-slate-900">{label}</p>
        <p className="font-semibold whitespace-nowrap text-slate-900">{formatMoney(m.amountCents, 'minor')}</p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
          {MILESTONE_STATUS_LABELS[m.status]}
        </span>
        {m._id !== null && m._id === order.disputedMilestoneId && (
          <Link
            to={`/disputes/${order.disputeId}`}
            className="rounded bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-600/20 hover:underline"
          >
            In dispute
          </Link>
        )}
        <span>{m.dueAt ? `Due ${dateTimeOf(m.dueAt)}` : `Due ${days(m.dueInDays)} after funding`}</span>
        {m.proposedBy && m.status === 'proposed' && (
          <span>Proposed by the {m.proposedBy === 'buyer' ? 'client' : 'freelancer'}</span>
        )}
        {m.autoApproveAt && <span>Approved automatically on {dateTimeOf(m.autoApproveAt)}</span>}
        {m.refundedCents !== null && (
          <span>
            {formatMoney(m.refundedCents, 'minor')} back to the client,{' '}
            {formatMoney(m.amountCents - m.refundedCents, 'minor')} to the freelancer
          </span>
        )}
        {/* Each funded milestone was its own card payment, with its own receipt. */}
        {m.fundedAt && m._id && (
          <Link
            to={`/orders/${order._id}/receipt?milestone=${m._id}`}
            className="font-medium text-brand-700 hover:underline"
            aria-label={`Receipt for ${label}`}
          >
            Receipt
          </Link>
        )}
      </p>
      {m.submission && (
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-800">Submitted work</p>
          <UserText text={m.submission} />
          <div className="mt-2">
            <FileLinks files={m.files} label={`Files of milestone ${m.position}`} />
          </div>
        </div>
      )}
      {m.changes && m.status !== 'approved' && (
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-800">Changes asked for</p>
          <UserText text={m.changes} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {may.has('fund') && (
          <ButtonLink to={`/pay/milestone/${order._id}/${m._id}`}>
            Fund {formatMoney(m.amountCents, 'minor')}
          </ButtonLink>
        )}
        {may.has('approve') && (
          <Button onClick={() => act('approve', 'Milestone approved')} loading={mutation.isPending}>
            Approve and release {formatMoney(m.amountCents, 'minor')}
          </Button>
        )}
        {may.has('accept_proposal') && (
          <Button onClick={() => act('accept', 'Milestone accepted')} loading={mutation.isPending}>
            Accept milestone
          </Button>
        )}
        {may.has('decline_proposal') && (
          <Button variant="secondary" onClick={() => act('decline', 'Milestone declined')}>
            Decline milestone
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
  return (
    <Section title="Milestones">
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
