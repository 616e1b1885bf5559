import { StatCard } from '@web/ui/StatCard';
import { useBalance } from './api';
import { cents } from './words';

/**
 * The freelancer dashboard's "Earned": what the ledger released to them, clearing, available
 * or withdrawn. Not a sum of order prices, which a dispute's partial refund (or a fee) would
 * overstate; held money is not earned yet.
 */
export function EarnedCard() {
  const balance = useBalance();
  if (balance.isError) return null;
  const b = balance.data;
  return (
    <StatCard
      label="Earned"
      value={b ? cents(b.pendingCents + b.availableCents + b.paidOutCents) : null}
      link={{ to: '/earnings', text: 'See earnings' }}
    />
  );
}
