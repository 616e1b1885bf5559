import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderMailKind } from '@shared/schemas/orders';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { createNotification } from '../notifications';
import { mailHiringNotices, type HiringNotice } from '../offers';

export type OrderNoticeKind = OrderMailKind | 'order.rated';

export interface OrderNotice {
  kind: OrderNoticeKind;
  orderId: string;
  title: string;
  /** Who is told: the other party of the one who acted (null: they deleted their account, nobody is told). */
  to: string | null;
  /** What happened, e.g. "Carl Client sent the requirements: Logo design". */
  text: string;
}

/** Rings the bell in the caller's transaction, so it lands only with the change it reports. */
export async function ringBell(tx: Db, notice: OrderNotice): Promise<void> {
  if (!notice.to) return;
  await createNotification(tx, {
    userId: notice.to,
    type: notice.kind,
    text: notice.text,
    link: `/orders/${notice.orderId}`,
  });
}

/**
 * Mails the notice after the commit, unless the user switched that kind off. A failing
 * mail never undoes the order step; it is logged without the mail's body.
 */
export async function mailNotice(ctx: AppContext, notice: OrderNotice, log?: FastifyBaseLogger): Promise<void> {
  try {
    if (!notice.to) return;
    const [user] = await ctx.db
      .select({ email: users.email, fullName: users.fullName, off: users.mailOptOut })
      .from(users)
      .where(eq(users.id, notice.to));
    if (!user || user.off.includes(notice.kind)) return;
    const origin = ctx.config.publicUrl ?? '';
    await ctx.mailer.send({
      to: user.email,
      subject: `Order update: ${notice.title}`,
      text: [
        `Hello ${user.fullName},`,
        '',
        `${notice.text}.`,
        '',
        `Open the order: ${origin}/orders/${notice.orderId}`,
        '',
        'You can switch these mails off in your profile.',
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
