import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError } from '@web/ui/Field';
import { usePropose } from './api';
import { asFormError, outcomeFieldsOf, proposalFormSchema, toOutcome, type ProposalForm } from './outcome-form';
import { OutcomeFields } from './OutcomeFields';
import { useDisputeWords } from './use-dispute-words';
import type { Disputed } from './words';

/** A party's proposal: an outcome and, for a partial refund, the amount. It replaces any pending proposal. */
export function ProposeForm({
  disputeId,
  disputed,
  replaces,
}: {
  disputeId: string;
  disputed: Disputed;
  replaces: boolean;
}) {
  const { _, amountWords } = useDisputeWords();
  const propose = usePropose(disputeId);
  const form = useForm<ProposalForm>({
    resolver: zodResolver(proposalFormSchema(disputed.cents, amountWords)),
    defaultValues: { amount: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    propose.mutate(toOutcome(values), {
      onSuccess: () => {
        form.reset();
        toast.success(_('disputes.propose.sent'), { autoClose: TOAST_MS.short });
      },
      onError: (err) => {
        const rest = applyServerErrors(asFormError(err), form.setError, ['outcome', 'amount']);
        if (rest) form.setError('root', { message: rest });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={_('disputes.panel.propose')} className="space-y-4">
      <OutcomeFields disputed={disputed} {...outcomeFieldsOf(form)} />
      {replaces && <p className="text-xs text-slate-600">{_('disputes.propose.replaces')}</p>}
      <FormError message={errors.root?.message} />
      <Button type="submit" loading={propose.isPending}>
        {_('disputes.propose.send')}
      </Button>
    </form>
  );
}
