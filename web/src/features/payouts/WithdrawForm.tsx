import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { marketplaceCurrency, toMinorUnits } from '@shared/money';
import {
  withdrawFormSchema,
  type Balance,
  type PayoutAccountView,
  type WithdrawForm as WithdrawValues,
} from '@shared/schemas/payouts';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useWithdraw } from './api';
import { cents } from './words';

/** Why a withdrawal cannot be made now, or null when it can. */
function blocker(balance: Balance, account: PayoutAccountView): string | null {
  if (!account.ready)
    return account.provider === 'stripe'
      ? 'Finish setting up your Stripe account to withdraw.'
      : 'Add a payout account below to withdraw.';
  if (balance.availableCents <= 0) return 'Nothing is available to withdraw yet.';
  return null;
}

export function WithdrawForm({ balance, account }: { balance: Balance; account: PayoutAccountView }) {
  const withdraw = useWithdraw();
  const form = useForm<WithdrawValues>({ resolver: zodResolver(withdrawFormSchema), defaultValues: { amount: '' } });
  const reason = blocker(balance, account);
  const submit = form.handleSubmit(({ amount }) => {
    const amountCents = amount ? toMinorUnits(Number(amount)) : undefined;
    if (amountCents !== undefined && amountCents > balance.availableCents) {
      form.setError('amount', { message: `You can withdraw at most ${cents(balance.availableCents)} now.` });
      return;
    }
    withdraw.mutate(amountCents, {
      onSuccess: (payout) => {
        form.reset();
        if (payout.status === 'failed')
          toast.error(
            `The payout of ${cents(payout.amountCents)} failed; the money is back in your available balance.`,
          );
        else
          toast.success(
            payout.status === 'paid'
              ? `${cents(payout.amountCents)} paid to your account`
              : `Payout of ${cents(payout.amountCents)} started`,
          );
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        wrapperClassName="sm:w-56"
        label={`Amount in ${marketplaceCurrency()}`}
        inputMode="decimal"
        placeholder={cents(balance.availableCents)}
        hint="Leave empty to withdraw everything available."
        disabled={Boolean(reason)}
        error={form.formState.errors.amount?.message}
        {...form.register('amount')}
      />
      <div className="space-y-2 sm:pt-7">
        <Button
          type="submit"
          loading={withdraw.isPending}
          disabled={Boolean(reason)}
          aria-describedby={reason ? 'withdraw-reason' : undefined}
        >
          Withdraw
        </Button>
        {reason && (
          <p id="withdraw-reason" className="text-sm text-slate-600">
            {reason}
          </p>
        )}
        <FormError message={withdraw.error?.message} />
      </div>
    </form>
  );
}
