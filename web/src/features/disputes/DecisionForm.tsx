import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { DISPUTE_LIMITS } from '@shared/schemas/disputes';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Textarea } from '@web/ui/Field';
import { useDecide } from './api';
import {
  asFormError,
  outcomeFieldsOf,
  decisionFormSchema,
  toOutcome,
  type DecisionForm as Values,
} from './outcome-form';
import { OutcomeFields } from './OutcomeFields';
import { useDisputeWords } from './use-dispute-words';
import type { Disputed } from './words';

/** An admin's decision on an escalated dispute: the outcome, the refund for a partial one, and the reason both parties read. */
export function DecisionForm({ disputeId, disputed }: { disputeId: string; disputed: Disputed }) {
  const { _, amountWords } = useDisputeWords();
  const translateError = useTranslateError();
  const decide = useDecide(disputeId);
  const form = useForm<Values>({
    resolver: zodResolver(decisionFormSchema(disputed.cents, amountWords)),
    defaultValues: { amount: '', reason: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ reason, ...outcome }) =>
    decide.mutate(
      { ...toOutcome(outcome), reason },
      {
        onSuccess: () => toast.success(_('disputes.decide.done'), { autoClose: TOAST_MS.short }),
        onError: (err) => {
          const rest = applyServerErrors(asFormError(err), form.setError, ['outcome', 'amount', 'reason']);
          if (rest) form.setError('root', { message: rest });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={_('disputes.decide.form')} className="space-y-4">
      <OutcomeFields disputed={disputed} {...outcomeFieldsOf(form)} />
      <Textarea
        label={_('disputes.decide.reason')}
        rows={4}
        maxLength={DISPUTE_LIMITS.decisionReason}
        hint={_('disputes.decide.hint')}
        {...form.register('reason')}
        error={translateError(errors.reason?.message)}
      />
      <FormError message={errors.root?.message} />
      <Button type="submit" loading={decide.isPending}>
        {_('disputes.decide.submit')}
      </Button>
    </form>
  );
}
