import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searchAlerts } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { takeDigestBatch, type DigestMail } from './digest-batch';
import { DIGEST_MAIL_KIND, mailDigest } from './notify';

const PEOPLE_PER_BATCH = 500;
/** Mails handed to the mailer at once: enough to hide an SMTP round trip, few enough to stay gentle. */
const MAILS_AT_ONCE = 8;
const DIGEST_EVERY_MS = 60 * 60 * 1000;

/**
 * Sends each person with daily matches waiting their digest: one mail per person per day at
 * most (a person mailed in the last 24 hours waits), every match since their last digest once,
 * nothing when all of them have since been closed or hidden. People are read a batch at a time
 * by id, each batch taken in one transaction (takeDigestBatch) and mailed before the next is
 * read, so memory stays bounded however many people are waiting; two instances running it at
 * once never mail anyone twice. `onMailed` hears each person mailed. A mail the mailer refuses
 * is counted as failed and the rest still go (its matches stay digested: no mail twice).
 */
export async function runDigest(
  ctx: AppContext,
  now = new Date(),
  onMailed: (userId: string) => void = () => {},
): Promise<{ mailed: number; failed: number }> {
  const count = { mailed: 0, failed: 0 };
  let after: string | undefined;
  for (;;) {
    const people = await ctx.db
      .selectDistinct({ userId: searchAlerts.userId })
      .from(searchAlerts)
      .where(
        and(
          eq(searchAlerts.mode, 'daily'),
          isNull(searchAlerts.digestedAt),
          after ? gt(searchAlerts.userId, after) : undefined,
        ),
      )
      .orderBy(asc(searchAlerts.userId))
      .limit(PEOPLE_PER_BATCH);
    if (!people.length) return count;
    const mails = (
      await takeDigestBatch(
        ctx,
        people.map((p) => p.userId),
        now,
      )
    ).filter((m) => !m.person.off.includes(DIGEST_MAIL_KIND));
    await send(ctx, mails, onMailed, count);
    if (people.length < PEOPLE_PER_BATCH) return count;
    after = people[people.length - 1]!.userId;
  }
}

/** Sends a batch's mails, MAILS_AT_ONCE at a time. */
async function send(
  ctx: AppContext,
  mails: DigestMail[],
  onMailed: (userId: string) => void,
  count: { mailed: number; failed: number },
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < mails.length) {
      const { person, entries, more } = mails[next++]!;
      try {
        await mailDigest(ctx, person, entries, more);
        count.mailed += 1;
        onMailed(person.id);
      } catch {
        count.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAILS_AT_ONCE, mails.length) }, worker));
}

/** Every hour on this instance (not in tests, which run it through the test hook with a `now`). */
export function scheduleDigest(app: FastifyInstance): void {
  if (app.ctx.config.env === 'test') return;
  const timer = setInterval(() => {
    runDigest(app.ctx)
      .then(({ failed }) => failed && app.log.warn({ failed }, 'search digest: some mails failed'))
      .catch((err: Error) => app.log.warn({ err: err.name }, 'search digest failed'));
  }, DIGEST_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
