import { eq } from 'drizzle-orm';
import { HELD_MILESTONE_STATUSES, MILESTONE_STATUS_LABELS, type MilestoneStatus } from '@shared/machines/milestones';
import type { DisputeMilestone } from '@shared/schemas/disputes';
import type { Db } from '../../db/client';
import { orderMilestones } from '../../db/schema';
import { conflict, fieldError } from '../../platform/errors';
import { money, said } from '../../platform/mail-text';
import { contractFacts, lockMilestone, type OrderRow } from '../orders';
import type { Disputed } from './rules';

/**
 * The milestone a dispute opening on `order` is about (issue 34), checked under the order's and
 * then the milestone's lock: on a contract it is required (400 naming milestoneId), one of the
 * order's (404) and holds money (409); a one-price order has none (400). Answers its id, or null.
 */
export async function milestoneToDispute(tx: Db, order: OrderRow, milestoneId: string | undefined) {
  if (!(await contractFacts(tx, order))) {
    if (milestoneId) throw fieldError('milestoneId', 'This order has no milestones');
    return null;
  }
  if (!milestoneId) throw fieldError('milestoneId', 'Choose the milestone the dispute is about');
  const m = await lockMilestone(tx, order.id, milestoneId);
  const status = m.status as MilestoneStatus;
  if (!HELD_MILESTONE_STATUSES.includes(status))
    throw conflict(
      `Milestone ${m.position} holds no money to dispute (it is ${MILESTONE_STATUS_LABELS[status].toLowerCase()}): only a funded milestone whose money is not released yet can be disputed.`,
    );
  return m.id;
}

/** The same as data, for bells and mails in their reader's language: "Milestone 3: Launch ($1,000)". */
export const milestoneSaid = (m: DisputeMilestone) =>
  said('mails.dispute.milestone', { position: m.position, title: m.title, amount: money(m.amountCents) });

/** The dispute's milestone as its answer shows it, or null on a one-price order. */
export async function disputedMilestone(db: Db, milestoneId: string | null): Promise<DisputeMilestone | null> {
  if (!milestoneId) return null;
  const [m] = await db
    .select({
      _id: orderMilestones.id,
      position: orderMilestones.position,
      title: orderMilestones.title,
      amountCents: orderMilestones.amountCents,
    })
    .from(orderMilestones)
    .where(eq(orderMilestones.id, milestoneId));
  return m ?? null;
}

/** What the dispute's outcome moves: the order's price, or its milestone's amount. */
function disputedOf(order: Pick<OrderRow, 'priceMinor'>, milestone: DisputeMilestone | null): Disputed {
  if (!milestone) return { cents: order.priceMinor, of: "the order's price", on: '' };
  return {
    cents: milestone.amountCents,
    of: "the milestone's amount",
    on: ` for milestone ${milestone.position}, ${milestone.title}`,
    milestone: { position: milestone.position, title: milestone.title },
  };
}

/** The same, read for a dispute step (its row holds the milestone's id). */
export async function disputedAmount(db: Db, order: OrderRow, milestoneId: string | null): Promise<Disputed> {
  return disputedOf(order, await disputedMilestone(db, milestoneId));
}
