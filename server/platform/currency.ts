import { currencyExponent, setMarketplaceCurrency } from '@shared/money';
import type { Db } from '../db/client';
import { marketplaceSettings } from '../db/schema';

/**
 * Makes MARKETPLACE_CURRENCY (config.money.currency) the currency of this process
 * (shared/money.ts's marketplaceCurrency()) and of the database: the first start records it in
 * marketplace_settings; a later start naming another currency refuses, since every amount
 * already written (prices, payments, the ledger) is an amount of the recorded one.
 */
export async function holdMarketplaceCurrency(db: Db, currency: string): Promise<void> {
  await db
    .insert(marketplaceSettings)
    .values({ currency, minorDigits: currencyExponent(currency) })
    .onConflictDoNothing();
  const [recorded] = await db.select().from(marketplaceSettings);
  if (recorded && recorded.currency !== currency) {
    throw new Error(
      `MARKETPLACE_CURRENCY is ${currency}, but this marketplace's money is recorded in ${recorded.currency} ` +
        `(since ${recorded.recordedAt.toISOString().slice(0, 10)}): its prices, payments and ledger are amounts of ` +
        `${recorded.currency}, and reading them as ${currency} would change what everyone paid and is owed. ` +
        `Set MARKETPLACE_CURRENCY=${recorded.currency}; a marketplace in another currency needs a new database.`,
    );
  }
  setMarketplaceCurrency(currency);
}
