import pino from 'pino';
import { buildApp } from './app';
import { addressToOpen, loadConfig } from './config';
import { connect } from './db/client';
import { DataFolderInUseError } from './db/data-lock';
import { loadDemoOnStart } from './modules/demo/service';

/** A shutdown that takes longer than this (a stuck request) ends the process anyway. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

const startedAt = performance.now();
const config = loadConfig();
const database = await connect(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
).catch((err: unknown) => {
  // Another process has the embedded database open (see db/data-lock.ts): say so plainly.
  if (!(err instanceof DataFolderInUseError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
// One stdout stream for the log and the lines printed for a person, so they come out in the
// order written (the logger writes asynchronously; a direct process.stdout.write overtakes it).
const stdout = pino.destination({ dest: 1, sync: false });
const print = (text: string) => stdout.write(`${text}\n`);
const app = await buildApp({ config, database, logStream: stdout });
await loadDemoOnStart(app.ctx, print);

// SIGTERM (a deploy, a scale-down): readiness turns 503, the server stops accepting, the
// requests in flight finish, event streams end with a short retry hint (so browsers move
// to another instance), then the pool closes. Bounded, so a stuck request cannot hold it.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // A keep-alive connection whose request finishes after close() began would hold the
  // server open: close connections as they turn idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  try {
    await app.close();
    clearInterval(idle);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, dataDir: config.dataDir, startMs: Math.round(performance.now() - startedAt) },
  'Workify is ready',
);
// Last, after the log's "listening at http://127.0.0.1:…": the address sign-in works at.
print(`Workify is ready: open ${addressToOpen(config, app.server.address())}`);
