// npx tsx tests/load/pglite-prepared-bench.ts --data-dir tmp/bench/pglite-10000 [--rounds 5 --ms 300]
// PGlite's own query() (PGLITE_PREPARED=0) against the named prepared statements of
// server/db/pglite-statements.mjs, on the bench's hot reads (the direct side of bench-cases.ts).
// Two copies of a seeded data dir (the given one is only read), one database thread on each;
// the two sides take turns in rounds so that load from elsewhere hits both alike.
// Calls run one at a time: µs per call is the latency of one call, thread hops included.
// A benchmark, not a test: CI does not run it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { benchCases, benchFixture } from './bench-cases';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, rounds: { type: 'string' }, ms: { type: 'string' } },
});
if (!values['data-dir']) throw new Error('--data-dir: a seeded PGlite data dir (npm run seed writes DATA_DIR/db)');
const rounds = Number(values.rounds ?? 5);
const ms = Number(values.ms ?? 300);
const work = mkdtempSync(path.join(tmpdir(), 'pglite-prepared-bench-'));

async function side(name: 'before' | 'after') {
  const dataDir = path.join(work, name);
  cpSync(path.resolve(values['data-dir']!), path.join(dataDir, 'db'), { recursive: true });
  // The worker reads the switch when its thread starts, from this process's environment.
  process.env.PGLITE_PREPARED = name === 'before' ? '0' : '1';
  const database = await connect({ dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }),
    database,
  });
  const cases = benchCases(await benchFixture(database.db));
  return { app, database, cases };
}

/** Calls `run` one after another for `ms`; the time of each call, in µs. */
async function timeCalls(run: () => Promise<unknown>, budget: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + budget;
  while (performance.now() < until) {
    const t0 = performance.now();
    await run();
    times.push((performance.now() - t0) * 1000);
  }
  return times;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const before = await side('before');
  const after = await side('after');
  const sides = [before, after];
  const results = before.cases.map((c) => ({ name: c.name, before: [] as number[], after: [] as number[] }));
  for (const [i, result] of results.entries()) {
    for (const s of sides) for (let k = 0; k < 3; k++) await s.cases[i]!.direct(s.app.ctx); // warm-up: prepare, JIT
    for (let r = 0; r < rounds; r++) {
      // Alternate which side goes first, so neither always follows the other's cache effects.
      const order = r % 2 === 0 ? [0, 1] : [1, 0];
      for (const k of order) {
        const s = sides[k]!;
        (k === 0 ? result.before : result.after).push(...(await timeCalls(() => s.cases[i]!.direct(s.app.ctx), ms)));
      }
    }
  }
  const pad = Math.max(...results.map((r) => r.name.length));
  process.stdout.write(
    `${'read'.padEnd(pad)}  before µs  after µs  after/before  (median of one call, ${rounds} × ${ms} ms per side)\n`,
  );
  for (const r of results) {
    const b = median(r.before);
    const a = median(r.after);
    process.stdout.write(
      `${r.name.padEnd(pad)}  ${b.toFixed(0).padStart(9)}  ${a.toFixed(0).padStart(8)}  ${(a / b).toFixed(2).padStart(12)}\n`,
    );
  }
  for (const s of sides) {
    await s.app.close();
    await s.database.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
