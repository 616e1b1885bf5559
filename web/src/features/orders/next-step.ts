import type { OrderDetail } from '@shared/schemas/orders';
import { dateTimeOf } from '@web/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A message of orders.json with its values: the screen says it in the page's language. */
export interface StepMessage {
  text: string;
  values?: Record<string, string | number>;
}

/** "2 days 5 hours", "3 hours 10 minutes", "4 minutes", "less than a minute": what is left until `at`. */
export function timeLeft(at: string, now: number): StepMessage {
  const ms = new Date(at).getTime() - now;
  if (ms < MINUTE) return { text: 'orders.left.lessThanMinute' };
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0
      ? { text: 'orders.left.daysHours', values: { days, hours } }
      : { text: 'orders.left.days', values: { days } };
  if (hours > 0)
    return minutes > 0
      ? { text: 'orders.left.hoursMinutes', values: { hours, minutes } }
      : { text: 'orders.left.hours', values: { hours } };
  return { text: 'orders.left.minutes', values: { minutes } };
}

export interface NextStep {
  /** What happens next, in a sentence, for the one reading; `<0>` holds the other party's name. */
  text: StepMessage;
  /** When the delivery completes by itself, with the time left (delivered orders only). */
  autoComplete: { at: string; left: StepMessage } | null;
}

/** The sentence for the order's state and the reader's side (keys of orders.json). */
function stepText(order: OrderDetail, side: 'buyer' | 'seller', now: number, at: string | null): StepMessage {
  const name = side === 'buyer' ? order.seller.fullName : order.buyer.fullName;
  const due = order.dueAt ? dateTimeOf(order.dueAt) : null;
  const overdue = order.dueAt !== null && new Date(order.dueAt).getTime() < now;
  const may = new Set(order.allowedActions);
  const say = (text: string, values: Record<string, string | number> = {}): StepMessage => ({
    text,
    values: { name, due: due ?? '', ...values },
  });
  switch (order.status) {
    case 'pending':
      return say('orders.next.pending');
    case 'processing':
      return say('orders.next.processing');
    case 'failed':
      return say('orders.next.failed');
    case 'in_progress':
      // Issue 34: a milestone contract goes one milestone at a time (the list below has the steps).
      if (order.milestones.length > 0)
        return say(side === 'buyer' ? 'orders.next.milestonesBuyer' : 'orders.next.milestonesSeller');
      // Issue 34: the clock waits for the answers to the gig's required questions.
      if (!due && order.requirements === null)
        return say(side === 'buyer' ? 'orders.next.answerQuestions' : 'orders.next.waitingAnswers');
      if (side === 'buyer') {
        if (order.requirements === null) return say('orders.next.sendRequirements');
        return say(overdue ? 'orders.next.buyerOverdue' : 'orders.next.waitingDelivery');
      }
      if (order.requirements === null) return say('orders.next.waitingRequirements');
      return say(overdue ? 'orders.next.sellerOverdue' : 'orders.next.deliver');
    case 'revision':
      // Work was delivered once: no cancel any more, a dispute is the buyer's way out.
      if (side === 'buyer')
        return say(overdue && may.has('open_dispute') ? 'orders.next.revisionLate' : 'orders.next.revisionBuyer');
      return say('orders.next.revisionSeller');
    case 'delivered': {
      if (side === 'seller')
        return say(at ? 'orders.next.deliveredSellerBy' : 'orders.next.deliveredSeller', { at: at ?? '' });
      return say('orders.next.deliveredBuyer', {
        canRevise: may.has('request_revision') ? 'yes' : 'no',
        left: order.revisionsAllowed - order.revisionsUsed,
        hasAt: at ? 'yes' : 'no',
        at: at ?? '',
      });
    }
    case 'completed':
      if (side === 'buyer')
        return say(
          order.reviewed
            ? 'orders.next.reviewed'
            : order.source === 'offer'
              ? 'orders.next.reviewWork'
              : 'orders.next.reviewGig',
        );
      return order.buyerRating
        ? say('orders.next.ratedClient', { stars: order.buyerRating.star })
        : say('orders.next.rateClient');
    case 'cancelled':
      return say(order.refunded ? 'orders.next.cancelledRefunded' : 'orders.next.cancelled');
    case 'disputed':
      return say(order.milestones.length > 0 ? 'orders.next.disputedContract' : 'orders.next.disputed');
  }
}

/**
 * What happens next on the order, said to its buyer or its seller, for every status. It reads
 * the facts (dates, revisions, what the server allows) and decides nothing: the actions shown
 * come from `allowedActions`, this only puts them in words.
 */
export function nextStep(order: OrderDetail, side: 'buyer' | 'seller', now: number): NextStep {
  const autoComplete = order.autoCompleteAt
    ? { at: dateTimeOf(order.autoCompleteAt), left: timeLeft(order.autoCompleteAt, now) }
    : null;
  const at = order.status === 'delivered' && autoComplete ? autoComplete.at : null;
  return {
    text: stepText(order, side, now, at),
    autoComplete: order.status === 'delivered' ? autoComplete : null,
  };
}
