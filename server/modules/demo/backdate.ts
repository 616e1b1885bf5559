import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The services stamp everything "now"; a live marketplace has a history. These updates
 * spread the demo rows over the past weeks, keeping every row after what it depends on
 * (an application after its post, a message after the previous one) and the creation
 * order of each list. Only created_at-like columns change.
 */
export async function backdate(db: Db): Promise<void> {
  const steps = [
    sql`WITH r AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n, count(*) OVER () AS total FROM gigs)
        UPDATE gigs g SET created_at = now() - interval '50 days' * (r.total - r.n + 1) / r.total - random() * interval '5 hours'
        FROM r WHERE r.id = g.id`,
    sql`UPDATE orders o SET created_at = g.created_at + (now() - g.created_at) * random() * 0.9
        FROM gigs g WHERE g.id = o.gig_id`,
    sql`UPDATE orders SET paid_at = created_at + interval '2 minutes' WHERE paid_at IS NOT NULL`,
    sql`UPDATE reviews r SET created_at = g.created_at + (now() - g.created_at) * (0.3 + random() * 0.7)
        FROM gigs g WHERE g.id = r.gig_id`,
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
  for (const step of steps) await db.execute(step);
}
