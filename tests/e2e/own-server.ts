import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../support/server-process';

export { freePort } from '../support/server-process';

/**
 * A Workify server of a spec's own (demo data, a second instance, an OpenID provider's
 * settings), beside the run's shared one: the same bundled server (`E2E_SERVER_MAIN`, see
 * scripts/e2e-server.mjs) and web app, on a free port and a fresh data folder, started and
 * stopped as the API tests' servers are (tests/support/server-process.ts).
 */
export interface OwnServer {
  url: string;
  /** What the server printed so far (the demo accounts, for one). */
  output: () => string;
  /** Ends the server (SIGKILL if its own bounded shutdown does not), then removes its data folder. */
  stop: () => Promise<void>;
}

const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(path.dirname(process.env.E2E_DATA_DIR!), 'dist');

/**
 * Starts the server and resolves once it is ready. `env` is laid over the shared settings; a key
 * set to undefined is removed (DEMO_DATA, so a fresh start loads the demo; DATABASE_URL, so it
 * keeps to PGlite).
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string | undefined> = {},
  port?: number,
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `workify-${name}-`));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn', ...env },
      port,
      process.env.E2E_SERVER_MAIN!,
    );
    return {
      url: server.url,
      output: server.output,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (err) {
    removeData();
    throw err;
  }
}
