import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applyContractTimelines, applyOrderTimelines, planOrderTimelines } from './order-timeline';

/**
 * The services stamp everything "now"; a live marketplace has a history. These updates
 * spread the demo rows over the past weeks, keeping every row after what it depends on
 * (an application after its post, a message after the previous one) and the creation
 * order of each list. Only created_at-like columns change. random() is seeded, so the same
 * generator run lands on the same dates relative to now.
 */
export async function backdate(db: Db): Promise<void> {
  const steps = [
    sql`SELECT setseed(0.2013)`,
    planOrderTimelines,
    sql`WITH r AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n, count(*) OVER () AS total FROM gigs)
        UPDATE gigs g SET created_at = now() - interval '50 days' * (r.total - r.n + 1) / r.total - random() * interval '5 hours'
        FROM r WHERE r.id = g.id`,
    // Each order moves back as a whole; its steps, deliveries and review are placed after it.
    // Finished orders go back up to most of their gig's age; open ones at most a day and a
    // half (and at least a few hours, room for its steps), so a delivered order is not yet due
    // for auto-completion and due dates stay ahead.
    // The milestone contract (no gig) started sixteen days ago: room for its milestones' weeks of work.
    sql`CREATE TEMP TABLE demo_shift ON COMMIT DROP AS
        SELECT o.id, CASE WHEN g.id IS NULL THEN interval '16 days'
                          WHEN o.status IN ('completed', 'cancelled') THEN (now() - g.created_at) * (0.1 + random() * 0.8)
                          ELSE least(interval '36 hours', (now() - g.created_at) * 0.9) * (0.15 + 0.85 * random()) END AS d
        FROM orders o LEFT JOIN gigs g ON g.id = o.gig_id`,
    sql`UPDATE orders o SET created_at = o.created_at - s.d, paid_at = o.paid_at - s.d, due_at = o.due_at - s.d,
        delivered_at = o.delivered_at - s.d, completed_at = o.completed_at - s.d, cancelled_at = o.cancelled_at - s.d
        FROM demo_shift s WHERE s.id = o.id`,
    // Then each step of an order gets its own time after the one before (order-timeline.ts),
    // and a contract's milestones and offer the times of their steps.
    ...applyOrderTimelines,
    ...applyContractTimelines,
    // Each conversation starts on its own day within the last three weeks; replies follow minutes to hours apart.
    sql`WITH c AS (SELECT id, now() - interval '21 days' * random() - interval '1 day' AS start FROM conversations),
        m AS (SELECT id, conversation_id, row_number() OVER (PARTITION BY conversation_id ORDER BY created_at, id) AS n FROM messages)
        UPDATE messages x SET created_at = c.start + m.n * interval '47 minutes' FROM m JOIN c ON c.id = m.conversation_id WHERE m.id = x.id`,
    sql`UPDATE conversations c SET created_at = s.first - interval '5 minutes', updated_at = s.last
        FROM (SELECT conversation_id, min(created_at) AS first, max(created_at) AS last FROM messages GROUP BY conversation_id) s
        WHERE s.conversation_id = c.id`,
    // The bell rung by the services above (the applications' own are already dated): recent news unread.
    sql`UPDATE notifications SET created_at = now() - interval '9 days' * random(), read = random() < 0.6 WHERE type <> 'application.created' AND type <> 'application.completed'`,
    sql`UPDATE notifications SET read = false WHERE created_at > now() - interval '2 days'`,
  ];
  // One transaction: one connection for the temporary table, and all or nothing.
  await db.transaction(async (tx) => {
    for (const step of steps) await tx.execute(step);
  });
}
