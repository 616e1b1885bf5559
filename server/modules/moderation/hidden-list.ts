import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TARGET_TYPES, type HiddenItem, type ReportTargetType } from '@shared/schemas/moderation';
import { selectRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { decodeCursor, encodeCursor } from '../../platform/keyset';
import { loadOwners, loadTargets, targetKey } from './targets';

/**
 * Each table's admin-hidden rows, as its partial index of migration 0026 holds them (gigs and
 * posts hidden with a suspension are the account's business, listed with the account).
 */
const HIDDEN_ROWS: Record<ReportTargetType, { table: string; where: string }> = {
  gig: { table: 'gigs', where: `hidden_cause = 'admin'` },
  post: { table: 'posts', where: `hidden_cause = 'admin'` },
  user: { table: 'users', where: 'hidden_at IS NOT NULL' },
  message: { table: 'messages', where: 'hidden_at IS NOT NULL' },
  review: { table: 'reviews', where: 'hidden_at IS NOT NULL' },
};

interface Row {
  type: ReportTargetType;
  id: string;
  hidden_key: string;
}

/** One table's newest hidden rows after the cursor: a walk of its partial index, at most `take`. */
function branch(type: ReportTargetType, after: { key: string; id: string } | undefined, take: number): SQL {
  const { table, where } = HIDDEN_ROWS[type];
  return sql`(SELECT ${type}::text AS type, id, hidden_at, to_char(hidden_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS hidden_key
    FROM ${sql.raw(`"${table}"`)} WHERE ${sql.raw(where)}
    ${after ? sql`AND (hidden_at, id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY hidden_at DESC, id DESC LIMIT ${take})`;
}

/** GET /admin/content/hidden: what admins hid, of every kind or one, newest first. */
export async function hiddenContent(
  ctx: AppContext,
  query: { type?: ReportTargetType; limit: number; cursor?: string },
): Promise<{ items: HiddenItem[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, 'time');
  const after = cursor ? { key: String(cursor.key), id: cursor.id } : undefined;
  const types = query.type ? [query.type] : [...REPORT_TARGET_TYPES];
  const take = query.limit + 1;
  const rows = await selectRows<Row>(
    ctx.db,
    sql`SELECT type, id, hidden_key FROM (${sql.join(
      types.map((t) => branch(t, after, take)),
      sql` UNION ALL `,
    )}) hidden ORDER BY hidden_at DESC, id DESC LIMIT ${take}`,
  );
  const page = rows.slice(0, query.limit);
  const targets = await loadTargets(
    ctx.db,
    page.map((r) => ({ type: r.type, id: r.id })),
  );
  const owners = await loadOwners(
    ctx.db,
    [...targets.values()].map((t) => t.ownerId),
  );
  // A row restored or deleted between the two reads is left out rather than answered half.
  const items = page.flatMap((r): HiddenItem[] => {
    const target = targets.get(targetKey(r.type, r.id));
    if (!target?.hiddenAt) return [];
    return [
      {
        targetType: r.type,
        targetId: r.id,
        hiddenAt: r.hidden_key,
        hiddenReason: target.hiddenReason,
        preview: target.preview,
        owner: target.ownerId ? (owners.get(target.ownerId) ?? null) : null,
      },
    ];
  });
  const last = page[page.length - 1];
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ key: last.hidden_key, id: last.id }) : null,
  };
}
