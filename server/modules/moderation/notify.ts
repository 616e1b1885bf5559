import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { recipients, said, write, writeFor, writer, type Said } from '../../platform/mail-text';
import { createNotification } from '../notifications';
import type { Target } from './targets';

// The statement of reasons (Digital Services Act, art. 17): whoever's content is hidden, or whose
// account is suspended, is told what and why, by mail, whatever their mail settings (these are
// not optional mails), and in the bell where they can still sign in. Restorations are told too.
// Each is written in its reader's language (`mails.moderation.*`); the reason is the moderator's, as written.

export type ContentChange = 'hidden' | 'restored';

/** "your gig "Logo design"", "a message you sent: "…"": the content's own words as they are. */
function whatOf(target: Target): Said {
  const words = target.type === 'gig' || target.type === 'post' ? target.preview.title : target.preview.excerpt;
  return said('mails.moderation.what', { type: target.type, words: target.type === 'user' ? '' : words });
}

/** Where the owner sees it in the app. */
export const ownerLink = (target: Target) =>
  target.preview.link ?? (target.conversation ? `/message/${target.conversation.id}` : '/dashboard');

/** The owner's bell, in the transaction that hides or restores, in the owner's language. */
export async function ringOwner(tx: Db, target: Target, change: ContentChange, reason: string): Promise<void> {
  if (!target.ownerId) return;
  const what = whatOf(target);
  await createNotification(tx, {
    userId: target.ownerId,
    type: change === 'hidden' ? 'content.hidden' : 'content.restored',
    text: await writeFor(
      tx,
      target.ownerId,
      change === 'hidden'
        ? said('mails.moderation.hiddenBell', { what, reason })
        : said('mails.moderation.restoredBell', { what }),
    ),
    link: ownerLink(target),
  });
}

type Say = (key: string, values?: Record<string, string | Said>) => string;

/** Mails one person, writing the subject and lines in their language (`say` writes `mails.moderation.*`). */
async function mailUser(
  ctx: AppContext,
  userId: string | null,
  kind: string,
  compose: (say: Say) => { subject: string; lines: string[] },
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!userId) return;
  try {
    const user = (await recipients(ctx.db, [userId])).get(userId);
    if (!user) return;
    const { subject, lines } = compose(writer(user, 'moderation'));
    const hello = write(user, said('mails.hello', { name: user.fullName }));
    await ctx.mailer.send({ to: user.email, subject, text: [hello, '', ...lines].join('\n') });
  } catch (err) {
    // The decision stands without its mail; logged without the mail's body.
    log?.warn({ kind, err: (err as Error).name }, 'moderation mail failed');
  }
}

const appeal = (ctx: AppContext, say: Say) => say('appeal', { link: `${ctx.config.publicUrl}/contact` });

/** The statement of reasons for hidden content, or the notice of its restoration; after the commit. */
export async function mailOwner(
  ctx: AppContext,
  target: Target,
  change: ContentChange,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const what = whatOf(target);
  const link = `${ctx.config.publicUrl}${ownerLink(target)}`;
  if (change === 'restored') {
    await mailUser(
      ctx,
      target.ownerId,
      'content.restored',
      (say) => ({ subject: say('restoredSubject'), lines: [say('restored', { what }), '', link] }),
      log,
    );
    return;
  }
  await mailUser(
    ctx,
    target.ownerId,
    'content.hidden',
    (say) => ({
      subject: say('hiddenSubject'),
      lines: [
        say('hidden', { what }),
        '',
        say('reason', { reason }),
        '',
        say('hiddenWhile'),
        link,
        '',
        appeal(ctx, say),
      ],
    }),
    log,
  );
}

/** Tells the account's owner of a suspension (the statement of reasons) or of its end; after the commit. */
export async function mailSuspension(
  ctx: AppContext,
  userId: string,
  change: 'suspended' | 'lifted',
  reason: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (change === 'lifted') {
    await mailUser(
      ctx,
      userId,
      'account.lifted',
      (say) => ({ subject: say('liftedSubject'), lines: [say('lifted'), '', `${ctx.config.publicUrl}/login`] }),
      log,
    );
    return;
  }
  await mailUser(
    ctx,
    userId,
    'account.suspended',
    (say) => ({
      subject: say('suspendedSubject'),
      lines: [say('suspended'), '', say('reason', { reason }), '', say('suspendedWhile'), '', appeal(ctx, say)],
    }),
    log,
  );
}
