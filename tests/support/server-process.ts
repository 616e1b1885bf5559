import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** This run's environment without a DATABASE_URL (a child then uses its embedded folder), plus `extra`. */
export function envWithoutDatabaseUrl(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _none, ...rest } = process.env;
  return { ...rest, ...extra };
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The process's output so far (JSON log lines). */
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * How long a server process may take to be ready. Generous: in CI a whole npm test shares two
 * cores (about ten busy processes per core), and starting tsx and migrating a new embedded
 * database once took over 120 s there. A hook that starts servers allows this for each.
 */
export const SERVER_READY_MS = process.env.CI ? 300_000 : 120_000;

/**
 * Runs the real server (server/main.ts through tsx's loader, in one node process) as
 * production would, and waits until it is ready. `main`: a built server file run by node itself
 * instead (the browser tests' bundle, E2E_SERVER_MAIN). A key of `env` set to undefined is left
 * out of the server's environment.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  port?: number,
  main?: string,
): Promise<ServerProcess> {
  port ??= await freePort();
  const root = path.resolve(import.meta.dirname, '../..');
  const proc = spawn(process.execPath, main ? [main] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: '100000',
      DEMO_DATA: 'off',
      PASSWORD_HASH_COST: '16',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_READY_MS;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited at start:\n${out}`);
    const ok = await fetch(`${url}/api/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server not ready within ${SERVER_READY_MS / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    proc,
    exited,
    output: () => out,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      // The server bounds its own shutdown (SHUTDOWN_TIMEOUT_MS); a process too starved to
      // act on the signal is killed, so a loaded machine cannot hold a test's teardown.
      const kill = setTimeout(() => proc.kill('SIGKILL'), 30_000);
      try {
        return await exited;
      } finally {
        clearTimeout(kill);
      }
    },
  };
}
