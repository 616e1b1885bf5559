import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { ORDER_STATUS_LABELS } from '@shared/machines/orders';
import type { Dispute, DisputeProposal } from '@shared/schemas/disputes';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FormError } from '@web/ui/Field';
import { useDisputeStep, type DisputeStep } from './api';
import { moneyFor, otherParty } from './words';
import { dateTimeOf } from '@web/lib/dates';

/** The longest wait setTimeout keeps (about 24.8 days); a later moment is not waited for on the page. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A dispute step behind a confirmation: the dialog says what it does, its button takes it. */
function ConfirmStep({
  disputeId,
  step,
  open,
  title,
  confirm,
  variant = 'secondary',
  done,
  children,
}: {
  disputeId: string;
  step: DisputeStep;
  open: string;
  title: string;
  confirm: string;
  variant?: 'primary' | 'secondary';
  done: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const mutation = useDisputeStep(disputeId);
  const id = `${step.step}-title`;
  const take = () =>
    mutation.mutate(step, {
      onSuccess: () => {
        dialog.current?.close();
        toast.success(done, { autoClose: TOAST_MS.short });
      },
    });
  return (
    <>
      <Button variant={variant} onClick={() => dialog.current?.showModal()}>
        {open}
      </Button>
      <Dialog ref={dialog} id={id} title={title}>
        <div className="space-y-2 text-sm text-slate-600">{children}</div>
        <FormError message={mutation.error?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Not now
          </Button>
          <Button loading={mutation.isPending} onClick={take}>
            {confirm}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** The other party's pending proposal, with Accept: accepting settles the dispute and moves the money. */
export function AcceptProposal({ dispute: d, proposal: p }: { dispute: Dispute; proposal: DisputeProposal }) {
  return (
    <ConfirmStep
      disputeId={d._id}
      step={{ step: 'accept', proposalId: p._id }}
      open="Accept proposal"
      title="Accept this proposal?"
      confirm="Accept and settle"
      variant="primary"
      done="Proposal accepted: the dispute is settled"
    >
      <p>{moneyFor(d, p)}</p>
      <p>The dispute settles now and the money moves as proposed. This cannot be undone.</p>
    </ConfirmStep>
  );
}

/**
 * Escalate, for either party once DISPUTE_ESCALATE_HOURS have passed: before that the button is
 * disabled and says when. The page refetches at that moment, so the server's word enables it.
 */
export function Escalate({ dispute: d, refetch }: { dispute: Dispute; refetch: () => Promise<unknown> }) {
  const may = d.allowedActions.includes('escalate');
  const waiting = d.status === 'open' && !may;
  useEffect(() => {
    const wait = new Date(d.escalateAt).getTime() - Date.now();
    if (!waiting || wait <= 0 || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => void refetch(), wait + 1000);
    return () => clearTimeout(timer);
  }, [waiting, d.escalateAt, refetch]);
  if (d.status !== 'open' || d.viewerSide === 'admin') return null;
  if (!may)
    return (
      <div className="space-y-1">
        <Button variant="secondary" disabled aria-describedby="escalate-when">
          Escalate to Workify
        </Button>
        <p id="escalate-when" className="text-xs text-slate-600">
          You can escalate after {dateTimeOf(d.escalateAt)}.
        </p>
      </div>
    );
  return (
    <ConfirmStep
      disputeId={d._id}
      step={{ step: 'escalate' }}
      open="Escalate to Workify"
      title="Ask Workify to decide?"
      confirm="Escalate"
      done="Escalated: Workify's team will decide"
    >
      <p>
        Workify's team reads the order, the deliveries and this dispute, then decides the outcome. Until then you can
        still agree between you.
      </p>
    </ConfirmStep>
  );
}

/** Withdraw, for the one who opened the dispute: the order goes back to where it was. */
export function Withdraw({ dispute: d }: { dispute: Dispute }) {
  if (!d.allowedActions.includes('withdraw')) return null;
  return (
    <ConfirmStep
      disputeId={d._id}
      step={{ step: 'withdraw' }}
      open="Withdraw dispute"
      title="Withdraw this dispute?"
      confirm="Withdraw"
      done="Dispute withdrawn: the order goes on"
    >
      <p>
        The dispute closes and the order goes back to{' '}
        <strong className="font-medium text-slate-900">{ORDER_STATUS_LABELS[d.previousStatus]}</strong>, with{' '}
        {otherParty(d).name}.
      </p>
    </ConfirmStep>
  );
}
