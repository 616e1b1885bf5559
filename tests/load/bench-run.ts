// The two ways `npm run bench` loads a row: real HTTP against the server in its own process
// (autocannon, keep-alive, 4 connections unless told), and the same service call in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface Stats {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU time of the Node process doing the work (the server, or this one), µs per request. */
  cpuUs: number;
}

// Issue 37 measures with 4 concurrent clients (`--clients` or BENCH_CONCURRENCY changes it).
const concurrency = () => Number(process.env.BENCH_CONCURRENCY ?? 4);

/** `run` called by CONCURRENCY loops for `seconds`; latency percentiles over every call. */
export async function loadDirect(run: () => Promise<unknown>, seconds: number): Promise<Stats> {
  const times: number[] = [];
  let errors = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency() }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await run().catch(() => (errors += 1));
        times.push(performance.now() - t0);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    rps: times.length / ((performance.now() - started) / 1000),
    ...percentiles(times),
    errors,
    cpuUs: (used.user + used.system) / times.length,
  };
}

/**
 * A client-rendered screen's JSON answers, as the browser asks them: the addresses of a round
 * at once, the rounds one after another (the second needs the first's answer). One sample is
 * the time from the first request to the last answer; CONCURRENCY screens at a time.
 */
export async function loadScreen(rounds: string[][], seconds: number, serverPid: number): Promise<Stats> {
  const times: number[] = [];
  let errors = 0;
  const cpu = processCpuUs(serverPid);
  const started = performance.now();
  const until = started + seconds * 1000;
  const get = async (url: string) => {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await res.arrayBuffer();
    if (!res.ok) errors += 1;
  };
  await Promise.all(
    Array.from({ length: concurrency() }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        for (const round of rounds) await Promise.all(round.map(get));
        times.push(performance.now() - t0);
      }
    }),
  );
  return {
    rps: times.length / ((performance.now() - started) / 1000),
    ...percentiles(times),
    errors,
    cpuUs: (processCpuUs(serverPid) - cpu) / Math.max(1, times.length),
  };
}

/** CPU time (user + system) a process has used so far, in µs, from /proc (Linux). */
export function processCpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ on Linux

export async function loadHttp(url: string, cookie: string, seconds: number, serverPid: number): Promise<Stats> {
  const times: number[] = [];
  const cpu = processCpuUs(serverPid);
  // A browser's Accept-Encoding: answers are compressed as they would be in production.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url,
      connections: concurrency(),
      duration: seconds,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    };
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    rps: result.requests.average,
    ...percentiles(times),
    errors: result.errors + result.non2xx,
    cpuUs: (processCpuUs(serverPid) - cpu) / Math.max(1, times.length),
  };
}

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: p(0.5), p95: p(0.95), p99: p(0.99) };
}

export interface BenchServer {
  base: string;
  pid: number;
  /** Peak resident memory of the server process (MB), read before it stops. */
  stop(): Promise<number>;
}

const serverScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts');

/** The app as `npm start` runs it (logger on, every plugin), in a child process. */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout!.once('data', (d: Buffer) => resolve((JSON.parse(String(d)) as { port: number }).port));
  });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    pid: child.pid!,
    stop: () => stopServer(child),
  };
}

/** A free loopback port, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The built server exactly as `npm start` runs it in production (`node dist/server/main.js`,
 * after `npm run build`) on the bench's PostgreSQL database: the pages are rendered by the
 * built renderer (dist/server/web-render.js), not by the sources through tsx's loader.
 */
export async function startBuiltServer(databaseUrl: string, webDist: string): Promise<BenchServer> {
  if (!existsSync('dist/server/main.js')) throw new Error('npm run bench -- --pages needs `npm run build` first');
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: site,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'workify-bench-built-')),
      WEB_DIST: webDist,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`built server exited with ${code}`))),
  );
  for (;;) {
    const up = await Promise.race([
      fetch(`${site}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base: `${site}/api/v1`,
    pid: child.pid!,
    stop: () => stopServer(child),
  };
}

/** Stops a bench server; answers its peak resident memory (MB), read before it stops. */
async function stopServer(child: ChildProcess): Promise<number> {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return peak;
}
