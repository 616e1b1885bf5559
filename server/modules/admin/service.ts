import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import {
  adminUsersQuery,
  auditQuery,
  type AdminUser,
  type AdminUsersQuery,
  type AuditEntry,
  type AuditQuery,
} from '@shared/schemas/admin';
import { auditLog, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';

/** The text the user search looks in: the expression of users_admin_search_trgm_idx (migration 0025). */
const searchText = sql`lower(${users.fullName} || ' ' || ${users.email} || ' ' || ${users.username})`;

/** LIKE's own characters in the admin's words are matched as themselves. */
const likePattern = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /admin/users: every account (admins and suspended ones included), newest first, a page
 * at a time; with a query, those whose name, e-mail or username contains it.
 */
export async function listAdminUsers(ctx: AppContext, raw: AdminUsersQuery) {
  const query = adminUsersQuery.parse(raw);
  const rows = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      avatarKey: users.avatarKey,
      isClient: users.isClient,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      createdAt: users.createdAt,
      key: timeKey(users.createdAt),
    })
    .from(users)
    .where(
      and(
        query.query ? sql`${searchText} LIKE ${likePattern(query.query)}` : undefined,
        olderThanCursor(users.createdAt, users.id, query.cursor),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.id }));
  const list: AdminUser[] = items.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    username: r.username,
    email: r.email,
    avatar: publicUrl(r.avatarKey),
    role: r.isClient ? 'client' : 'freelancer',
    isAdmin: r.isAdmin,
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspendedReason: r.suspendedReason,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items: list, nextCursor };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit target's name as it is now, so a line reads "Mallory Member", not "user 877c2891". */
const auditTargetLabel = sql<string | null>`CASE ${auditLog.targetType}
  WHEN 'user' THEN (SELECT u.full_name FROM users u WHERE u.id::text = ${auditLog.targetId})
  WHEN 'gig' THEN (SELECT g.title FROM gigs g WHERE g.id::text = ${auditLog.targetId})
  WHEN 'post' THEN (SELECT p.title FROM posts p WHERE p.id::text = ${auditLog.targetId})
  ELSE NULL END`;

/** GET /admin/audit: the audit log, newest first, a page at a time (audit_log_created_idx). */
export async function listAudit(ctx: AppContext, raw: AuditQuery) {
  const query = auditQuery.parse(raw);
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  const rows = await ctx.db
    .select({ row: auditLog, key: timeKey(auditLog.createdAt), targetLabel: auditTargetLabel })
    .from(auditLog)
    .where(
      and(
        olderThanCursor(auditLog.createdAt, auditLog.id, query.cursor),
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actor ? ilike(auditLog.actorName, `%${escapeLike(query.actor)}%`) : undefined,
        query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lt(auditLog.createdAt, nextDay(query.to)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  const list: AuditEntry[] = items.map(({ row, targetLabel }) => ({
    id: row.id,
    actor: row.actorId ? { id: row.actorId, name: row.actorName } : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items: list, nextCursor };
}
