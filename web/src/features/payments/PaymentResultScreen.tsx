import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentIntentStatus, PaymentReceipt } from '@shared/schemas/payments';
import { useFormatMoney } from '@web/lib/i18n';
import { ButtonLink } from '@web/ui/Button';
import { Page } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';
import { paymentKeys, usePaymentStatus } from './api';
import { dateTimeOf } from '@web/lib/dates';

/** SPEC.md section 4: the payment result words for each status (keys of payments.json). */
function resultFor(status: PaymentIntentStatus | undefined): { text: string; icon: ReactNode; tone: string } {
  switch (status) {
    case 'succeeded':
      return {
        text: 'payments.result.succeeded',
        icon: <CircleCheck className="size-8" aria-hidden />,
        tone: 'bg-brand-50 text-brand-700',
      };
    case 'processing':
      return {
        text: 'payments.result.processing',
        icon: <Clock className="size-8" aria-hidden />,
        tone: 'bg-amber-50 text-amber-700',
      };
    case 'requires_payment_method':
      return {
        text: 'payments.result.failed',
        icon: <CircleAlert className="size-8" aria-hidden />,
        tone: 'bg-red-50 text-red-700',
      };
    default:
      return {
        text: 'payments.result.error',
        icon: <CircleAlert className="size-8" aria-hidden />,
        tone: 'bg-red-50 text-red-700',
      };
  }
}

function Receipt({ receipt, amount }: { receipt: PaymentReceipt; amount: number }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const rows: [string, string][] = [
    [_('payments.receipt.orderNumber'), receipt.orderId.slice(0, 8).toUpperCase()],
    [_(receipt.source === 'offer' ? 'payments.receipt.offer' : 'payments.receipt.gig'), receipt.title],
    [_('payments.receipt.amount'), formatMoney(amount, 'minor')],
    [_('payments.receipt.date'), dateTimeOf(receipt.date)],
  ];
  return (
    <dl
      aria-label={_('payments.receipt.title')}
      className="mt-6 w-full max-w-sm divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-start text-sm shadow-sm"
    >
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="shrink-0 whitespace-nowrap text-slate-500">{k}</dt>
          <dd className="min-w-0 text-end font-medium wrap-anywhere text-slate-900" dir="auto">
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Result({
  title,
  icon,
  tone,
  children,
  receipt,
}: {
  title: string;
  icon: ReactNode;
  tone: string;
  children?: ReactNode;
  receipt?: ReactNode;
}) {
  return (
    <Page className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className={`grid size-16 place-items-center rounded-full ${tone}`}>{icon}</span>
      <h1 className="mt-5 text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      {receipt}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Page>
  );
}

function PaymentStatus({ clientSecret }: { clientSecret: string }) {
  const { _ } = useLingui();
  const status = usePaymentStatus(clientSecret);
  const queryClient = useQueryClient();
  const succeeded = status.data?.status === 'succeeded';
  useEffect(() => {
    // Orders and gig sales changed; whatever is cached about them is out of date.
    if (succeeded) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== paymentKeys.all[0] });
  }, [succeeded, queryClient]);
  if (status.isPending) return <PageSpinner />;
  const result = resultFor(status.data?.status);
  const receipt = status.data?.receipt;
  return (
    <Result
      title={_(result.text)}
      icon={result.icon}
      tone={result.tone}
      receipt={succeeded && receipt ? <Receipt receipt={receipt} amount={status.data?.amount ?? 0} /> : undefined}
    >
      {succeeded && receipt && (
        <ButtonLink to={`/orders/${receipt.orderId}`}>{_('payments.result.sendRequirements')}</ButtonLink>
      )}
      {succeeded && (
        <ButtonLink to="/orders" variant="secondary">
          {_('payments.result.viewOrders')}
        </ButtonLink>
      )}
      <ButtonLink to="/gigs" variant={succeeded ? 'secondary' : 'primary'}>
        {_('payments.result.browseGigs')}
      </ButtonLink>
    </Result>
  );
}

/** /success: the payment result when the provider sent the user back here, else the word Success. */
export default function PaymentResultScreen() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const clientSecret = params.get('payment_intent_client_secret');
  if (clientSecret) return <PaymentStatus clientSecret={clientSecret} />;
  return (
    <Result
      title={_('payments.result.success')}
      icon={<CircleCheck className="size-8" aria-hidden />}
      tone="bg-brand-50 text-brand-700"
    >
      <ButtonLink to="/">{_('payments.result.home')}</ButtonLink>
    </Result>
  );
}
