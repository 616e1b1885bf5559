import type { FastifyBaseLogger } from 'fastify';
import type { OrderMailKind } from '@shared/schemas/orders';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { recipients, said, write, writer, type Said } from '../../platform/mail-text';
import { createNotification } from '../notifications';
import { mailHiringNotices, type HiringNotice } from '../offers';

export type OrderNoticeKind = OrderMailKind | 'order.rated';

export interface OrderNotice {
  kind: OrderNoticeKind;
  orderId: string;
  title: string;
  /** Who is told: the other party of the one who acted (null: they deleted their account, nobody is told). */
  to: string | null;
  /**
   * What happened, as data (a `mails.order.*` key and its values), written in the recipient's
   * language: "Carl Client sent the requirements: Logo design", "Carl Client envió los requisitos: …".
   */
  said: Said;
  /** A line the mail adds below (the bell shows `said` only): a deadline, in the recipient's zone. */
  more?: Said;
}

/** Rings the bell in the caller's transaction, so it lands only with the change it reports; in the recipient's language. */
export async function ringBell(tx: Db, notice: OrderNotice): Promise<void> {
  if (!notice.to) return;
  const reader = (await recipients(tx, [notice.to])).get(notice.to);
  if (!reader) return;
  await createNotification(tx, {
    userId: notice.to,
    type: notice.kind,
    text: write(reader, notice.said),
    link: `/orders/${notice.orderId}`,
  });
}

/**
 * Mails the notice after the commit, in the recipient's language and zone, unless they switched
 * that kind off. A failing mail never undoes the order step; it is logged without the mail's body.
 */
export async function mailNotice(ctx: AppContext, notice: OrderNotice, log?: FastifyBaseLogger): Promise<void> {
  try {
    if (!notice.to) return;
    const user = (await recipients(ctx.db, [notice.to])).get(notice.to);
    if (!user || user.mailOptOut.includes(notice.kind)) return;
    const origin = ctx.config.publicUrl ?? '';
    const say = writer(user, 'order');
    await ctx.mailer.send({
      to: user.email,
      subject: say('subject', { title: notice.title }),
      text: [
        write(user, said('mails.hello', { name: user.fullName })),
        '',
        `${write(user, notice.said)}.`,
        ...(notice.more ? ['', write(user, notice.more)] : []),
        '',
        say('open', { link: `${origin}/orders/${notice.orderId}` }),
        '',
        write(user, said('mails.switchOff')),
      ].join('\n'),
    });
  } catch (err) {
    log?.warn({ kind: notice.kind, orderId: notice.orderId, err: (err as Error).name }, 'order mail failed');
  }
}

/** An order step's notice, or a hire's (an offer's payment fills a post). */
export type Notice = OrderNotice | HiringNotice;

/** The bell in the transaction, the mail after it: what every order step calls. */
export async function notifyAll(ctx: AppContext, notices: Notice[], log?: FastifyBaseLogger): Promise<void> {
  const hiring: HiringNotice[] = [];
  for (const notice of notices) {
    if ('orderId' in notice) await mailNotice(ctx, notice, log);
    else hiring.push(notice);
  }
  await mailHiringNotices(ctx, hiring, log);
}
