import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  payoutAccountSchema,
  TEST_FAILING_ACCOUNT,
  type PayoutAccountInput,
  type PayoutAccountView,
} from '@shared/schemas/payouts';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useSavePayoutAccount } from './api';

/** Stripe mode: onboarding happens on Stripe's pages (Connect Express). */
function StripeOnboarding({ account }: { account: PayoutAccountView }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const save = useSavePayoutAccount();
  const start = () =>
    save.mutate({}, { onSuccess: (view) => view.onboardingUrl && window.location.assign(view.onboardingUrl) });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {_(account.ready ? 'payouts.account.stripeReady' : 'payouts.account.stripeNeeded')}
      </p>
      <FormError message={translateError(save.error?.message)} />
      <Button onClick={start} loading={save.isPending} variant={account.ready ? 'secondary' : 'primary'}>
        {_(account.ready ? 'payouts.account.stripeUpdate' : 'payouts.account.stripeSetUp')}
      </Button>
    </div>
  );
}

/** Test mode: an account holder and a test account number (000999 fails, to try the failure). */
function TestAccountForm({ account }: { account: PayoutAccountView }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const [editing, setEditing] = useState(!account.ready);
  const save = useSavePayoutAccount();
  const form = useForm<PayoutAccountInput>({
    resolver: zodResolver(payoutAccountSchema),
    defaultValues: { accountHolder: account.accountHolder ?? '', accountNumber: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(_('payouts.account.saved'));
        setEditing(false);
      },
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['accountHolder', 'accountNumber'])),
    });
  });
  if (!editing)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          <Trans
            id="payouts.account.goesTo"
            values={{ holder: account.accountHolder, last4: account.accountLast4 }}
            components={{ 0: <bdi className="font-medium break-words" />, 1: <span className="font-medium" /> }}
          />
        </p>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {_('payouts.account.change')}
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{_('payouts.account.testMode', { failing: TEST_FAILING_ACCOUNT })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={_('payouts.account.holder')}
          autoComplete="name"
          error={translateError(form.formState.errors.accountHolder?.message)}
          {...form.register('accountHolder')}
        />
        <Input
          label={_('payouts.account.number')}
          inputMode="numeric"
          autoComplete="off"
          error={translateError(form.formState.errors.accountNumber?.message)}
          {...form.register('accountNumber')}
        />
      </div>
      <FormError message={translateError(formError ?? undefined)} />
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {_('payouts.account.save')}
        </Button>
        {account.ready && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {_('offers.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

export function PayoutAccountPanel({ account }: { account: PayoutAccountView }) {
  return account.provider === 'stripe' ? <StripeOnboarding account={account} /> : <TestAccountForm account={account} />;
}
