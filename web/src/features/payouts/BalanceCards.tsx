import { useLingui } from '@lingui/react';
import type { Balance } from '@shared/schemas/payouts';
import { useFormatMoney } from '@web/lib/i18n';
import { dateOf } from '@web/lib/dates';

/** The four balances, each with one line saying what it is; `id` names its test id, the same in every language. */
export function BalanceCards({ balance }: { balance: Balance }) {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const clearing =
    balance.pendingCents > 0 && balance.nextAvailableAt
      ? _('payouts.balance.clearsOn', { date: dateOf(balance.nextAvailableAt) })
      : balance.clearingDays === 0
        ? _('payouts.balance.atOnce')
        : _('payouts.balance.waits', { days: balance.clearingDays });
  const cards = [
    {
      id: 'in-progress',
      label: _('payouts.balance.inProgress'),
      value: balance.escrowCents,
      line: _('payouts.balance.inProgressLine'),
    },
    { id: 'clearing', label: _('payouts.balance.clearing'), value: balance.pendingCents, line: clearing },
    {
      id: 'available',
      label: _('payouts.balance.available'),
      value: balance.availableCents,
      line: _('payouts.balance.availableLine'),
    },
    {
      id: 'withdrawn',
      label: _('payouts.balance.withdrawn'),
      value: balance.paidOutCents,
      line: _('payouts.balance.withdrawnLine'),
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{c.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`balance-${c.id}`}>
            {money(c.value, 'minor')}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{c.line}</dd>
        </div>
      ))}
    </dl>
  );
}
