// npm run seed:demo: loads the demo marketplace into the configured database (embedded
// PGlite under DATA_DIR, or the PostgreSQL server of DATABASE_URL) if it has no account yet.
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connect } from '../../db/client';
import { demoBanner, listDemoAccounts, listDemoAdmins, seedDemoIfEmpty } from './service';

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
const app = await buildApp({ config, database });
const out = (text: string) => process.stdout.write(`${text}\n`);
let code = 0;
try {
  const outcome = await seedDemoIfEmpty(app.ctx);
  const accounts = await listDemoAccounts(app.ctx);
  if (outcome.seeded)
    out(
      `Loaded demo data into the ${database.kind} database in ${(outcome.ms / 1000).toFixed(1)} s: ${JSON.stringify(outcome.summary)}`,
    );
  else if (accounts.length) out('Demo data is already loaded; nothing to do.');
  else {
    out('This database already has accounts: demo data is only loaded into an empty database. Nothing was changed.');
    code = 1;
  }
  if (accounts.length)
    out(demoBanner(accounts, await listDemoAdmins(app.ctx), outcome.seeded ? outcome.adminPassword : undefined));
} catch (err) {
  process.stderr.write(`Loading demo data failed: ${err instanceof Error ? err.message : String(err)}\n`);
  code = 1;
} finally {
  await app.close();
  await database.close();
}
process.exit(code);
