import { sql } from 'drizzle-orm';
import { ORDER_EVENT_KINDS } from '@shared/machines/orders';

/**
 * The demo runs each order through the real order process within a second, so every step of an
 * order's timeline carries the same minute. These steps give each step a believable wait after the
 * one before it (a few minutes to pay, hours to send requirements, days to deliver), the same on
 * every install: each wait comes from a hash of the order's creation rank and the step's number,
 * not from random().
 */

// The order the services write steps in; steps of one transaction share its timestamp.
const STEP_ORDER = sql.raw(
  `array_position(array[${ORDER_EVENT_KINDS.map((k) => `'${k}'`).join(',')}]::text[], ev.kind)`,
);

/** Hours from the step before, per kind; `u` is the step's own number in [0, 1). */
const WAIT_HOURS = sql.raw(`CASE g.kind
  WHEN 'paid' THEN 0.05 + g.u * 0.1
  WHEN 'requirements' THEN 0.3 + g.u * 5
  WHEN 'delivered' THEN g.delivery_days * 24 * (0.3 + g.u * 0.5)
  WHEN 'revision' THEN 2 + g.u * 20
  WHEN 'completed' THEN 1 + g.u * 30
  WHEN 'cancelled' THEN 2 + g.u * 10
  WHEN 'refunded' THEN 0.05 + g.u * 0.1
  WHEN 'buyer_rated' THEN 0.2 + g.u * 6
  WHEN 'milestone_funded' THEN CASE WHEN g.n <= 2 THEN 0.02 + g.u * 0.05 ELSE 3 + g.u * 20 END
  WHEN 'milestone_submitted' THEN 24 * (3 + g.u * 3)
  WHEN 'milestone_changes' THEN 2 + g.u * 20
  WHEN 'milestone_approved' THEN 4 + g.u * 30
  ELSE 1 + g.u END`);

/**
 * Before the orders move back: each step's distance from its order's creation, in hours, kept in
 * a temporary table (the rank is taken while the orders still stand in the order they were made).
 */
export const planOrderTimelines = sql`CREATE TEMP TABLE demo_step_hours ON COMMIT DROP AS
  WITH o AS (SELECT id, delivery_days, row_number() OVER (ORDER BY created_at, id) AS rank FROM orders),
  e AS (SELECT ev.id, ev.order_id, ev.kind, row_number() OVER (PARTITION BY ev.order_id ORDER BY ev.created_at, ${STEP_ORDER}, ev.id) AS n FROM order_events ev),
  g AS (SELECT e.id, e.order_id, e.kind, e.n, o.delivery_days,
          ('x' || substr(md5(o.rank || ':' || e.n), 1, 8))::bit(32)::bigint / 4294967296.0 AS u
        FROM e JOIN o ON o.id = e.order_id)
  SELECT g.id, g.order_id, g.kind, sum(${WAIT_HOURS}) OVER (PARTITION BY g.order_id ORDER BY g.n) AS hours FROM g`;

/**
 * After the orders moved back: each step lands at its planned distance from the order's creation,
 * squeezed (never reordered) when the plan would run past ten minutes ago. The order's own dates,
 * its deliveries and its review follow their steps.
 */
export const applyOrderTimelines = [
  sql`WITH span AS (SELECT order_id, max(hours) AS total FROM demo_step_hours GROUP BY order_id),
      f AS (SELECT o.id, o.created_at,
              least(1.0, greatest(0, extract(epoch FROM now() - interval '10 minutes' - o.created_at)) / (s.total * 3600)) AS scale
            FROM orders o JOIN span s ON s.order_id = o.id)
      UPDATE order_events ev SET created_at = f.created_at + make_interval(secs => (p.hours * 3600 * f.scale)::double precision)
      FROM demo_step_hours p JOIN f ON f.id = p.order_id WHERE p.id = ev.id`,
  sql`UPDATE orders o SET paid_at = t.paid, due_at = o.due_at + (t.paid - o.paid_at),
        delivered_at = CASE WHEN o.delivered_at IS NULL THEN NULL ELSE t.delivered END,
        completed_at = CASE WHEN o.completed_at IS NULL THEN NULL ELSE t.completed END,
        cancelled_at = CASE WHEN o.cancelled_at IS NULL THEN NULL ELSE t.cancelled END
      FROM (SELECT order_id, min(created_at) FILTER (WHERE kind = 'paid') AS paid,
              max(created_at) FILTER (WHERE kind = 'delivered') AS delivered,
              max(created_at) FILTER (WHERE kind IN ('completed', 'auto_completed')) AS completed,
              max(created_at) FILTER (WHERE kind = 'cancelled') AS cancelled
            FROM order_events GROUP BY order_id) t
      WHERE t.order_id = o.id AND t.paid IS NOT NULL`,
  // The k-th delivery is the k-th 'delivered' step.
  sql`WITH d AS (SELECT id, order_id, row_number() OVER (PARTITION BY order_id ORDER BY created_at, id) AS k FROM order_deliveries),
      s AS (SELECT order_id, created_at, row_number() OVER (PARTITION BY order_id ORDER BY created_at) AS k FROM order_events WHERE kind = 'delivered')
      UPDATE order_deliveries x SET created_at = s.created_at FROM d JOIN s ON s.order_id = d.order_id AND s.k = d.k WHERE d.id = x.id`,
  // A buyer reviews within hours of completing; the price varies the wait without random().
  sql`UPDATE reviews r SET created_at = least(now(), o.completed_at + interval '35 minutes' + (o.price_minor / marketplace_minor_per_unit() % 7) * interval '1 hour')
      FROM orders o WHERE o.id = r.order_id AND o.completed_at IS NOT NULL`,
];

/**
 * A milestone contract (issue 34): each milestone's dates are those of its steps on the order's
 * timeline (the events name it, "Milestone <position>: …"), its due date as many days after its
 * funding as it was given; the offer was sent a day before the payment and accepted hours before.
 */
export const applyContractTimelines = [
  sql`WITH s AS (SELECT m.id,
          max(e.created_at) FILTER (WHERE e.kind = 'milestone_funded') AS funded,
          max(e.created_at) FILTER (WHERE e.kind = 'milestone_submitted') AS submitted,
          max(e.created_at) FILTER (WHERE e.kind = 'milestone_approved') AS approved
        FROM order_milestones m JOIN order_events e ON e.order_id = m.order_id AND e.message LIKE 'Milestone ' || m.position || ':%'
        GROUP BY m.id)
      UPDATE order_milestones m SET
        funded_at = CASE WHEN m.funded_at IS NULL THEN NULL ELSE s.funded END,
        due_at = CASE WHEN m.due_at IS NULL THEN NULL ELSE s.funded + m.due_in_days * interval '1 day' END,
        submitted_at = CASE WHEN m.submitted_at IS NULL THEN NULL ELSE s.submitted END,
        approved_at = CASE WHEN m.approved_at IS NULL THEN NULL ELSE s.approved END,
        closed_at = CASE WHEN m.closed_at IS NULL THEN NULL ELSE s.approved END
      FROM s WHERE s.id = m.id`,
  sql`UPDATE order_milestones m SET created_at = o.created_at FROM orders o WHERE o.id = m.order_id`,
  sql`UPDATE offers f SET created_at = o.created_at - interval '26 hours',
        expires_at = f.expires_at - (f.created_at - (o.created_at - interval '26 hours')),
        responded_at = o.created_at - interval '3 hours', updated_at = o.paid_at
      FROM orders o WHERE o.offer_id = f.id AND o.paid_at IS NOT NULL`,
];
