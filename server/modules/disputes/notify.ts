import type { FastifyBaseLogger } from 'fastify';
import type { NotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { recipients, said, write, writer, type Said } from '../../platform/mail-text';
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
  /**
   * What happened, as data (a `mails.dispute.*` key and its values), written in the recipient's
   * language: "Bea Buyer opened a dispute on Logo design", "Bea Buyer abrió una disputa sobre …".
   */
  said: Said;
  /** A line the mail adds below (the bell shows `said` only): from when Workify can be asked, in the recipient's zone. */
  more?: Said;
}

/**
 * Messages ring the bell only (one unread bell per dispute, refreshed, not one per message);
 * every other step is mailed too. Dispute mails cannot be switched off: they are about money
 * held and deadlines (the escalation), like a statement of reasons.
 */
const BELL_ONLY = new Set<DisputeNotice['kind']>(['dispute.message']);

const linkOf = (disputeId: string) => `/disputes/${disputeId}`;

/** Rings the bells in the step's transaction, each in its reader's language. */
export async function ringDisputeBells(tx: Db, notices: DisputeNotice[]): Promise<void> {
  const readers = await recipients(
    tx,
    notices.map((n) => n.to),
  );
  for (const n of notices) {
    const reader = n.to ? readers.get(n.to) : undefined;
    if (!n.to || !reader) continue;
    const input = { userId: n.to, type: n.kind, text: write(reader, n.said), link: linkOf(n.disputeId) };
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

/** A step's one notice, to the other party of `actorId`: what happened (and a line the mail adds). */
export const toOtherParty = (
  kind: DisputeNotice['kind'],
  disputeId: string,
  order: { title: string; buyerId: string | null; sellerId: string | null },
  actorId: string,
  what: Said,
  more?: Said,
): DisputeNotice[] => [
  { kind, disputeId, title: order.title, to: otherParty(order, actorId), said: what, ...(more ? { more } : {}) },
];

/**
 * After the commit: the dispute mails, each in its recipient's language and zone, then the
 * order's own notices of the step (the seller's "funds released"). A failing mail never undoes
 * the step; it is logged without its body.
 */
export async function mailDisputeNotices(
  ctx: AppContext,
  notices: DisputeNotice[],
  orderNotices: OrderNotice[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const mailed = notices.filter((n): n is DisputeNotice & { to: string } => n.to !== null && !BELL_ONLY.has(n.kind));
  try {
    const byId = await recipients(
      ctx.db,
      mailed.map((n) => n.to),
    );
    for (const n of mailed) {
      const user = byId.get(n.to);
      if (!user) continue;
      const say = writer(user, 'dispute');
      await ctx.mailer.send({
        to: user.email,
        subject: say('subject', { title: n.title }),
        text: [
          write(user, said('mails.hello', { name: user.fullName })),
          '',
          `${write(user, n.said)}.`,
          ...(n.more ? ['', write(user, n.more)] : []),
          '',
          say('open', { link: `${ctx.config.publicUrl}${linkOf(n.disputeId)}` }),
        ].join('\n'),
      });
    }
  } catch (err) {
    log?.warn({ kinds: mailed.map((n) => n.kind), err: (err as Error).name }, 'dispute mail failed');
  }
  await notifyAll(ctx, orderNotices, log);
}
