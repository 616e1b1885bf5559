import { sql } from 'drizzle-orm';
import type { AdminOrder, AdminOverview, DailyActivity } from '@shared/schemas/admin';
import { ACTIVE_ORDER_STATUSES } from '@shared/machines/orders';
import { selectRows, type Db } from '../../db/client';

/** How many open orders of suspended accounts the overview lists (the total is counted apart). */
export const SUSPENDED_ORDERS_SHOWN = 20;
const DAYS = 30;
const ACTIVE = sql.join(
  ACTIVE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The console's counts, one statement; every count walks an index (migrations 0024, 0025). */
async function counts(db: Db) {
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM reports WHERE status = 'open') AS open_reports,
      (SELECT count(*)::int FROM disputes WHERE status = 'open') AS open_disputes,
      (SELECT count(*)::int FROM disputes WHERE status = 'escalated') AS escalated_disputes,
      (SELECT count(*)::int FROM users WHERE created_at > now() - interval '24 hours') AS users,
      (SELECT count(*)::int FROM posts WHERE created_at > now() - interval '24 hours') AS posts,
      (SELECT count(*)::int FROM gigs WHERE created_at > now() - interval '24 hours') AS gigs,
      (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'charge' AND created_at > now() - interval '24 hours') AS orders`,
  );
  return row!;
}

/**
 * The last 30 UTC days, today included: orders paid and what their buyers paid, from the
 * ledger's charges (one per paid order), so the chart agrees with the money records.
 */
async function dailyActivity(db: Db): Promise<DailyActivity[]> {
  const rows = await selectRows<{ date: string; orders: number; volume: string | number }>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(t.id)::int AS orders, coalesce(sum(t.amount_cents), 0) AS volume
      FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${DAYS - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
      LEFT JOIN ledger_transactions t ON t.kind = 'charge'
        AND t.created_at >= d.day AT TIME ZONE 'UTC' AND t.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
      GROUP BY d.day ORDER BY d.day`,
  );
  return rows.map((r) => ({ date: r.date, orders: r.orders, volumeCents: Number(r.volume) }));
}

type SuspendedOrderRow = {
  id: string;
  title: string;
  status: string;
  price_minor: number;
  created_at: string | Date;
  total: number;
  buyer_id: string | null;
  buyer_name: string | null;
  buyer_suspended: boolean;
  seller_id: string | null;
  seller_name: string | null;
  seller_suspended: boolean;
};

/** Open orders where the buyer or the seller is suspended: from the few suspended accounts through the party indexes. */
async function suspendedOpenOrders(db: Db): Promise<AdminOverview['suspendedOpenOrders']> {
  const rows = await selectRows<SuspendedOrderRow>(
    db,
    sql`WITH suspended AS (SELECT id FROM users WHERE suspended_at IS NOT NULL),
      open_orders AS (
        SELECT o.id FROM orders o WHERE o.buyer_id IN (SELECT id FROM suspended) AND o.status IN (${ACTIVE})
        UNION
        SELECT o.id FROM orders o WHERE o.seller_id IN (SELECT id FROM suspended) AND o.status IN (${ACTIVE})
      )
      SELECT o.id, o.title, o.status, o.price_minor, o.created_at, count(*) OVER ()::int AS total,
        b.id AS buyer_id, b.full_name AS buyer_name, b.suspended_at IS NOT NULL AS buyer_suspended,
        s.id AS seller_id, s.full_name AS seller_name, s.suspended_at IS NOT NULL AS seller_suspended
      FROM open_orders x JOIN orders o ON o.id = x.id
      LEFT JOIN users b ON b.id = o.buyer_id LEFT JOIN users s ON s.id = o.seller_id
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${SUSPENDED_ORDERS_SHOWN}`,
  );
  const party = (id: string | null, fullName: string | null, suspended: boolean) =>
    id ? { id, fullName: fullName ?? '', suspended } : null;
  const items: AdminOrder[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    priceCents: r.price_minor,
    createdAt: new Date(r.created_at).toISOString(),
    buyer: party(r.buyer_id, r.buyer_name, r.buyer_suspended),
    seller: party(r.seller_id, r.seller_name, r.seller_suspended),
  }));
  return { total: rows[0]?.total ?? 0, items };
}

/** GET /admin/overview. */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const [c, daily, suspended] = await Promise.all([counts(db), dailyActivity(db), suspendedOpenOrders(db)]);
  return {
    openReports: c.open_reports!,
    disputes: { open: c.open_disputes!, escalated: c.escalated_disputes! },
    last24h: { users: c.users!, posts: c.posts!, gigs: c.gigs!, orders: c.orders! },
    paymentVolume30dCents: daily.reduce((sum, d) => sum + d.volumeCents, 0),
    daily,
    suspendedOpenOrders: suspended,
  };
}
