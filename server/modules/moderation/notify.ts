import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { createNotification } from '../notifications';
import type { Target } from './targets';

// The statement of reasons (Digital Services Act, art. 17): whoever's content is hidden, or whose
// account is suspended, is told what and why, by mail, whatever their mail settings (these are
// not optional mails), and in the bell where they can still sign in. Restorations are told too.

export type ContentChange = 'hidden' | 'restored';

/** "your gig "Logo design"", "a message you sent: "…"". */
function whatOf(target: Target): string {
  switch (target.type) {
    case 'gig':
      return `your gig "${target.preview.title}"`;
    case 'post':
      return `your job post "${target.preview.title}"`;
    case 'user':
      return 'your profile';
    case 'message':
      return `a message you sent: "${target.preview.excerpt}"`;
    case 'review':
      return `your review: "${target.preview.excerpt}"`;
  }
}

/** Where the owner sees it in the app. */
export const ownerLink = (target: Target) =>
  target.preview.link ?? (target.conversation ? `/message/${target.conversation.id}` : '/dashboard');

/** The owner's bell, in the transaction that hides or restores. */
export async function ringOwner(tx: Db, target: Target, change: ContentChange, reason: string): Promise<void> {
  if (!target.ownerId) return;
  const what = whatOf(target);
  await createNotification(tx, {
    userId: target.ownerId,
    type: change === 'hidden' ? 'content.hidden' : 'content.restored',
    text: change === 'hidden' ? `Workify hid ${what}. Reason: ${reason}` : `Workify restored ${what}`,
    link: ownerLink(target),
  });
}

async function mailUser(
  ctx: AppContext,
  userId: string | null,
  subject: string,
  lines: string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!userId) return;
  try {
    const [user] = await ctx.db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    await ctx.mailer.send({ to: user.email, subject, text: [`Hello ${user.fullName},`, '', ...lines].join('\n') });
  } catch (err) {
    // The decision stands without its mail; logged without the mail's body.
    log?.warn({ subject, err: (err as Error).name }, 'moderation mail failed');
  }
}

const appeal = (ctx: AppContext) =>
  `If you think this is a mistake, tell us why through ${ctx.config.publicUrl}/contact and we will look at it again.`;

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
      'Your content is visible again on Workify',
      [`Workify restored ${what}: everyone can see it again.`, '', link],
      log,
    );
    return;
  }
  await mailUser(
    ctx,
    target.ownerId,
    'Workify hid your content: the reason',
    [
      `Workify hid ${what}.`,
      '',
      `Reason: ${reason}`,
      '',
      "While it is hidden, nobody but you (and Workify's team) can see it: it is out of every list and search.",
      link,
      '',
      appeal(ctx),
    ],
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
      'Your Workify account is active again',
      [
        'The suspension of your Workify account was lifted: you can sign in again, and your gigs and job posts are visible again.',
        '',
        `${ctx.config.publicUrl}/login`,
      ],
      log,
    );
    return;
  }
  await mailUser(
    ctx,
    userId,
    'Your Workify account is suspended: the reason',
    [
      'Workify suspended your account.',
      '',
      `Reason: ${reason}`,
      '',
      'While it is suspended you cannot sign in, and your gigs and job posts are hidden.',
      '',
      appeal(ctx),
    ],
    log,
  );
}
