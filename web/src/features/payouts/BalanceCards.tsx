import type { Balance } from '@shared/schemas/payouts';
import { cents } from './words';
import { dateOf } from '@web/lib/dates';

/** The four balances, each with one line saying what it is. */
export function BalanceCards({ balance }: { balance: Balance }) {
  const clearing =
    balance.pendingCents > 0 && balance.nextAvailableAt
      ? `Released to you; the next amount clears on ${dateOf(balance.nextAvailableAt)}.`
      : balance.clearingDays === 0
        ? 'Released money is available at once.'
        : `Released money waits ${balance.clearingDays} days before you can withdraw it.`;
  const cards = [
    { label: 'In progress', value: balance.escrowCents, line: 'Held for your paid orders until they are completed.' },
    { label: 'Clearing', value: balance.pendingCents, line: clearing },
    { label: 'Available', value: balance.availableCents, line: 'Yours to withdraw now.' },
    { label: 'Withdrawn', value: balance.paidOutCents, line: 'Paid out to your payout account so far.' },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{c.label}</dt>
          <dd
            className="mt-1 text-2xl font-semibold text-slate-900"
            data-testid={`balance-${c.label.toLowerCase().replace(' ', '-')}`}
          >
            {cents(c.value)}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{c.line}</dd>
        </div>
      ))}
    </dl>
  );
}
