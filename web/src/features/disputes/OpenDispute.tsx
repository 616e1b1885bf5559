import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { TOAST_MS } from '@shared/constants';
import {
  DISPUTE_LIMITS,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  openDisputeSchema,
  type DisputeMilestone,
} from '@shared/schemas/disputes';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FormError, Select, Textarea } from '@web/ui/Field';
import { useOpenDispute } from './api';
import { milestoneName } from './words';

/**
 * The dialog's form: the shared request, with the milestone as the select holds it ('' until
 * one is chosen), required on a contract.
 */
const openFormSchema = (contract: boolean) =>
  openDisputeSchema.extend({
    milestoneId: contract ? z.string().min(1, 'Choose the milestone the dispute is about') : z.string(),
  });
type OpenForm = z.input<ReturnType<typeof openFormSchema>>;

/**
 * "Open a dispute" on an order whose allowedActions include open_dispute: a dialog with the
 * reason and the details (and, on a milestone contract, the milestone whose money is at
 * stake: one of `milestones`, those that hold money), then the dispute's own page.
 */
export function OpenDispute({ orderId, milestones = [] }: { orderId: string; milestones?: DisputeMilestone[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const open = useOpenDispute(orderId);
  const contract = milestones.length > 0;
  const form = useForm<OpenForm>({
    resolver: zodResolver(openFormSchema(contract)),
    defaultValues: { details: '', milestoneId: milestones.length === 1 ? milestones[0]!._id : '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ milestoneId, ...input }) =>
    open.mutate(
      { ...input, ...(milestoneId ? { milestoneId } : {}) },
      {
        onSuccess: (dispute) => {
          dialog.current?.close();
          toast.success(`Dispute opened: the ${contract ? 'contract' : 'order'} is paused`, {
            autoClose: TOAST_MS.short,
          });
          void navigate(`/disputes/${dispute._id}`);
        },
        onError: (err) => {
          const rest = applyServerErrors(err, form.setError, ['milestoneId', 'reason', 'details']);
          if (rest) form.setError('root', { message: rest });
        },
      },
    ),
  );
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <p className="text-sm text-slate-600">Something wrong that you cannot sort out together?</p>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        <ShieldAlert className="size-4" aria-hidden /> Open a dispute
      </Button>
      <Dialog ref={dialog} id="open-dispute-title" title="Open a dispute">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">
            {contract
              ? 'The dispute is about one funded milestone: only its money is at stake. The whole contract pauses until you agree on an outcome.'
              : 'The order pauses until you agree on an outcome.'}{' '}
            If you cannot agree, either of you can ask Workify to decide.
          </p>
          {contract && (
            <Select label="Milestone" {...form.register('milestoneId')} error={errors.milestoneId?.message}>
              <option value="">Choose a milestone</option>
              {milestones.map((m) => (
                <option key={m._id} value={m._id}>
                  {milestoneName(m)}
                </option>
              ))}
            </Select>
          )}
          <Select label="Reason" {...form.register('reason')} error={errors.reason?.message}>
            <option value="">Choose a reason</option>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {DISPUTE_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
          <Textarea
            label="What happened?"
            rows={5}
            maxLength={DISPUTE_LIMITS.details}
            {...form.register('details')}
            error={errors.details?.message}
            hint="Both of you and Workify's team read this."
          />
          <FormError message={errors.root?.message} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              Not now
            </Button>
            <Button type="submit" loading={open.isPending}>
              Open dispute
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
