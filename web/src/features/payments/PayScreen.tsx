import { lazy, Suspense, useState } from 'react';
import { Lock } from 'lucide-react';
import { useMatch, useParams } from 'react-router';
import { useMe } from '@web/lib/session';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { useStartPayment } from './api';
import { LocalCardForm } from './LocalCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

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
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 pb-4">
            <div>
              <p className="text-sm text-slate-500">You are paying for</p>
              <p className="font-medium text-slate-900">{payment.data.title}</p>
            </div>
            <p className="text-2xl font-semibold text-slate-900">${payment.data.price}</p>
          </div>
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
