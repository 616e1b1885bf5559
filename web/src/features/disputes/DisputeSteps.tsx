import { Trans } from '@lingui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Dispute, DisputeProposal } from '@shared/schemas/disputes';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FormError } from '@web/ui/Field';
import { useDisputeStep, type DisputeStep } from './api';
import { iso, useDisputeWords } from './use-dispute-words';
import { otherParty } from './words';

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
  const { _ } = useDisputeWords();
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
            {_('disputes.notNow')}
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
  const w = useDisputeWords();
  return (
    <ConfirmStep
      disputeId={d._id}
      step={{ step: 'accept', proposalId: p._id }}
      open={w._('disputes.accept.open')}
      title={w._('disputes.accept.title')}
      confirm={w._('disputes.accept.confirm')}
      variant="primary"
      done={w._('disputes.accept.done')}
    >
      <p>{w.moneyFor(d, p)}</p>
      <p>{w._('disputes.accept.body')}</p>
    </ConfirmStep>
  );
}

/**
 * Escalate, for either party once DISPUTE_ESCALATE_HOURS have passed: before that the button is
 * disabled and says when. The page refetches at that moment, so the server's word enables it.
 */
export function Escalate({ dispute: d, refetch }: { dispute: Dispute; refetch: () => Promise<unknown> }) {
  const { _, dateTime } = useDisputeWords();
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
          {_('disputes.escalate.open')}
        </Button>
        <p id="escalate-when" className="text-xs text-slate-600">
          {_('disputes.escalate.when', { date: dateTime(d.escalateAt) })}
        </p>
      </div>
    );
  return (
    <ConfirmStep
      disputeId={d._id}
      step={{ step: 'escalate' }}
      open={_('disputes.escalate.open')}
      title={_('disputes.escalate.title')}
      confirm={_('disputes.escalate.confirm')}
      done={_('disputes.escalate.done')}
    >
      <p>{_('disputes.escalate.body')}</p>
    </ConfirmStep>
  );
}

/** Withdraw, for the one who opened the dispute: the order goes back to where it was. */
export function Withdraw({ dispute: d }: { dispute: Dispute }) {
  const w = useDisputeWords();
  if (!d.allowedActions.includes('withdraw')) return null;
  return (
    <ConfirmStep
      disputeId={d._id}
      step={{ step: 'withdraw' }}
      open={w._('disputes.withdraw.open')}
      title={w._('disputes.withdraw.title')}
      confirm={w._('disputes.withdraw.confirm')}
      done={w._('disputes.withdraw.done')}
    >
      <p>
        <Trans
          id="disputes.withdraw.body"
          values={{ status: w.orderStatus(d.previousStatus), name: iso(otherParty(d).name) }}
          components={{ 0: <strong className="font-medium text-slate-900" /> }}
        />
      </p>
    </ConfirmStep>
  );
}
