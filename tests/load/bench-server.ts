// The server side of `npm run bench`: the app as `npm start` runs it (logger at info, every
// plugin), in its own process so the load generator does not share its event loop.
// Prints `{"port":…}` on stdout once it listens; stops on SIGTERM. BENCH_WEB_DIST: a built web
// app (web/dist), so it serves and renders the pages too (npm run bench -- --pages).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-bench-server-'));
const url = process.env.BENCH_DATABASE_URL;
const database = await connect(url ? { url } : { dataDir: process.env.BENCH_PGLITE_DIR! });
const logStream = { write: () => true };
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  WEB_DIST: process.env.BENCH_WEB_DIST ?? path.join(dataDir, 'none'),
  NODE_ENV: 'development',
});
const app = await buildApp({ config, database, logStream });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
