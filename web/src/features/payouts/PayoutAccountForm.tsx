import { zodResolver } from '@hookform/resolvers/zod';
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
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useSavePayoutAccount } from './api';

/** Stripe mode: onboarding happens on Stripe's pages (Connect Express). */
function StripeOnboarding({ account }: { account: PayoutAccountView }) {
  const save = useSavePayoutAccount();
  const start = () =>
    save.mutate({}, { onSuccess: (view) => view.onboardingUrl && window.location.assign(view.onboardingUrl) });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {account.ready
          ? 'Your Stripe account is set up: payouts reach your bank.'
          : 'Payouts are made through Stripe. Set up your Stripe account to receive money; until then clients cannot buy your gigs.'}
      </p>
      <FormError message={save.error?.message} />
      <Button onClick={start} loading={save.isPending} variant={account.ready ? 'secondary' : 'primary'}>
        {account.ready ? 'Update your Stripe account' : 'Set up payouts with Stripe'}
      </Button>
    </div>
  );
}

/** Test mode: an account holder and a test account number (000999 fails, to try the failure). */
function TestAccountForm({ account }: { account: PayoutAccountView }) {
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
        toast.success('Payout account saved');
        setEditing(false);
      },
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['accountHolder', 'accountNumber'])),
    });
  });
  if (!editing)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Payouts go to <span className="font-medium break-words">{account.accountHolder}</span>, account ending in{' '}
          <span className="font-medium">{account.accountLast4}</span>.
        </p>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Change payout account
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Test mode: no money moves. Any 6 to 17 digits work; {TEST_FAILING_ACCOUNT} makes a payout fail.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Account holder"
          autoComplete="name"
          error={form.formState.errors.accountHolder?.message}
          {...form.register('accountHolder')}
        />
        <Input
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.accountNumber?.message}
          {...form.register('accountNumber')}
        />
      </div>
      <FormError message={formError} />
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save payout account
        </Button>
        {account.ready && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export function PayoutAccountPanel({ account }: { account: PayoutAccountView }) {
  return account.provider === 'stripe' ? <StripeOnboarding account={account} /> : <TestAccountForm account={account} />;
}
