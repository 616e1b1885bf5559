import { Trans, useLingui } from '@lingui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { OrderStatus } from '@shared/machines/orders';
import {
  DISPUTE_REASON_LABELS,
  type Dispute,
  type DisputeMilestone,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
} from '@shared/schemas/disputes';
import { useFormatDate } from '@web/lib/dates';
import { useFormatMoney } from '@web/lib/i18n';
import { afterOutcomeKey } from './words';

/** DISPUTE_REASON_LABELS (shared/schemas/disputes.ts) in the page's language. */
export const REASON_KEYS: Record<DisputeReason, string> = {
  not_as_described: 'orders.dispute.reason.notAsDescribed',
  poor_quality: 'orders.dispute.reason.poorQuality',
  not_delivered: 'orders.dispute.reason.notDelivered',
  late: 'orders.dispute.reason.late',
  unresponsive: 'orders.dispute.reason.unresponsive',
  scope: 'orders.dispute.reason.scope',
  other: 'orders.dispute.reason.other',
};

/** ORDER_STATUS_LABELS (shared/machines/orders.ts) in the page's language. */
const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  failed: 'orders.status.failed',
  in_progress: 'orders.status.inProgress',
  delivered: 'orders.status.delivered',
  revision: 'orders.status.revision',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
  disputed: 'orders.status.disputed',
};

const REASON_BY_LABEL = new Map(
  Object.entries(DISPUTE_REASON_LABELS).map(([reason, label]) => [label, reason as DisputeReason]),
);

/**
 * The order timeline's dispute opening in the page's language: the server stores it as the
 * reason's English label (server/modules/disputes/service.ts). Null for any other event.
 */
export function useDisputeEventWords() {
  const { _ } = useLingui();
  return useCallback(
    (e: { kind: string; message: string | null }) => {
      const reason = e.kind === 'disputed' && e.message ? REASON_BY_LABEL.get(e.message) : undefined;
      return reason ? _(REASON_KEYS[reason]) : null;
    },
    [_],
  );
}

/** A person's name or another user's words inside a sentence: isolated, so it reads in its own direction. */
export const iso = (text: string) => <bdi>{text}</bdi>;

type Money = { outcome: DisputeOutcome; refundCents: number; releaseCents: number };

/**
 * The dispute screens' words in the page's language (issue 33): amounts with formatMoney in that
 * language, times in the viewer's zone, people's names isolated. English reads as words.ts did.
 */
export function useDisputeWords() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  return useMemo(() => {
    /** A message whose values may hold elements (names in <bdi>), through Lingui's Trans. */
    const t = (id: string, values: Record<string, ReactNode> = {}): ReactNode => <Trans id={id} values={values} />;
    const cents = (amount: number) => money(amount, 'minor');
    const dateTime = (iso: string) => formatDate(iso, 'dateTime');
    const after = (outcome: DisputeOutcome, milestone: DisputeMilestone | null, orderStatus?: string) =>
      _(afterOutcomeKey(outcome, milestone, orderStatus));
    const milestoneName = (m: Pick<DisputeMilestone, 'position' | 'title' | 'amountCents'>) =>
      t('disputes.milestone.name', { position: m.position, title: iso(m.title), amount: cents(m.amountCents) });
    const outcomeText = (outcome: DisputeOutcome, refundCents: number, releaseCents: number) =>
      _(`disputes.outcome.${outcome}`, { refund: cents(refundCents), release: cents(releaseCents) });
    const status = (s: DisputeStatus) => _(`disputes.status.${s}`);
    const reason = (r: DisputeReason) => _(REASON_KEYS[r]);
    const orderStatus = (s: OrderStatus) => _(ORDER_STATUS_KEYS[s]);
    /** The outcome forms' amount messages (outcome-form.ts). */
    const amountWords = {
      between: (min: number, max: number) => _('disputes.amount.between', { min: cents(min), max: cents(max) }),
      required: _('disputes.amount.required'),
    };

    /** What an outcome means to the one reading: "You get $30 back and Fiona Fox gets $50; the order completes." */
    const moneyFor = (d: Dispute, o: Money) =>
      t(`disputes.money.${o.outcome}`, {
        viewer: d.viewerSide,
        buyer: iso(d.order.buyer.fullName),
        seller: iso(d.order.seller.fullName),
        amount: cents(o.outcome === 'release' ? o.releaseCents : o.refundCents),
        refund: cents(o.refundCents),
        release: cents(o.releaseCents),
        after: after(o.outcome, d.milestone, d.order.status),
      });

    /** How the dispute ended, in a sentence; null while it is still open or escalated. */
    const closingText = (d: Dispute): ReactNode => {
      if (d.status === 'withdrawn') return t('disputes.closing.withdrawn', { name: iso(d.openedBy.fullName) });
      if (!d.outcome || d.refundCents === null || d.releaseCents === null) return null;
      return t(d.status === 'decided' ? 'disputes.closing.decided' : 'disputes.closing.settled', {
        outcome: outcomeText(d.outcome, d.refundCents, d.releaseCents),
        milestone: d.milestone ? 'yes' : 'no',
        position: d.milestone?.position ?? 0,
        title: d.milestone ? iso(d.milestone.title) : '',
      });
    };
    return {
      _,
      t,
      cents,
      dateTime,
      after,
      milestoneName,
      outcomeText,
      status,
      reason,
      orderStatus,
      amountWords,
      moneyFor,
      closingText,
    };
  }, [_, money, formatDate]);
}
