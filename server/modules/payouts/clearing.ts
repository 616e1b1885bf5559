import { and, asc, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ledgerClearings, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { recordClear } from './ledger';
import { sendMoneyMails, type MoneyMail } from './mail';
import { retryMissingTransfers } from './transfers';

const BATCH = 200;
const SWEEP_EVERY_MS = 60_000;

/**
 * Makes released money available once its clearing time has come. Each batch locks its
 * queue rows with FOR UPDATE SKIP LOCKED, so instances sweeping at once take different rows,
 * and the clear's idempotency key means a row is never cleared twice. Answers the order ids.
 * `only` narrows the pass to those orders (the test hook, on a server other tests share).
 */
export async function sweepClearing(ctx: AppContext, now = new Date(), only?: readonly string[]): Promise<string[]> {
  const cleared: string[] = [];
  const mails: MoneyMail[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(ledgerClearings)
        .where(
          and(lte(ledgerClearings.availableAt, now), only ? inArray(ledgerClearings.orderId, [...only]) : undefined),
        )
        .orderBy(asc(ledgerClearings.availableAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) await recordClear(tx, row, now);
      const titles = due.length
        ? await tx
            .select({ id: orders.id, title: orders.title })
            .from(orders)
            .where(
              inArray(
                orders.id,
                due.map((d) => d.orderId),
              ),
            )
        : [];
      const titleOf = new Map(titles.map((t) => [t.id, t.title]));
      for (const row of due)
        mails.push({
          kind: 'funds.available',
          to: row.sellerId,
          amountCents: row.amountCents,
          detail: titleOf.get(row.orderId) ?? 'an order',
        });
      return due.map((d) => d.orderId);
    });
    cleared.push(...batch);
    if (batch.length < BATCH) break;
  }
  await sendMoneyMails(ctx, mails);
  return cleared;
}

/** Every minute on this instance (not in tests, which call the sweep with a `now`). */
export function scheduleClearing(app: FastifyInstance): void {
  if (app.ctx.config.env === 'test') return;
  const timer = setInterval(() => {
    sweepClearing(app.ctx)
      .then(() => retryMissingTransfers(app.ctx, app.log))
      .catch((err: Error) => app.log.warn({ err: err.name }, 'clearing sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
