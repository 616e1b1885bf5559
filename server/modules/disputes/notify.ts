import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { createNotification, refreshOrCreateNotification } from '../notifications';
import { notifyAll, type OrderNotice } from '../orders';

/** Something a party of a dispute should hear of: the bell always (in the step's transaction), a mail after the commit. */
export interface DisputeNotice {
  kind: Extract<NotificationType, `dispute.${string}`>;
  disputeId: string;
  /** The order's title, for the mail's subject. */
  title: string;
  /** Null: that party deleted their account, nobody is told. */
  to: string | null;
  /** What happened, e.g. "Bea Buyer opened a dispute on Logo design". */
  text: string;
}

/**
 * Messages ring the bell only (one unread bell per dispute, refreshed, not one per message);
 * every other step is mailed too. Dispute mails cannot be switched off: they are about money
 * held and deadlines (the escalation), like a statement of reasons.
 */
const BELL_ONLY = new Set<DisputeNotice['kind']>(['dispute.message']);

const linkOf = (disputeId: string) => `/disputes/${disputeId}`;

export async function ringDisputeBells(tx: Db, notices: DisputeNotice[]): Promise<void> {
  for (const n of notices) {
    if (!n.to) continue;
    const input = { userId: n.to, type: n.kind, text: n.text, link: linkOf(n.disputeId) };
    await (BELL_ONLY.has(n.kind) ? refreshOrCreateNotification(tx, input) : createNotification(tx, input));
  }
}

/** The other party of `actorId` on an order (null: an admin acted, see `bothParties`). */
export const otherParty = (order: { buyerId: string | null; sellerId: string | null }, actorId: string) =>
  order.buyerId === actorId ? order.sellerId : order.buyerId;
export const bothParties = (order: { buyerId: string | null; sellerId: string | null }) => [
  order.buyerId,
  order.sellerId,
];

/**
 * After the commit: the dispute mails, then the order's own notices of the step (the seller's
 * "funds released"). A failing mail never undoes the step; it is logged without its body.
 */
export async function mailDisputeNotices(
  ctx: AppContext,
  notices: DisputeNotice[],
  orderNotices: OrderNotice[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const mailed = notices.filter((n): n is DisputeNotice & { to: string } => n.to !== null && !BELL_ONLY.has(n.kind));
  try {
    const people = mailed.length
      ? await ctx.db
          .select({ id: users.id, email: users.email, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, [...new Set(mailed.map((n) => n.to))]))
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const n of mailed) {
      const user = byId.get(n.to);
      if (!user) continue;
      await ctx.mailer.send({
        to: user.email,
        subject: `Dispute update: ${n.title}`,
        text: [
          `Hello ${user.fullName},`,
          '',
          `${n.text}.`,
          '',
          `Open the dispute: ${ctx.config.publicUrl}${linkOf(n.disputeId)}`,
        ].join('\n'),
      });
    }
  } catch (err) {
    log?.warn({ kinds: mailed.map((n) => n.kind), err: (err as Error).name }, 'dispute mail failed');
  }
  await notifyAll(ctx, orderNotices, log);
}
