import { lazy, Suspense, useState } from 'react';
import { CalendarClock, Lock, RefreshCw } from 'lucide-react';
import { useMatch, useParams } from 'react-router';
import { formatMoney } from '@shared/money';
import { useMe } from '@web/lib/session';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { useStartPayment } from './api';
import { LocalCardForm } from './LocalCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** /pay/{id} (a gig) and /pay/offer/{id}: the card form appears once the server has created the payment intent. */
export default function PayScreen() {
  const { id = '' } = useParams();
  const kind = useMatch('/pay/offer/:id') ? 'offer' : 'gig';
  const { user } = useMe();
  const payment = useStartPayment(id, kind);
  const [email, setEmail] = useState<string | null>(null);
  const shownEmail = email ?? user?.email ?? '';

  return (
    <Page className="max-w-xl space-y-6">
      <PageTitle>Payment</PageTitle>
      {payment.isPending ? (
        <PageSpinner />
      ) : payment.isError ? (
        <ErrorState title={payment.error.message} />
      ) : (
        <Card className="space-y-6">
          <section aria-label="Your order" className="space-y-3 border-b border-slate-100 pb-4">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="text-sm text-slate-500">You are paying for</p>
                <p className="font-medium wrap-anywhere text-slate-900">{payment.data.title}</p>
              </div>
              <p className="shrink-0 text-2xl font-semibold whitespace-nowrap text-slate-900">{formatMoney(payment.data.price)}</p>
            </div>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
              <li className="flex items-center gap-1.5">
                <CalendarClock className="size-4 text-brand-700" aria-hidden /> {plural(payment.data.deliveryDays, 'day')} delivery
              </li>
              <li className="flex items-center gap-1.5">
                <RefreshCw className="size-4 text-brand-700" aria-hidden /> {payment.data.revisions === 0 ? 'No revisions' : `${plural(payment.data.revisions, 'revision')}`}
              </li>
            </ul>
          </section>
          {payment.data.provider === 'stripe' && payment.data.publishableKey ? (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm publishableKey={payment.data.publishableKey} clientSecret={payment.data.clientSecret} email={shownEmail} onEmail={setEmail} />
            </Suspense>
          ) : (
            <LocalCardForm clientSecret={payment.data.clientSecret} email={shownEmail} onEmail={setEmail} />
          )}
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden /> The amount is set by Workify from the {kind === 'offer' ? 'offer' : 'gig'}&apos;s price.
          </p>
        </Card>
      )}
    </Page>
  );
}
