import { Trans, useLingui } from '@lingui/react';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@shared/schemas/orders';
import { useFormatMoney } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { Thumbnail } from '@web/ui/Thumbnail';
import { UserText } from '@web/ui/UserText';
import { useOrder } from './api';
import { NextStepCard } from './NextStepCard';
import { OrderChanges } from './OrderChanges';
import { QuestionAnswers } from './OrderAnswers';
import { Milestones } from './Milestones';
import { DueDate, StatusBadge } from './OrderBits';
import { Deliveries, Section, Timeline, type EventWords } from './OrderHistory';

/** What other features draw on the order page, each given the order. */
export interface OrderSlots {
  /** The buyer's gig review form (reviews feature). */
  review?: (order: OrderDetail) => ReactNode;
  /** Where the order's money is (payouts feature). */
  money?: (order: OrderDetail, side: 'buyer' | 'seller') => ReactNode;
  /** The line about the order's dispute, when it has one (disputes feature). */
  dispute?: (order: OrderDetail & { disputeId: string }) => ReactNode;
  /** "Open a dispute", when the order's allowedActions include it (disputes feature). */
  openDispute?: (order: OrderDetail) => ReactNode;
  /** A timeline event's stored English worded in the page's language (the disputes feature: a dispute's reason). */
  eventWords?: EventWords;
}

/** /orders/{id}: the order's story and its next step, with what the other features add (OrderSlots). */
export default function OrderDetailScreen({ review, money: moneySlot, dispute, openDispute, eventWords }: OrderSlots) {
  const { id = '' } = useParams();
  const { user } = useMe();
  const { _ } = useLingui();
  const money = useFormatMoney();
  const order = useOrder(id);
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  const o = order.data;
  const isBuyer = user?._id === o.buyer._id;
  const other = isBuyer ? o.seller : o.buyer;
  const requirements = (
    <Section key="requirements" title={_('orders.requirements.title')}>
      {o.questions.length > 0 ? (
        <QuestionAnswers questions={o.questions} />
      ) : (
        <UserText
          text={o.requirements ?? _(isBuyer ? 'orders.requirements.buyerHint' : 'orders.requirements.sellerWaiting')}
          className="text-sm text-slate-700"
        />
      )}
    </Section>
  );
  const deliveries = (
    <Section key="deliveries" title={_('orders.deliveries.title')}>
      <Deliveries order={o} />
    </Section>
  );
  return (
    <Page className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Thumbnail src={o.gig.img} />
        <div className="min-w-0 flex-1 space-y-1">
          <PageTitle className="text-2xl">
            {o.gig._id ? (
              <Link to={`/gig/${o.gig._id}`} dir="auto">
                {o.gig.title}
              </Link>
            ) : (
              <bdi>{o.gig.title}</bdi>
            )}
          </PageTitle>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <StatusBadge status={o.status} />
            <span className="font-semibold whitespace-nowrap text-slate-900">{money(o.price)}</span>
            {o.package && o.package.tier !== 'basic' && (
              <span>
                <Trans id="orders.detail.package" values={{ name: o.package.name }} components={{ 0: <bdi /> }} />
              </span>
            )}
            {o.extras.length > 0 && (
              <span>
                + <bdi>{o.extras.map((e) => e.title).join(', ')}</bdi>
              </span>
            )}
            <DueDate dueAt={o.dueAt} status={o.status} withTime />
            {!o.dueAt && o.status === 'in_progress' && o.questions.length > 0 && (
              <span>{_('orders.detail.dueAfterAnswers')}</span>
            )}
            {o.milestones.length === 0 && (
              <span>{_('orders.detail.revisions', { used: o.revisionsUsed, allowed: o.revisionsAllowed })}</span>
            )}
            {o.refunded && <span className="font-medium text-slate-900">{_('orders.detail.refunded')}</span>}
          </div>
          <p className="text-sm text-slate-600">
            <Trans
              id={isBuyer ? 'orders.detail.seller' : 'orders.detail.buyer'}
              values={{ name: other.fullName, number: o._id.slice(0, 8) }}
              components={{
                0: (
                  <Link
                    to={`/profile/${other._id}`}
                    dir="auto"
                    className="font-medium text-slate-800 hover:text-brand-700 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </div>
        {o.conversationId && (
          <ButtonLink to={`/message/${o.conversationId}`} variant="secondary">
            <MessageCircle className="size-4" aria-hidden />{' '}
            <span>
              <Trans id="orders.detail.contact" values={{ name: other.fullName }} components={{ 0: <bdi /> }} />
            </span>
          </ButtonLink>
        )}
      </div>
      {o.disputeId !== null && dispute?.({ ...o, disputeId: o.disputeId })}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <NextStepCard order={o} side={isBuyer ? 'buyer' : 'seller'} review={review} openDispute={openDispute} />
          {o.milestones.length > 0 && <Milestones order={o} />}
          <OrderChanges order={o} side={isBuyer ? 'buyer' : 'seller'} />
          {/* A contract's money and work are told milestone by milestone, in its list. */}
          {o.milestones.length === 0 && moneySlot?.(o, isBuyer ? 'buyer' : 'seller')}
          {/* Once there is work, it comes first: the delivery sits right under the answer to it. */}
          {o.milestones.length > 0
            ? requirements
            : o.deliveries.length > 0
              ? [deliveries, requirements]
              : [requirements, deliveries]}
        </div>
        <Section title={_('orders.timeline.title')}>
          <Timeline order={o} words={eventWords} />
        </Section>
      </div>
    </Page>
  );
}
