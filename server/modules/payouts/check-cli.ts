// npm run ledger:check: reconciles the ledger of the configured database (embedded PGlite
// under DATA_DIR, or the PostgreSQL server of DATABASE_URL). Exits 1 naming every problem.
import { loadConfig } from '../../config';
import { connect } from '../../db/client';
import { checkLedger, describeProblem } from './check';

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
let code = 0;
try {
  const problems = await checkLedger(database.db);
  for (const p of problems) process.stderr.write(`ledger:check: ${describeProblem(p)}\n`);
  if (problems.length) code = 1;
  else
    process.stdout.write(
      `ledger:check: the ledger of the ${database.kind} database balances and matches every order and payout.\n`,
    );
} catch (err) {
  process.stderr.write(`ledger:check failed: ${err instanceof Error ? err.message : String(err)}\n`);
  code = 2;
} finally {
  await database.close();
}
process.exit(code);
