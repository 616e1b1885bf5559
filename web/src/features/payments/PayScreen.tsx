import { Trans, useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { CalendarClock, Lock, RefreshCw } from 'lucide-react';
import { useMatch, useParams, useSearchParams } from 'react-router';
import { PACKAGE_TIERS, type GigPurchase, type PackageTier } from '@shared/schemas/gig-packages';
import { useFormatMoney } from '@web/lib/i18n';
import { Approx } from '@web/lib/approx';
import { useMe } from '@web/lib/session';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { AlreadyPaid } from './AlreadyPaid';
import { useRecentPurchase, useStartPayment } from './api';
import { LocalCardForm } from './LocalCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** The gig page's choice, from /pay/{id}?package=standard&extras=id,id (none: Basic, no extras). */
function purchaseOf(query: URLSearchParams): GigPurchase | undefined {
  const tier = query.get('package');
  const extras = (query.get('extras') ?? '').split(',').filter(Boolean);
  if (!tier && extras.length === 0) return undefined;
  return { package: PACKAGE_TIERS.includes(tier as PackageTier) ? (tier as PackageTier) : 'basic', extras };
}

/**
 * /pay/{id} (a gig), /pay/offer/{id} and /pay/milestone/{orderId}/{milestoneId} (issue 34): the
 * card form appears once the server has created the payment intent.
 */
export default function PayScreen() {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const params = useParams();
  const milestone = useMatch('/pay/milestone/:orderId/:milestoneId') !== null;
  const offer = useMatch('/pay/offer/:id') !== null;
  const kind = milestone ? 'milestone' : offer ? 'offer' : 'gig';
  const id = milestone ? `${params.orderId ?? ''}/${params.milestoneId ?? ''}` : (params.id ?? '');
  const { user } = useMe();
  // A milestone is funded once: the server refuses a second funding, so there is no "already bought" question.
  const recent = useRecentPurchase(id, kind === 'offer' ? 'offer' : 'gig', !milestone);
  const [buyAgain, setBuyAgain] = useState(false);
  const paid = milestone ? null : (recent.data?.order ?? null);
  // No payment (and no pending order) starts until we know this is not a second one by mistake.
  const [query] = useSearchParams();
  const payment = useStartPayment(
    id,
    kind,
    milestone || (recent.isSuccess && (!paid || buyAgain)),
    kind === 'gig' ? purchaseOf(query) : undefined,
  );
  const [email, setEmail] = useState<string | null>(null);
  const shownEmail = email ?? user?.email ?? '';

  return (
    <Page className="max-w-xl space-y-6">
      <PageTitle>{_('payments.title')}</PageTitle>
      {recent.isError && !milestone ? (
        <ErrorState title={recent.error.message} onRetry={() => void recent.refetch()} />
      ) : paid && !buyAgain ? (
        <AlreadyPaid kind={kind === 'offer' ? 'offer' : 'gig'} order={paid} onBuyAgain={() => setBuyAgain(true)} />
      ) : payment.isPending ? (
        <PageSpinner />
      ) : payment.isError ? (
        <ErrorState title={payment.error.message} />
      ) : (
        <Card className="space-y-6">
          <section aria-label={_('payments.yourOrder')} className="space-y-3 border-b border-slate-100 pb-4">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="text-sm text-slate-500">{_('payments.payingFor')}</p>
                <p className="font-medium wrap-anywhere text-slate-900">
                  <bdi>{payment.data.title}</bdi>
                </p>
                {payment.data.package && payment.data.package.tier !== 'basic' && (
                  <p className="text-sm text-slate-600">
                    <Trans
                      id="payments.package"
                      values={{ name: payment.data.package.name }}
                      components={{ 0: <bdi /> }}
                    />
                  </p>
                )}
              </div>
              <p className="flex shrink-0 flex-col items-end text-2xl font-semibold whitespace-nowrap text-slate-900">
                {formatMoney(payment.data.price)}
                {/* Shown only: the card is charged the price beside it, in the marketplace currency. */}
                <Approx amount={payment.data.price} />
              </p>
            </div>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
              <li className="flex items-center gap-1.5">
                <CalendarClock className="size-4 text-brand-700" aria-hidden />{' '}
                {_('payments.delivery', { days: payment.data.deliveryDays })}
              </li>
              <li className="flex items-center gap-1.5">
                <RefreshCw className="size-4 text-brand-700" aria-hidden />{' '}
                {_('payments.revisions', { count: payment.data.revisions })}
              </li>
            </ul>
            {payment.data.extras && payment.data.extras.length > 0 && (
              <ul aria-label={_('payments.extras')} className="space-y-1 text-sm text-slate-700">
                {payment.data.extras.map((e) => (
                  <li key={e.id} className="flex justify-between gap-3">
                    <span className="wrap-anywhere">
                      + <bdi>{e.title}</bdi>
                    </span>
                    <span className="whitespace-nowrap">{formatMoney(e.priceCents, 'minor')}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {payment.data.provider === 'stripe' && payment.data.publishableKey ? (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm
                publishableKey={payment.data.publishableKey}
                clientSecret={payment.data.clientSecret}
                email={shownEmail}
                onEmail={setEmail}
              />
            </Suspense>
          ) : (
            <LocalCardForm clientSecret={payment.data.clientSecret} email={shownEmail} onEmail={setEmail} />
          )}
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden /> {_('payments.amountSet', { kind })}
          </p>
        </Card>
      )}
    </Page>
  );
}
