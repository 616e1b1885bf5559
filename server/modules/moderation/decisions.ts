import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentState, ReportAction, ReportTargetType, ResolveResult } from '@shared/schemas/moderation';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import { forgetCategoryFigures } from '../gigs';
import { hideInTx, restoreInTx } from './content';
import { mailOwner, ringOwner, type ContentChange } from './notify';
import { afterSuspension, suspendInTx } from './suspension';
import { loadTarget, type Target } from './targets';

const NAMES: Record<ReportTargetType, string> = {
  gig: 'Gig',
  post: 'Post',
  user: 'User',
  message: 'Message',
  review: 'Review',
};

async function requireTarget(tx: Db, type: ReportTargetType, id: string): Promise<Target> {
  const target = await loadTarget(tx, type, id);
  if (!target) throw notFound(NAMES[type]);
  return target;
}

/**
 * Locks the target's open reports, always in id order and before the content itself, so two
 * decisions about one target (two reports resolved at once, a hide beside a resolution) wait
 * for each other instead of deadlocking. A report closed meanwhile is not in the answer.
 */
async function lockOpenReports(tx: Db, type: ReportTargetType, id: string): Promise<string[]> {
  const rows = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.status, 'open'), eq(reports.targetType, type), eq(reports.targetId, id)))
    .orderBy(asc(reports.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Closes every open report of the target with one decision (they share resolved_at, so the
 * history shows them as one). A decision is about the content, not about one reporter's words:
 * leaving the other reports of the same thing open would bring it straight back to the queue.
 */
async function closeOpenReports(
  tx: Db,
  admin: AuthUser,
  type: ReportTargetType,
  id: string,
  action: ReportAction,
  reason: string,
): Promise<number> {
  const closed = await tx
    .update(reports)
    .set({
      status: action === 'dismiss' ? 'dismissed' : 'actioned',
      resolution: action,
      resolutionReason: reason,
      resolvedBy: admin.id,
      resolvedAt: new Date(),
    })
    .where(and(eq(reports.status, 'open'), eq(reports.targetType, type), eq(reports.targetId, id)))
    .returning({ id: reports.id });
  return closed.length;
}

/** After the commit: the landing's figures (a gig), then the owner's mail. */
async function tellOwner(
  ctx: AppContext,
  target: Target,
  change: ContentChange,
  reason: string,
  log?: FastifyBaseLogger,
) {
  if (target.type === 'gig') forgetCategoryFigures(ctx);
  await mailOwner(ctx, target, change, reason, log);
}

/** POST /admin/content/{type}/{id}/hide: hidden at once, its open reports closed, the owner told why. */
export async function hideContent(
  ctx: AppContext,
  admin: AuthUser,
  type: ReportTargetType,
  id: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<ContentState> {
  const { target, hiddenAt } = await ctx.db.transaction(async (tx) => {
    await lockOpenReports(tx, type, id);
    const found = await requireTarget(tx, type, id);
    const at = await hideInTx(tx, found, reason);
    const closed = await closeOpenReports(tx, admin, type, id, 'hide', reason);
    await recordAudit(tx, {
      actor: admin,
      action: 'content.hide',
      targetType: type,
      targetId: id,
      reason,
      details: { reportsClosed: closed },
    });
    await ringOwner(tx, found, 'hidden', reason);
    return { target: found, hiddenAt: at };
  });
  await tellOwner(ctx, target, 'hidden', reason, log);
  return { targetType: type, targetId: id, hidden: true, hiddenAt: hiddenAt.toISOString(), hiddenReason: reason };
}

/** POST /admin/content/{type}/{id}/restore. */
export async function restoreContent(
  ctx: AppContext,
  admin: AuthUser,
  type: ReportTargetType,
  id: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<ContentState> {
  const { target, stillHidden } = await ctx.db.transaction(async (tx) => {
    const found = await requireTarget(tx, type, id);
    const [owner] = found.ownerId
      ? await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, found.ownerId))
      : [];
    const ownerSuspended = Boolean(owner?.suspendedAt) && (type === 'gig' || type === 'post');
    await restoreInTx(tx, found, ownerSuspended);
    await recordAudit(tx, {
      actor: admin,
      action: 'content.restore',
      targetType: type,
      targetId: id,
      reason,
      details: { stillHiddenBySuspension: ownerSuspended },
    });
    if (!ownerSuspended) await ringOwner(tx, found, 'restored', reason);
    return { target: found, stillHidden: ownerSuspended };
  });
  if (!stillHidden) await tellOwner(ctx, target, 'restored', reason, log);
  return {
    targetType: type,
    targetId: id,
    hidden: stillHidden,
    hiddenAt: stillHidden ? target.hiddenAt!.toISOString() : null,
    hiddenReason: stillHidden ? target.hiddenReason : null,
  };
}

/**
 * POST /admin/reports/{id}/resolve: the decision covers every open report of the same target
 * (see closeOpenReports). The target's open reports are locked first (lockOpenReports), so of
 * two admins deciding at once the second finds its report closed and hears 409. 'hide' hides the content (already hidden: the reports just close), 'suspend'
 * suspends the account it belongs to.
 */
export async function resolveReport(
  ctx: AppContext,
  admin: AuthUser,
  reportId: string,
  action: ReportAction,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<ResolveResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
    if (!report) throw notFound('Report');
    if (!(await lockOpenReports(tx, report.targetType, report.targetId)).includes(reportId))
      throw conflict('This report is already resolved');
    const target = await loadTarget(tx, report.targetType, report.targetId);
    let hidden: Target | null = null;
    let suspended: string | null = null;
    if (action === 'hide') {
      if (!target) throw conflict('The reported content no longer exists: dismiss the report instead');
      // Hidden by an admin already: the reports just close. Hidden with a suspension: now an admin's decision too.
      const hiddenByAdmin = target.hiddenAt !== null && target.hiddenCause !== 'suspension';
      if (!hiddenByAdmin) {
        await hideInTx(tx, target, reason);
        await ringOwner(tx, target, 'hidden', reason);
        hidden = target;
      }
    }
    if (action === 'suspend') {
      const ownerId = target?.ownerId ?? report.targetOwnerId;
      if (!ownerId) throw conflict('The account of the reported content no longer exists: dismiss the report instead');
      if ((await suspendInTx(tx, admin, ownerId, reason, 'keep')).changed) suspended = ownerId;
    }
    const closed = await closeOpenReports(tx, admin, report.targetType, report.targetId, action, reason);
    await recordAudit(tx, {
      actor: admin,
      action: `report.${action}`,
      targetType: report.targetType,
      targetId: report.targetId,
      reason,
      details: { reportId, reportsClosed: closed, hidden: hidden !== null, suspendedUserId: suspended },
    });
    return { report, closed, hidden, suspended };
  });
  if (outcome.hidden) await tellOwner(ctx, outcome.hidden, 'hidden', reason, log);
  if (outcome.suspended) await afterSuspension(ctx, outcome.suspended, reason, log);
  return { targetType: outcome.report.targetType, targetId: outcome.report.targetId, action, resolved: outcome.closed };
}
