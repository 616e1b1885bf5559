import { Link } from 'react-router';
import { Card } from '@web/ui/Card';
import { Skeleton } from '@web/ui/Skeleton';
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
    <Card className="p-5">
      <p className="text-sm text-slate-500">Earned</p>
      {b ? <p className="mt-1 text-2xl font-semibold text-slate-900">{cents(b.pendingCents + b.availableCents + b.paidOutCents)}</p> : <Skeleton className="mt-1 h-8 w-16" />}
      <Link to="/earnings" className="mt-2 inline-block text-sm text-brand-700 hover:underline">
        See earnings
      </Link>
    </Card>
  );
}
