// The `npm run rates` command (cli.ts runs it): the operator's display-currency rate table, in
// the configured database (embedded PGlite under DATA_DIR, or DATABASE_URL's server; migrated first).
import { ZodError } from 'zod';
import { RATE_FRESH_DAYS } from '@shared/display-currency';
import { marketplaceCurrency } from '@shared/money';
import { currencyParam, setRateSchema } from '@shared/schemas/rates';
import { loadConfig } from '../../config';
import { connect, type Database } from '../../db/client';
import { DataFolderInUseError } from '../../db/data-lock';
import { HttpError } from '../../platform/errors';
import { allRates, removeRate, setRate } from './service';

const USAGE = `Usage:
  npm run rates -- set <CURRENCY> <RATE>   e.g. set EUR 0.92 (1 ${marketplaceCurrency()} = 0.92 EUR)
  npm run rates -- list
  npm run rates -- remove <CURRENCY>`;
/** Who the audit log says acted: Workify itself, from the machine. */
const BY = { actor: null, reason: 'command line' };

/** Where the command writes: the process's stdout and stderr, or a test's buffers. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

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
  const fail = (text: string, code = 1) => {
    output.err(text);
    return code;
  };
  const command = readCommand(argv);
  if (typeof command === 'string') return fail(command);

  const config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  let database: Database;
  try {
    database =
      opened ?? (await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }));
  } catch (err) {
    if (err instanceof DataFolderInUseError) return fail(err.message);
    return fail(`Opening the database failed: ${err instanceof Error ? err.message : String(err)}`, 2);
  }
  try {
    if (command.name === 'set') {
      const saved = await setRate(database.db, command, BY);
      output.out(`1 ${marketplaceCurrency()} = ${saved.rate} ${saved.currency}, set ${saved.setAt}.`);
    } else if (command.name === 'remove') {
      await removeRate(database.db, command.currency, BY);
      output.out(`Removed the rate for ${command.currency}.`);
    } else {
      const rates = await allRates(database.db);
      if (!rates.length) output.out('No rates set.');
      for (const r of rates)
        output.out(
          `${r.currency}  ${r.rate}  set ${r.setAt} by ${r.setBy?.name ?? 'command line'}${r.fresh ? '' : `  (stale: older than ${RATE_FRESH_DAYS} days, not shown)`}`,
        );
    }
    return 0;
  } catch (err) {
    if (err instanceof HttpError || err instanceof ZodError) return fail(err.message);
    return fail(`npm run rates failed: ${err instanceof Error ? err.message : String(err)}`, 2);
  } finally {
    if (!opened) await database.close();
  }
}
