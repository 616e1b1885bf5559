import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A Workify server of a spec's own (demo data, a second instance, an OpenID provider's
 * settings), beside the run's shared one: the same bundled server (`E2E_SERVER_MAIN`, see
 * scripts/e2e-server.mjs) and web app, on a free port and a fresh data folder.
 */
export interface OwnServer {
  url: string;
  port: number;
  process: ChildProcess;
  dataDir: string;
  /** What the server printed on stdout so far (the demo accounts, for one). */
  output: () => string;
  /** SIGTERM, SIGKILL if its own bounded shutdown has not ended it in 20 s; then the data folder goes. */
  stop: () => Promise<void>;
}

const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(path.dirname(process.env.E2E_DATA_DIR!), 'dist');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the server and resolves once it answers its health check (or rejects when it exits
 * or `timeoutMs` passes). `env` is laid over the shared settings; a key set to undefined is
 * removed (DEMO_DATA, so a fresh start loads the demo; DATABASE_URL, so it keeps to PGlite).
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string | undefined> = {},
  { timeoutMs = 110_000, port }: { timeoutMs?: number; port?: number } = {},
): Promise<OwnServer> {
  const listenOn = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), `workify-${name}-`));
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(listenOn),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, [process.env.E2E_SERVER_MAIN!], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: merged,
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: OwnServer = {
    url: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    process: child,
    dataDir,
    output: () => printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(kill);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with ${child.exitCode}`);
    const healthy = await fetch(`${server.url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop();
  throw new Error(`${name} server did not become healthy in ${timeoutMs / 1000} s`);
}
