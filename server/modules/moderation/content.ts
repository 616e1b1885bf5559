import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { HIDDEN_MESSAGE_TEXT, REPORT_TARGET_LABELS } from '@shared/schemas/moderation';
import type { Db } from '../../db/client';
import { conversations, gigs, messages, posts, reviews, users } from '../../db/schema';
import { conflict, forbidden } from '../../platform/errors';
import { messagePreview, previewOf } from '../conversations';
import type { Target } from './targets';

// The data side of hiding and restoring, one target at a time, inside the caller's transaction.
// Each change is one conditional UPDATE, so two admins acting at once change the row once.

const label = (target: Target) => REPORT_TARGET_LABELS[target.type];
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A message that is its conversation's newest shows in both inboxes: the preview follows it. */
async function refreshPreview(tx: Db, target: Target, preview: string): Promise<void> {
  if (!target.conversation) return;
  const [newest] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, target.conversation.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (newest?.id === target.id)
    await tx.update(conversations).set({ lastMessage: preview }).where(eq(conversations.id, target.conversation.id));
}

/** A review's stars leave its gig's totals (the rating, its sort) while it is hidden. */
async function moveStars(tx: Db, target: Target, sign: 1 | -1): Promise<void> {
  if (!target.review) return;
  // The freelancer's rating (freelancer search filters and sorts by it) counts only shown reviews.
  await tx
    .update(users)
    .set({
      reviewStars: sql`${users.reviewStars} + ${sign * target.review.star}`,
      reviewCount: sql`${users.reviewCount} + ${sign}`,
    })
    .where(eq(users.id, target.review.sellerId));
  if (!target.review.gigId) return;
  await tx
    .update(gigs)
    .set({
      totalStars: sql`${gigs.totalStars} + ${sign * target.review.star}`,
      starNumber: sql`${gigs.starNumber} + ${sign}`,
    })
    .where(eq(gigs.id, target.review.gigId));
}

const ADMIN_NOT_HIDDEN = 'An administrator’s profile cannot be hidden';

const isAdmin = async (tx: Db, userId: string) =>
  (await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)))[0]?.isAdmin === true;

/**
 * Hides the target with the reason; 409 when an admin already hid it. A gig or post hidden with
 * its owner's suspension becomes an admin's decision (lifting the suspension leaves it hidden).
 */
export async function hideInTx(tx: Db, target: Target, reason: string): Promise<Date> {
  const now = new Date();
  const hidden = { hiddenAt: now, hiddenReason: reason };
  let changed: { id: string }[];
  switch (target.type) {
    case 'gig':
      changed = await tx
        .update(gigs)
        .set({ ...hidden, hiddenCause: 'admin' })
        .where(and(eq(gigs.id, target.id), or(isNull(gigs.hiddenCause), eq(gigs.hiddenCause, 'suspension'))))
        .returning({ id: gigs.id });
      break;
    case 'post':
      changed = await tx
        .update(posts)
        .set({ ...hidden, hiddenCause: 'admin' })
        .where(and(eq(posts.id, target.id), or(isNull(posts.hiddenCause), eq(posts.hiddenCause, 'suspension'))))
        .returning({ id: posts.id });
      break;
    case 'user':
      // As with suspension: one admin can never take another admin out of sight.
      changed = await tx
        .update(users)
        .set(hidden)
        .where(and(eq(users.id, target.id), isNull(users.hiddenAt), eq(users.isAdmin, false)))
        .returning({ id: users.id });
      if (changed.length === 0 && (await isAdmin(tx, target.id))) throw forbidden(ADMIN_NOT_HIDDEN);
      break;
    case 'message':
      changed = await tx
        .update(messages)
        .set(hidden)
        .where(and(eq(messages.id, target.id), isNull(messages.hiddenAt)))
        .returning({ id: messages.id });
      if (changed.length) await refreshPreview(tx, target, previewOf(HIDDEN_MESSAGE_TEXT));
      break;
    case 'review':
      changed = await tx
        .update(reviews)
        .set(hidden)
        .where(and(eq(reviews.id, target.id), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (changed.length) await moveStars(tx, target, -1);
      break;
  }
  if (changed.length === 0) throw conflict(`This ${label(target)} is already hidden`);
  return now;
}

/**
 * Shows the target again; 409 when it is not hidden, or hidden only with its owner's suspension
 * (lifting the suspension restores those). An admin-hidden gig or post of an account that is
 * suspended now stays hidden with the suspension, and shows again when it is lifted.
 */
export async function restoreInTx(tx: Db, target: Target, ownerSuspended: boolean): Promise<void> {
  const shown = { hiddenAt: null, hiddenReason: null };
  const underSuspension = { hiddenCause: 'suspension' as const };
  let changed: { id: string }[];
  switch (target.type) {
    case 'gig':
      changed = await tx
        .update(gigs)
        .set(ownerSuspended ? underSuspension : { ...shown, hiddenCause: null })
        .where(and(eq(gigs.id, target.id), eq(gigs.hiddenCause, 'admin')))
        .returning({ id: gigs.id });
      break;
    case 'post':
      changed = await tx
        .update(posts)
        .set(ownerSuspended ? underSuspension : { ...shown, hiddenCause: null })
        .where(and(eq(posts.id, target.id), eq(posts.hiddenCause, 'admin')))
        .returning({ id: posts.id });
      break;
    case 'user':
      changed = await tx
        .update(users)
        .set(shown)
        .where(and(eq(users.id, target.id), isNotNull(users.hiddenAt)))
        .returning({ id: users.id });
      break;
    case 'message': {
      const rows = await tx
        .update(messages)
        .set(shown)
        .where(and(eq(messages.id, target.id), isNotNull(messages.hiddenAt)))
        .returning({ id: messages.id, desc: messages.desc, files: messages.files });
      if (rows[0]) await refreshPreview(tx, target, messagePreview(rows[0].desc, rows[0].files));
      changed = rows;
      break;
    }
    case 'review':
      changed = await tx
        .update(reviews)
        .set(shown)
        .where(and(eq(reviews.id, target.id), isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (changed.length) await moveStars(tx, target, 1);
      break;
  }
  if (changed.length) return;
  if (target.hiddenCause === 'suspension')
    throw conflict(
      `This ${label(target)} is hidden because its owner's account is suspended: lift the suspension to show it again`,
    );
  throw conflict(`${capital(label(target))} is not hidden`);
}
