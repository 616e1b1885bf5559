import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HIRING_MAIL_KINDS, type HiringMailKind } from '@shared/schemas/offers';
import type { NotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { createNotification } from '../notifications';

/** Something a party of a hire should hear of: the bell always, a mail for the kinds that mail. */
export interface HiringNotice {
  kind: NotificationType;
  to: string;
  /** What happened, e.g. "Carl Client sent you an offer: Logo design". */
  text: string;
  /** The app path it opens. */
  link: string;
}

const MAILED = new Set<string>(HIRING_MAIL_KINDS);

/** Rings the bells in the caller's transaction, so they land only with the change they report. */
export async function ringBells(tx: Db, notices: HiringNotice[]): Promise<void> {
  for (const notice of notices)
    await createNotification(tx, { userId: notice.to, type: notice.kind, text: notice.text, link: notice.link });
}

/**
 * Mails the notices of the mailed kinds after the commit, unless the user switched that kind
 * off. A failing mail never undoes the step; it is logged without the mail's body.
 */
export async function mailHiringNotices(
  ctx: AppContext,
  notices: HiringNotice[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const mailed = notices.filter((n) => MAILED.has(n.kind));
  if (!mailed.length) return;
  try {
    const people = await ctx.db
      .select({ id: users.id, email: users.email, fullName: users.fullName, off: users.mailOptOut })
      .from(users)
      .where(inArray(users.id, [...new Set(mailed.map((n) => n.to))]));
    const byId = new Map(people.map((p) => [p.id, p]));
    const origin = ctx.config.publicUrl ?? '';
    for (const notice of mailed) {
      const user = byId.get(notice.to);
      if (!user || user.off.includes(notice.kind as HiringMailKind)) continue;
      await ctx.mailer.send({
        to: user.email,
        subject: notice.text.length > 90 ? `${notice.text.slice(0, 87)}...` : notice.text,
        text: [
          `Hello ${user.fullName},`,
          '',
          `${notice.text}.`,
          '',
          `Open it: ${origin}${notice.link}`,
          '',
          'You can switch these mails off in your profile.',
        ].join('\n'),
      });
    }
  } catch (err) {
    log?.warn({ kinds: mailed.map((n) => n.kind), err: (err as Error).name }, 'hiring mail failed');
  }
}
