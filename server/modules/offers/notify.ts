import type { FastifyBaseLogger } from 'fastify';
import { HIRING_MAIL_KINDS, type HiringMailKind } from '@shared/schemas/offers';
import type { NotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { recipients, said, write, writer, type Said } from '../../platform/mail-text';
import { createNotification } from '../notifications';

/** Something a party of a hire should hear of: the bell always, a mail for the kinds that mail. */
export interface HiringNotice {
  kind: NotificationType;
  to: string;
  /** What happened, as data (a `mails.hiring.*` key and its values), written in the recipient's language. */
  said: Said;
  /** A line the mail adds below (the bell shows `said` only): the offer's expiry, in the recipient's zone. */
  more?: Said;
  /** The app path it opens. */
  link: string;
}

const MAILED = new Set<string>(HIRING_MAIL_KINDS);

/** Rings the bells in the caller's transaction, so they land only with the change they report; each in its reader's language. */
export async function ringBells(tx: Db, notices: HiringNotice[]): Promise<void> {
  if (!notices.length) return;
  const readers = await recipients(
    tx,
    notices.map((n) => n.to),
  );
  for (const notice of notices) {
    const reader = readers.get(notice.to);
    if (!reader) continue;
    const text = write(reader, notice.said);
    await createNotification(tx, { userId: notice.to, type: notice.kind, text, link: notice.link });
  }
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
    const byId = await recipients(
      ctx.db,
      mailed.map((n) => n.to),
    );
    const origin = ctx.config.publicUrl ?? '';
    for (const notice of mailed) {
      const user = byId.get(notice.to);
      if (!user || user.mailOptOut.includes(notice.kind as HiringMailKind)) continue;
      const text = write(user, notice.said);
      await ctx.mailer.send({
        to: user.email,
        subject: text.length > 90 ? `${text.slice(0, 87)}...` : text,
        text: [
          write(user, said('mails.hello', { name: user.fullName })),
          '',
          `${text}.`,
          ...(notice.more ? ['', write(user, notice.more)] : []),
          '',
          writer(user, 'hiring')('open', { link: `${origin}${notice.link}` }),
          '',
          write(user, said('mails.switchOff')),
        ].join('\n'),
      });
    }
  } catch (err) {
    log?.warn({ kinds: mailed.map((n) => n.kind), err: (err as Error).name }, 'hiring mail failed');
  }
}
