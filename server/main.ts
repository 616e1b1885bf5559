import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/client';
import { loadDemoOnStart } from './modules/demo/service';

const config = loadConfig();
const database = await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
const app = await buildApp({ config, database });
await loadDemoOnStart(app.ctx, (text) => process.stdout.write(`${text}\n`));

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, dataDir: config.dataDir }, 'Workify is ready');
