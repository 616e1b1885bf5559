import { asc, eq, sql } from 'drizzle-orm';
import { RATE_FRESH_DAYS, microsToRate, rateToMicros } from '@shared/display-currency';
import { marketplaceCurrency } from '@shared/money';
import {
  currencyParam,
  setRateSchema,
  type AdminRate,
  type PublicRates,
  type SetRateInput,
} from '@shared/schemas/rates';
import type { Db } from '../../db/client';
import { currencyRates, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../audit';

/** Who changes a rate: an admin in the console, or the operator on the command line (actor null). */
export interface RateActor {
  actor: { id: string; fullName: string } | null;
  /** The audit log's reason: 'admin console' or 'command line'. */
  reason: string;
}

/**
 * Set within the last seven days, by the database's clock: the clock that dated the rate
 * (`set_at` defaults to its now()), so no other clock's drift can make a stale rate fresh.
 */
const isFresh = sql<boolean>`${currencyRates.setAt} > now() - make_interval(days => ${RATE_FRESH_DAYS})`;

/** GET /rates: the rates set within the last seven days, for every visitor (stale ones are left out). */
export async function freshRates(db: Db): Promise<PublicRates> {
  const rows = await db
    .select({ currency: currencyRates.currency, rateMicros: currencyRates.rateMicros, setAt: currencyRates.setAt })
    .from(currencyRates)
    .where(isFresh)
    .orderBy(asc(currencyRates.currency));
  return {
    marketplaceCurrency: marketplaceCurrency(),
    rates: rows.map((r) => ({ currency: r.currency, rate: microsToRate(r.rateMicros), setAt: r.setAt.toISOString() })),
  };
}

/** Every rate, stale ones too, with who set it (by their name as it is now), for the console and `list`. */
export async function allRates(db: Db): Promise<AdminRate[]> {
  const rows = await db
    .select({ row: currencyRates, name: users.fullName, fresh: isFresh })
    .from(currencyRates)
    .leftJoin(users, eq(users.id, currencyRates.setBy))
    .orderBy(asc(currencyRates.currency));
  return rows.map(({ row, name, fresh }) => ({
    currency: row.currency,
    rate: microsToRate(row.rateMicros),
    setAt: row.setAt.toISOString(),
    fresh,
    setBy: row.setBy && name !== null ? { id: row.setBy, name } : null,
  }));
}

/**
 * Sets (or replaces) one currency's rate, dated now, and writes the audit line in the same
 * transaction: the line exists exactly when the change does.
 */
export async function setRate(db: Db, raw: SetRateInput, by: RateActor): Promise<AdminRate> {
  const input = setRateSchema.parse(raw);
  const rateMicros = rateToMicros(input.rate)!;
  const rate = microsToRate(rateMicros);
  const setBy = by.actor?.id ?? null;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rateMicros: currencyRates.rateMicros })
      .from(currencyRates)
      .where(eq(currencyRates.currency, input.currency))
      .for('update');
    const [saved] = await tx
      .insert(currencyRates)
      .values({ currency: input.currency, rateMicros, setBy })
      .onConflictDoUpdate({
        target: currencyRates.currency,
        set: { rateMicros, setBy, setAt: sql`now()` },
      })
      .returning();
    await recordAudit(tx, {
      actor: by.actor,
      action: 'rate.set',
      targetType: 'currency',
      targetId: input.currency,
      reason: by.reason,
      details: { rate, previousRate: before ? microsToRate(before.rateMicros) : null, base: marketplaceCurrency() },
    });
    return saved!;
  });
  return {
    currency: row.currency,
    rate,
    setAt: row.setAt.toISOString(),
    fresh: true,
    setBy: by.actor ? { id: by.actor.id, name: by.actor.fullName } : null,
  };
}

/** Removes one currency's rate (404 when it has none); visitors who chose it then see no approximation. */
export async function removeRate(db: Db, rawCurrency: string, by: RateActor): Promise<{ currency: string }> {
  const { currency } = currencyParam.parse({ currency: rawCurrency });
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(currencyRates)
      .where(eq(currencyRates.currency, currency))
      .returning({ rateMicros: currencyRates.rateMicros });
    if (!removed) throw notFound(`A rate for ${currency}`);
    await recordAudit(tx, {
      actor: by.actor,
      action: 'rate.remove',
      targetType: 'currency',
      targetId: currency,
      reason: by.reason,
      details: { previousRate: microsToRate(removed.rateMicros), base: marketplaceCurrency() },
    });
  });
  return { currency };
}
