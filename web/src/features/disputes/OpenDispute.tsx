import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { ShieldAlert } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { TOAST_MS } from '@shared/constants';
import { DISPUTE_LIMITS, DISPUTE_REASONS, openDisputeSchema, type DisputeMilestone } from '@shared/schemas/disputes';
import { applyServerErrors } from '@web/lib/form-errors';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FormError, Select, Textarea } from '@web/ui/Field';
import { useOpenDispute } from './api';
import { REASON_KEYS } from './use-dispute-words';

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
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const money = useFormatMoney();
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
          toast.success(_(contract ? 'orders.dispute.openedContract' : 'orders.dispute.opened'), {
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
      <p className="text-sm text-slate-600">{_('orders.dispute.prompt')}</p>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        <ShieldAlert className="size-4" aria-hidden /> {_('orders.dispute.open')}
      </Button>
      <Dialog ref={dialog} id="open-dispute-title" title={_('orders.dispute.open')}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">
            {_(contract ? 'orders.dispute.aboutContract' : 'orders.dispute.aboutOrder')}
          </p>
          {contract && (
            <Select
              label={_('orders.dispute.milestone')}
              {...form.register('milestoneId')}
              error={translateError(errors.milestoneId?.message)}
            >
              <option value="">{_('orders.dispute.chooseMilestone')}</option>
              {milestones.map((m) => (
                <option key={m._id} value={m._id}>
                  {_('orders.dispute.milestoneOption', {
                    position: m.position,
                    title: m.title,
                    amount: money(m.amountCents, 'minor'),
                  })}
                </option>
              ))}
            </Select>
          )}
          <Select
            label={_('orders.dispute.reason')}
            {...form.register('reason')}
            error={translateError(errors.reason?.message)}
          >
            <option value="">{_('orders.dispute.chooseReason')}</option>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {_(REASON_KEYS[r])}
              </option>
            ))}
          </Select>
          <Textarea
            label={_('orders.dispute.details')}
            rows={5}
            maxLength={DISPUTE_LIMITS.details}
            {...form.register('details')}
            error={translateError(errors.details?.message)}
            hint={_('orders.dispute.detailsHint')}
          />
          <FormError message={errors.root?.message} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {_('orders.dispute.notNow')}
            </Button>
            <Button type="submit" loading={open.isPending}>
              {_('orders.dispute.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
