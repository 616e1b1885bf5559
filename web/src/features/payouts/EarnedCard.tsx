import { useLingui } from '@lingui/react';
import { useFormatMoney } from '@web/lib/i18n';
import { StatCard } from '@web/ui/StatCard';
import { useBalance } from './api';

/**
 * The freelancer dashboard's "Earned": what the ledger released to them, clearing, available
 * or withdrawn. Not a sum of order prices, which a dispute's partial refund (or a fee) would
 * overstate; held money is not earned yet.
 */
export function EarnedCard() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const balance = useBalance();
  if (balance.isError) return null;
  const b = balance.data;
  return (
    <StatCard
      label={_('payouts.earned.label')}
      value={b ? money(b.pendingCents + b.availableCents + b.paidOutCents, 'minor') : null}
      link={{ to: '/earnings', text: _('payouts.earned.see') }}
    />
  );
}
