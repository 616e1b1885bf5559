import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useMe } from '@web/lib/session';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { useBalance, usePayoutAccount } from './api';
import { BalanceCards } from './BalanceCards';
import { PayoutAccountPanel } from './PayoutAccountForm';
import { PayoutsList } from './PayoutsList';
import { TransactionsTable } from './TransactionsTable';
import { WithdrawForm } from './WithdrawForm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Earnings() {
  const { _ } = useLingui();
  const balance = useBalance();
  const account = usePayoutAccount();
  if (balance.isPending || account.isPending)
    return (
      <div
        role="status"
        aria-label={_('payouts.earnings.loading')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  if (balance.isError || account.isError)
    return <ErrorState onRetry={() => void Promise.all([balance.refetch(), account.refetch()])} />;
  return (
    <>
      <BalanceCards balance={balance.data} />
      <Section id="Withdraw" title={_('payouts.earnings.withdraw')}>
        <Card>
          <WithdrawForm balance={balance.data} account={account.data} />
        </Card>
      </Section>
      <Section id="Payout account" title={_('payouts.earnings.account')}>
        <Card>
          <PayoutAccountPanel account={account.data} />
        </Card>
      </Section>
      <Section id="Payouts" title={_('payouts.earnings.payouts')}>
        <PayoutsList />
      </Section>
      <Section id="Transactions" title={_('payouts.earnings.transactions')}>
        <TransactionsTable />
      </Section>
    </>
  );
}

/** /earnings: a freelancer's balances, withdrawals, payout account and money movements. */
export default function EarningsScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  return (
    <Page className="space-y-8">
      <PageTitle>{_('payouts.earnings.title')}</PageTitle>
      {user?.isClient ? (
        <EmptyState title={_('payouts.earnings.forFreelancers')}>{_('payouts.earnings.paymentsElsewhere')}</EmptyState>
      ) : (
        <Earnings />
      )}
    </Page>
  );
}
