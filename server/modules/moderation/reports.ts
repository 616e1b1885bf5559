import { ALREADY_REPORTED, OWN_CONTENT_REPORT, type CreateReport, type Report } from '@shared/schemas/moderation';
import { reports } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { said, writeFor } from '../../platform/mail-text';
import { createNotification } from '../notifications';
import { canSee } from '../../platform/visibility';
import { loadTarget, type Target } from './targets';

const NOT_FOUND: Record<Target['type'], string> = {
  gig: 'Gig',
  post: 'Post',
  user: 'User',
  message: 'Message',
  review: 'Review',
};

/**
 * Whether the reporter may report the target: it must be there for them (a hidden thing, a
 * conversation they are not part of: 404, as anywhere else), and not their own (403).
 */
function checkReportable(reporter: AuthUser, target: Target | null, type: Target['type']): Target {
  const hidden = target ? (target.hiddenAt ?? target.suspendedAt ?? null) : null;
  if (!target || !canSee(reporter, target.ownerId, hidden)) throw notFound(NOT_FOUND[type]);
  if (
    target.conversation &&
    reporter.id !== target.conversation.clientId &&
    reporter.id !== target.conversation.freelancerId
  )
    throw notFound(NOT_FOUND[type]);
  if (target.ownerId === reporter.id) throw forbidden(OWN_CONTENT_REPORT);
  return target;
}

/**
 * POST /reports: one open report per reporter and target. The partial unique index
 * (reports_open_key) decides between two reports sent at once: the loser hears 409. The reporter's
 * bell confirms it was received.
 */
export async function createReport(ctx: AppContext, reporter: AuthUser, input: CreateReport): Promise<Report> {
  const target = checkReportable(
    reporter,
    await loadTarget(ctx.db, input.targetType, input.targetId),
    input.targetType,
  );
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reports)
        .values({
          reporterId: reporter.id,
          targetType: input.targetType,
          targetId: input.targetId,
          targetOwnerId: target.ownerId,
          reason: input.reason,
          details: input.details,
        })
        .returning();
      await createNotification(tx, {
        userId: reporter.id,
        type: 'report.received',
        text: await writeFor(tx, reporter.id, said('mails.moderation.reportReceived', { type: input.targetType })),
        link: target.preview.link ?? (target.conversation ? `/message/${target.conversation.id}` : '/dashboard'),
      });
      return {
        _id: row!.id,
        targetType: row!.targetType,
        targetId: row!.targetId,
        reason: input.reason,
        details: row!.details,
        status: row!.status,
        createdAt: row!.createdAt.toISOString(),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_REPORTED);
    throw err;
  }
}
