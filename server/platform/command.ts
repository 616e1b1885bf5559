// What the operator's commands (`npm run admin`, `npm run rates`) share: opening the configured
// database (embedded PGlite under DATA_DIR, or DATABASE_URL's server; migrated first), their
// exit codes, and how a refusal and a failure read.
import { ZodError } from 'zod';
import { loadConfig } from '../config';
import { connect, type Database } from '../db/client';
import { DataFolderInUseError } from '../db/data-lock';
import { HttpError } from './errors';

/** Where a command writes: the process's stdout and stderr, or a test's buffers. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

/** Exit codes: 0 done, 1 refused (bad input, a rule, the data folder in use), 2 failed. */
export function refuse(output: CommandOutput, text: string, code: 1 | 2 = 1): number {
  output.err(text);
  return code;
}

/**
 * Runs `work` on the database `env` names, unless handed one already open (`opened`, which it
 * then leaves open: the tests keep one for the whole file); answers the exit code. A refusal
 * the services throw (an HttpError, a ZodError) is 1 with its message; anything else is 2.
 */
export async function withCommandDatabase(
  command: string,
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  opened: Database | undefined,
  work: (database: Database) => Promise<void>,
): Promise<number> {
  const config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  let database: Database;
  try {
    database =
      opened ?? (await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }));
  } catch (err) {
    if (err instanceof DataFolderInUseError) return refuse(output, err.message);
    return refuse(output, `Opening the database failed: ${err instanceof Error ? err.message : String(err)}`, 2);
  }
  try {
    await work(database);
    return 0;
  } catch (err) {
    if (err instanceof HttpError || err instanceof ZodError) return refuse(output, err.message);
    return refuse(output, `npm run ${command} failed: ${err instanceof Error ? err.message : String(err)}`, 2);
  } finally {
    if (!opened) await database.close();
  }
}
