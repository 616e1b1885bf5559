import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { marketplaceCurrency, toMinorUnits } from '@shared/money';
import {
  withdrawFormSchema,
  type Balance,
  type PayoutAccountView,
  type WithdrawForm as WithdrawValues,
} from '@shared/schemas/payouts';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useWithdraw } from './api';

/** Why a withdrawal cannot be made now (its key), or null when it can. */
function blocker(balance: Balance, account: PayoutAccountView): string | null {
  if (!account.ready)
    return account.provider === 'stripe' ? 'payouts.withdraw.finishStripe' : 'payouts.withdraw.addAccount';
  if (balance.availableCents <= 0) return 'payouts.withdraw.nothing';
  return null;
}

export function WithdrawForm({ balance, account }: { balance: Balance; account: PayoutAccountView }) {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const cents = (amount: number) => money(amount, 'minor');
  const translateError = useTranslateError();
  const withdraw = useWithdraw();
  const form = useForm<WithdrawValues>({ resolver: zodResolver(withdrawFormSchema), defaultValues: { amount: '' } });
  const reason = blocker(balance, account);
  const submit = form.handleSubmit(({ amount }) => {
    const amountCents = amount ? toMinorUnits(Number(amount)) : undefined;
    if (amountCents !== undefined && amountCents > balance.availableCents) {
      form.setError('amount', { message: _('payouts.withdraw.atMost', { amount: cents(balance.availableCents) }) });
      return;
    }
    withdraw.mutate(amountCents, {
      onSuccess: (payout) => {
        form.reset();
        if (payout.status === 'failed')
          toast.error(_('payouts.withdraw.failed', { amount: cents(payout.amountCents) }));
        else
          toast.success(
            _(payout.status === 'paid' ? 'payouts.withdraw.paid' : 'payouts.withdraw.started', {
              amount: cents(payout.amountCents),
            }),
          );
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        wrapperClassName="sm:w-56"
        label={_('payouts.withdraw.amountIn', { currency: marketplaceCurrency() })}
        inputMode="decimal"
        placeholder={cents(balance.availableCents)}
        hint={_('payouts.withdraw.hint')}
        disabled={Boolean(reason)}
        error={translateError(form.formState.errors.amount?.message)}
        {...form.register('amount')}
      />
      <div className="space-y-2 sm:pt-7">
        <Button
          type="submit"
          loading={withdraw.isPending}
          disabled={Boolean(reason)}
          aria-describedby={reason ? 'withdraw-reason' : undefined}
        >
          {_('payouts.withdraw.submit')}
        </Button>
        {reason && (
          <p id="withdraw-reason" className="text-sm text-slate-600">
            {_(reason)}
          </p>
        )}
        <FormError message={translateError(withdraw.error?.message)} />
      </div>
    </form>
  );
}
