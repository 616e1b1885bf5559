import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { DROPPED_MILESTONE_STATUSES, proposalRefusal } from '@shared/machines/milestones';
import {
  MILESTONE_LIMITS,
  milestoneChangesSchema,
  milestoneRowSchema,
  submitMilestoneSchema,
  type MilestoneRowInput,
  type MilestoneTerms,
} from '@shared/schemas/milestones';
import type { OrderDetail } from '@shared/schemas/orders';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input, Textarea } from '@web/ui/Field';
import { useMilestoneStep, useProposeMilestone, useSubmitMilestone } from './api';
import { FilesField, useFilePicks } from './FilesField';

type Message = { message: string };

/** The freelancer's "Submit work" on a milestone: a message and files, as a delivery takes them. */
export function SubmitWorkForm({ orderId, milestoneId }: { orderId: string; milestoneId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const picks = useFilePicks();
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitMilestone(orderId, milestoneId, setProgress);
  const form = useForm<Message>({ resolver: zodResolver(submitMilestoneSchema), defaultValues: { message: '' } });
  const send = form.handleSubmit(({ message }) => {
    const body = new FormData();
    body.set('message', message);
    picks.appendTo(body);
    setProgress(0);
    submit.mutate(body, {
      onSuccess: () => {
        picks.clear();
        toast.success(_('orders.milestone.workSubmitted'), { autoClose: TOAST_MS.short });
      },
      // A file refused by its bytes or size names `files`; the message's own problem goes under it.
      onError: (err) => {
        const rest = applyServerErrors(err, form.setError, ['message']);
        if (rest) picks.setError(rest);
      },
      onSettled: () => setProgress(null),
    });
  });
  return (
    <form onSubmit={send} className="space-y-3" noValidate aria-label={_('orders.milestone.submit')}>
      <Textarea
        label={_('orders.milestone.handIn')}
        rows={3}
        error={translateError(form.formState.errors.message?.message)}
        {...form.register('message')}
      />
      <FilesField picks={picks} listLabel={_('orders.milestone.filesToSubmit')} />
      {progress !== null && (
        <progress className="w-full" max={1} value={progress} aria-label={_('orders.files.progress')} />
      )}
      <Button type="submit" loading={submit.isPending}>
        {_('orders.milestone.submit')}
      </Button>
    </form>
  );
}

/** The client's "Ask for changes" on a submitted milestone. */
export function ChangesForm({ orderId, milestoneId }: { orderId: string; milestoneId: string }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const mutation = useMilestoneStep(orderId);
  const form = useForm<Message>({ resolver: zodResolver(milestoneChangesSchema), defaultValues: { message: '' } });
  const send = form.handleSubmit((body) =>
    mutation.mutate(
      { milestoneId, step: 'request-changes', body },
      {
        onSuccess: () => toast.success(_('orders.milestone.changes'), { autoClose: TOAST_MS.short }),
        onError: (err) => form.setError('message', { message: err.message }),
      },
    ),
  );
  return (
    <form onSubmit={send} className="space-y-2" noValidate aria-label={_('orders.milestone.askChanges')}>
      <Textarea
        label={_('orders.milestone.whatToChange')}
        rows={3}
        error={translateError(form.formState.errors.message?.message)}
        {...form.register('message')}
      />
      <Button type="submit" variant="secondary" loading={mutation.isPending}>
        {_('orders.milestone.askChanges')}
      </Button>
    </form>
  );
}

/** Whether the server would take a new milestone now: a contract in progress with fewer than 20 counted. */
export const mayPropose = (order: OrderDetail) =>
  order.milestones.length > 0 &&
  proposalRefusal(
    order.status,
    order.milestones.filter((m) => !DROPPED_MILESTONE_STATUSES.includes(m.status)).length,
  ) === null;

const ROW_FIELDS = ['title', 'amount', 'dueInDays'] as const;

/**
 * "Propose a milestone": either party of a contract in progress adds one (Title, Amount in whole
 * dollars, Due in days after funding); the other then accepts or declines it on its row.
 */
export function ProposeMilestone({ order }: { order: OrderDetail }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const propose = useProposeMilestone(order._id);
  const form = useForm<MilestoneRowInput, unknown, MilestoneTerms>({
    resolver: zodResolver(milestoneRowSchema) as Resolver<MilestoneRowInput, unknown, MilestoneTerms>,
    defaultValues: { title: '', amount: '', dueInDays: '' },
  });
  const { errors } = form.formState;
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden /> {_('orders.milestone.propose')}
      </Button>
    );
  const send = form.handleSubmit((terms) => {
    setFormError(null);
    propose.mutate(terms, {
      onSuccess: () => {
        toast.success(_('orders.milestone.proposed'), { autoClose: TOAST_MS.short });
        form.reset();
        setOpen(false);
      },
      onError: (err) =>
        setFormError(applyServerErrors(err, form.setError, ROW_FIELDS, (f) => (f === 'amountCents' ? 'amount' : f))),
    });
  });
  return (
    <form
      onSubmit={send}
      noValidate
      aria-label={_('orders.milestone.propose')}
      className="space-y-3 rounded-lg bg-slate-50 p-3"
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{_('orders.milestone.propose')}</h3>
        <p className="text-sm text-slate-700">{_('orders.milestone.proposeHint')}</p>
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Input
          label={_('orders.milestone.fieldTitle')}
          wrapperClassName="col-span-2 sm:col-span-1"
          maxLength={MILESTONE_LIMITS.title}
          {...form.register('title')}
          error={translateError(errors.title?.message)}
        />
        <Input
          label={_('orders.milestone.fieldAmount')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('amount')}
          error={translateError(errors.amount?.message)}
        />
        <Input
          label={_('orders.milestone.fieldDue')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('dueInDays')}
          error={translateError(errors.dueInDays?.message)}
        />
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={propose.isPending}>
          {_('orders.milestone.proposeSubmit')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {_('orders.milestone.cancel')}
        </Button>
      </div>
    </form>
  );
}
