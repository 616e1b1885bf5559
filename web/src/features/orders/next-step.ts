import type { OrderDetail } from '@shared/schemas/orders';
import { dateTimeOf } from '@web/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 days 5 hours", "3 hours 10 minutes", "4 minutes", "less than a minute": what is left until `at`. */
export function timeLeft(at: string, now: number): string {
  const ms = new Date(at).getTime() - now;
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
  return plural(minutes, 'minute');
}

export interface NextStep {
  /** What happens next, in a sentence, for the one reading. */
  text: string;
  /** When the delivery completes by itself, with the time left (delivered orders only). */
  autoComplete: { at: string; left: string } | null;
}

/**
 * What happens next on the order, said to its buyer or its seller, for every status. It reads
 * the facts (dates, revisions, what the server allows) and decides nothing: the actions shown
 * come from `allowedActions`, this only puts them in words.
 */
export function nextStep(order: OrderDetail, side: 'buyer' | 'seller', now: number): NextStep {
  const other = side === 'buyer' ? order.seller.fullName : order.buyer.fullName;
  const due = order.dueAt ? dateTimeOf(order.dueAt) : null;
  const overdue = order.dueAt !== null && new Date(order.dueAt).getTime() < now;
  const may = new Set(order.allowedActions);
  const autoComplete = order.autoCompleteAt
    ? { at: dateTimeOf(order.autoCompleteAt), left: timeLeft(order.autoCompleteAt, now) }
    : null;
  const text = ((): string => {
    switch (order.status) {
      case 'pending':
        return 'Waiting for the payment.';
      case 'processing':
        return 'The payment is processing; the order starts once it goes through.';
      case 'failed':
        return 'The payment did not go through.';
      case 'in_progress':
        // Issue 34: a milestone contract goes one milestone at a time (the list below has the steps).
        if (order.milestones.length > 0)
          return side === 'buyer'
            ? 'This contract goes milestone by milestone: fund each one, then approve the work or ask for changes.'
            : 'This contract goes milestone by milestone: submit the work of each funded milestone.';
        // Issue 34: the clock waits for the answers to the gig's required questions.
        if (!due && order.requirements === null)
          return side === 'buyer'
            ? `Answer ${other}’s questions: the delivery clock starts once the required ones are answered.`
            : `Waiting for ${other} to answer your questions: the delivery clock starts then.`;
        if (side === 'buyer') {
          if (order.requirements === null)
            return `Send your requirements so ${other} can start. The delivery is due by ${due}.`;
          return overdue
            ? `The delivery was due by ${due}. Keep waiting for ${other}, or cancel for a full refund.`
            : `Waiting for ${other} to deliver by ${due}.`;
        }
        if (order.requirements === null)
          return `Waiting for ${other} to send the requirements. The delivery is due by ${due}.`;
        return overdue
          ? `The delivery was due by ${due}: deliver now. ${other} can cancel for a full refund.`
          : `Deliver the work by ${due}.`;
      case 'revision':
        // Work was delivered once: no cancel any more, a dispute is the buyer's way out.
        if (side === 'buyer')
          return `Waiting for ${other} to deliver the revision you asked for.${overdue && may.has('open_dispute') ? ` The delivery was due by ${due}: if it does not come, open a dispute.` : ''}`;
        return `${other} asked for a revision: deliver the changes.`;
      case 'delivered': {
        const by = autoComplete ? `; completes by itself on ${autoComplete.at}` : '';
        if (side === 'seller') return `Waiting for ${other} to accept or ask for a revision${by}.`;
        const left = order.revisionsAllowed - order.revisionsUsed;
        const ask = may.has('request_revision')
          ? `or ask for a revision (${plural(left, 'revision')} left)`
          : 'no revisions are left';
        return `Check the delivery: accept it, ${ask}. If you do nothing, it completes by itself${autoComplete ? ` on ${autoComplete.at}` : ''}.`;
      }
      case 'completed':
        if (side === 'buyer')
          return order.reviewed
            ? 'Completed. You reviewed this order.'
            : `Completed. Tell other clients how it went: review the ${order.source === 'offer' ? 'work' : 'gig'}.`;
        return order.buyerRating
          ? `Completed. You rated the client ${plural(order.buyerRating.star, 'star')}.`
          : 'Completed. Rate the client to help other sellers.';
      case 'cancelled':
        return `This order was cancelled${order.refunded ? ' and refunded' : ''}.`;
      case 'disputed':
        return `A dispute is open: the ${order.milestones.length > 0 ? 'contract' : 'order'} is paused until it is settled.`;
    }
  })();
  return { text, autoComplete: order.status === 'delivered' ? autoComplete : null };
}
