import { MessageCircle, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderDetail, OrderEvent } from '@shared/schemas/orders';
import { useMe } from '@web/lib/session';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { Thumbnail } from '@web/ui/Thumbnail';
import { UserText } from '@web/ui/UserText';
import { useOrder, useOrderStep } from './api';
import { DeliveryForm } from './DeliveryForm';
import { DueDate, formatDate, StatusBadge } from './OrderBits';
import { CancelOrder, RateBuyerForm, RequirementsForm, RevisionForm } from './OrderForms';

const EVENT_LABELS: Record<string, string> = {
  paid: 'Paid',
  requirements: 'Requirements sent',
  delivered: 'Delivered',
  revision: 'Revision requested',
  completed: 'Accepted: completed',
  auto_completed: 'Completed automatically',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  buyer_rated: 'Client rated',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

function Timeline({ events, order }: { events: OrderEvent[]; order: OrderDetail }) {
  const who = (id: string | null) => (id === order.buyer._id ? order.buyer.fullName : id === order.seller._id ? order.seller.fullName : 'Workify');
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Timeline">
      {events.map((e, i) => (
        <li key={i} className="space-y-0.5">
          <p className="text-sm font-medium text-slate-900">
            {EVENT_LABELS[e.kind] ?? e.kind} <span className="font-normal text-slate-500">· {who(e.actorId)}</span>
          </p>
          <p className="text-xs text-slate-500">{formatDate(e.createdAt)}</p>
          {e.message && <UserText text={e.message} className="text-sm text-slate-700" />}
        </li>
      ))}
    </ol>
  );
}

function Deliveries({ order }: { order: OrderDetail }) {
  if (!order.deliveries.length) return <p className="text-sm text-slate-500">Nothing delivered yet.</p>;
  return (
    <ul className="space-y-4">
      {order.deliveries.map((d, i) => (
        <li key={d._id} className="space-y-2 rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-slate-500">
            Delivery {i + 1} · {formatDate(d.createdAt)}
          </p>
          <UserText text={d.message} className="text-sm text-slate-800" />
          {d.files.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {d.files.map((f) => (
                <li key={f.url}>
                  <a href={f.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 rounded-md bg-white px-2 py-1 text-sm text-brand-700 ring-1 ring-slate-200 hover:underline">
                    {f.type.startsWith('image/') ? <img src={f.url} alt="" className="size-8 rounded object-cover" /> : <Paperclip className="size-4" aria-hidden />}
                    {f.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function AcceptButton({ orderId }: { orderId: string }) {
  const step = useOrderStep(orderId);
  return (
    <Button loading={step.isPending} onClick={() => step.mutate({ step: 'accept' })}>
      Accept delivery
    </Button>
  );
}

/** What the signed-in party can do next. */
function Actions({ order, isBuyer }: { order: OrderDetail; isBuyer: boolean }) {
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  const left = order.revisionsAllowed - order.revisionsUsed;
  const buyerMayCancel = (order.status === 'in_progress' || order.status === 'revision') && order.dueAt !== null && new Date(order.dueAt) < new Date();
  return (
    <div className="space-y-5">
      {isBuyer && order.status === 'in_progress' && order.requirements === null && <RequirementsForm orderId={order._id} />}
      {!isBuyer && (order.status === 'in_progress' || order.status === 'revision') && <DeliveryForm orderId={order._id} />}
      {isBuyer && order.status === 'delivered' && (
        <div className="space-y-4">
          <AcceptButton orderId={order._id} />
          {left > 0 ? <RevisionForm orderId={order._id} left={left} /> : <p className="text-sm text-slate-500">No revisions left.</p>}
        </div>
      )}
      {open && (!isBuyer || buyerMayCancel) && <CancelOrder orderId={order._id} />}
    </div>
  );
}

/** /orders/{id}: the order's story and its next step; `review` renders the buyer's gig review form. */
export default function OrderDetailScreen({ review }: { review?: (order: OrderDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const { user } = useMe();
  const order = useOrder(id);
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  const o = order.data;
  const isBuyer = user?._id === o.buyer._id;
  const other = isBuyer ? o.seller : o.buyer;
  return (
    <Page className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Thumbnail src={o.gig.img} />
        <div className="min-w-0 flex-1 space-y-1">
          <PageTitle className="text-2xl">{o.gig._id ? <Link to={`/gig/${o.gig._id}`}>{o.gig.title}</Link> : o.gig.title}</PageTitle>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <StatusBadge status={o.status} />
            <span className="font-semibold text-slate-900">${o.price}</span>
            <DueDate dueAt={o.dueAt} status={o.status} />
            <span>
              Revisions {o.revisionsUsed}/{o.revisionsAllowed}
            </span>
            {o.refunded && <span className="font-medium text-slate-900">Refunded</span>}
          </div>
          <p className="text-sm text-slate-600">
            {isBuyer ? 'Seller' : 'Buyer'}:{' '}
            <Link to={`/profile/${other._id}`} className="font-medium text-slate-800 hover:text-brand-700 hover:underline">
              {other.fullName}
            </Link>{' '}
            · Order {o._id.slice(0, 8)}
          </p>
        </div>
        <ButtonLink to={`/message/${o.conversationId}`} variant="secondary">
          <MessageCircle className="size-4" aria-hidden /> Contact {other.fullName}
        </ButtonLink>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Section title="Requirements">
            <UserText text={o.requirements ?? (isBuyer ? 'Tell the seller what they need to start.' : 'The buyer has not sent requirements yet.')} className="text-sm text-slate-700" />
          </Section>
          <Section title="Deliveries">
            <Deliveries order={o} />
          </Section>
          <Section title="Next step">
            <Actions order={o} isBuyer={isBuyer} />
            {o.status === 'completed' && isBuyer && (o.reviewed ? <p className="text-sm text-slate-600">You reviewed this order.</p> : review?.(o))}
            {o.status === 'completed' && !isBuyer && (o.buyerRating ? <p className="text-sm text-slate-600">You rated the client {o.buyerRating.star} stars.</p> : <RateBuyerForm orderId={o._id} />)}
            {o.status === 'cancelled' && <p className="text-sm text-slate-600">This order was cancelled{o.refunded ? ' and refunded' : ''}.</p>}
          </Section>
        </div>
        <Section title="Timeline">
          <Timeline events={o.timeline} order={o} />
        </Section>
      </div>
    </Page>
  );
}
