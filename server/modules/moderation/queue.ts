import { sql } from 'drizzle-orm';
import type { ReportGroup, ReportReason, ReportStatus, ReportTargetType } from '@shared/schemas/moderation';
import { selectRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { decodeCursor, encodeCursor } from '../../platform/keyset';
import { loadOwners, loadTargets, targetKey } from './targets';

/** How many reports of a group the queue shows with their words (the count says how many in all). */
const SHOWN_REPORTS = 3;

interface GroupRow {
  target_type: ReportTargetType;
  target_id: string;
  count: number;
  reasons: ReportReason[];
  first_at: string;
  latest_at: string;
  /** The cursor key: the first report's time (open) or the decision's (history), full microseconds. */
  sort_key: string;
  report_id: string;
  resolution: ReportGroup['resolution'];
  resolution_reason: string | null;
  resolved_at: string | null;
  latest:
    | {
        id: string;
        reason: ReportReason;
        details: string;
        createdAt: string;
        reporterId: string | null;
        reporterName: string | null;
      }[]
    | string;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

// What every group row carries: the count, the reasons, the span, the report to resolve and the latest reports' words.
const groupColumns = sql`
  r.target_type, r.target_id, count(*)::int AS count, array_agg(DISTINCT r.reason) AS reasons,
  ${iso('min(r.created_at)')} AS first_at, ${iso('max(r.created_at)')} AS latest_at,
  (array_agg(r.id ORDER BY r.created_at DESC, r.id DESC))[1] AS report_id,
  to_json((array_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'createdAt', ${iso('r.created_at')}, 'reporterId', u.id, 'reporterName', u.full_name) ORDER BY r.created_at DESC, r.id DESC))[1:${sql.raw(String(SHOWN_REPORTS))}]) AS latest`;

/**
 * The open queue, the reports of each target grouped, the target waiting longest first (so
 * nothing starves). The open reports are read whole, grouped along reports_queue_idx: they are
 * the team's work in hand, kept small by the rate limit and by each decision closing a target's
 * reports at once.
 */
function openGroups(after: { key: string; id: string } | undefined, take: number) {
  return sql`
    SELECT ${groupColumns}, ${iso('min(r.created_at)')} AS sort_key, NULL AS resolution, NULL AS resolution_reason, NULL AS resolved_at
    FROM reports r LEFT JOIN users u ON u.id = r.reporter_id
    WHERE r.status = 'open'
    GROUP BY r.target_type, r.target_id
    ${after ? sql`HAVING (min(r.created_at), r.target_id) > (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY min(r.created_at), r.target_id
    LIMIT ${take}`;
}

/**
 * The history: one row per decision (a decision closes a target's open reports together, so they
 * share resolved_at), newest first, walking reports_resolved_idx in its own order.
 */
function decidedGroups(
  status: Exclude<ReportStatus, 'open'>,
  after: { key: string; id: string } | undefined,
  take: number,
) {
  return sql`
    SELECT ${groupColumns}, ${iso('r.resolved_at')} AS sort_key, max(r.resolution) AS resolution, max(r.resolution_reason) AS resolution_reason, ${iso('r.resolved_at')} AS resolved_at
    FROM reports r LEFT JOIN users u ON u.id = r.reporter_id
    WHERE r.status = ${status}
    ${after ? sql`AND (r.resolved_at, r.target_id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
    GROUP BY r.resolved_at, r.target_id, r.target_type
    ORDER BY r.resolved_at DESC, r.target_id DESC
    LIMIT ${take}`;
}

/** GET /admin/reports?status=: a page of reported targets with their content, owner and reports. */
export async function reportQueue(
  ctx: AppContext,
  query: { status: ReportStatus; limit: number; cursor?: string },
): Promise<{ items: ReportGroup[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, 'time');
  const after = cursor ? { key: String(cursor.key), id: cursor.id } : undefined;
  const statement =
    query.status === 'open' ? openGroups(after, query.limit + 1) : decidedGroups(query.status, after, query.limit + 1);
  const rows = await selectRows<GroupRow>(ctx.db, statement);
  const page = rows.slice(0, query.limit);
  const targets = await loadTargets(
    ctx.db,
    page.map((r) => ({ type: r.target_type, id: r.target_id })),
  );
  const owners = await loadOwners(
    ctx.db,
    [...targets.values()].map((t) => t.ownerId),
  );
  const items = page.map((r): ReportGroup => {
    const target = targets.get(targetKey(r.target_type, r.target_id));
    const latest =
      typeof r.latest === 'string' ? (JSON.parse(r.latest) as Exclude<GroupRow['latest'], string>) : r.latest;
    return {
      reportId: r.report_id,
      targetType: r.target_type,
      targetId: r.target_id,
      count: Number(r.count),
      reasons: r.reasons,
      firstAt: r.first_at,
      latestAt: r.latest_at,
      status: query.status,
      resolution: r.resolution,
      resolutionReason: r.resolution_reason,
      resolvedAt: r.resolved_at,
      preview: target?.preview ?? null,
      owner: target?.ownerId ? (owners.get(target.ownerId) ?? null) : null,
      hidden: Boolean(target?.hiddenAt),
      hiddenReason: target?.hiddenReason ?? null,
      reports: latest.map((l) => ({
        _id: l.id,
        reason: l.reason,
        details: l.details,
        createdAt: l.createdAt,
        reporter: l.reporterId ? { _id: l.reporterId, fullName: l.reporterName ?? '' } : null,
      })),
    };
  });
  const last = page[page.length - 1];
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ key: last.sort_key, id: last.target_id }) : null,
  };
}
