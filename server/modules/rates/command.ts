// The `npm run rates` command (cli.ts runs it): the operator's display-currency rate table, in
// the configured database (embedded PGlite under DATA_DIR, or DATABASE_URL's server; migrated first).
import type { ZodError } from 'zod';
import { RATE_FRESH_DAYS } from '@shared/display-currency';
import { marketplaceCurrency } from '@shared/money';
import { currencyParam, setRateSchema } from '@shared/schemas/rates';
import type { Database } from '../../db/client';
import { refuse, withCommandDatabase, type CommandOutput } from '../../platform/command';
import { allRates, removeRate, setRate } from './service';

const USAGE = `Usage:
  npm run rates -- set <CURRENCY> <RATE>   e.g. set EUR 0.92 (1 ${marketplaceCurrency()} = 0.92 EUR)
  npm run rates -- list
  npm run rates -- remove <CURRENCY>`;
/** Who the audit log says acted: Workify itself, from the machine. */
const BY = { actor: null, reason: 'command line' };

type Command =
  { name: 'set'; currency: string; rate: string } | { name: 'list' } | { name: 'remove'; currency: string };

/** The command, or what is wrong with it (field by field, before the database is opened). */
function readCommand(argv: string[]): Command | string {
  const [name, ...rest] = argv;
  const issues = (err: ZodError) => err.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n');
  if (name === 'set' && rest.length === 2) {
    const checked = setRateSchema.safeParse({ currency: rest[0], rate: rest[1] });
    return checked.success ? { name, ...checked.data } : `${issues(checked.error)}\n${USAGE}`;
  }
  if (name === 'remove' && rest.length === 1) {
    const checked = currencyParam.safeParse({ currency: rest[0] });
    return checked.success ? { name, currency: checked.data.currency } : `${issues(checked.error)}\n${USAGE}`;
  }
  if (name === 'list' && rest.length === 0) return { name };
  return USAGE;
}

/**
 * Runs the command with `argv` (what follows `npm run rates --`) in the environment `env`;
 * answers the exit code: 0 done, 1 refused (bad input, no such rate, the folder in use),
 * 2 failed. It opens (and migrates) the database `env` names, unless handed one already open.
 */
export async function runRatesCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  opened?: Database,
): Promise<number> {
  const command = readCommand(argv);
  if (typeof command === 'string') return refuse(output, command);
  return withCommandDatabase('rates', env, output, opened, async ({ db }) => {
    if (command.name === 'set') {
      const saved = await setRate(db, command, BY);
      output.out(`1 ${marketplaceCurrency()} = ${saved.rate} ${saved.currency}, set ${saved.setAt}.`);
    } else if (command.name === 'remove') {
      await removeRate(db, command.currency, BY);
      output.out(`Removed the rate for ${command.currency}.`);
    } else {
      const rates = await allRates(db);
      if (!rates.length) output.out('No rates set.');
      for (const r of rates)
        output.out(
          `${r.currency}  ${r.rate}  set ${r.setAt} by ${r.setBy?.name ?? 'command line'}${r.fresh ? '' : `  (stale: older than ${RATE_FRESH_DAYS} days, not shown)`}`,
        );
    }
  });
}
