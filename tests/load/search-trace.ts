// npx tsx tests/load/search-trace.ts: every SQL statement one search request sends, with its
// time, then the EXPLAIN (ANALYZE, BUFFERS) of the slowest one (docs/search-performance.md).
// TRACE_DATABASE_URL (default the bench's workify_bench_1000000), TRACE_ONLY (a part of the
// bench row names, comma-separated), TRACE_PLANS=all explains every statement, not only the slowest.
// Each search runs six times first, so named statements are on the plan the server keeps.
// TRACE_REPEAT=n: each statement is also explained n times, and its quickest planning and
// execution times printed (one number each, steadier than one run's on a busy machine).
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchFixture, searchCases } from './bench-cases';

interface Sent {
  text: string;
  values: unknown[];
  ms: number;
}
let trace: Sent[] | null = null;
// Every statement any pooled client sends goes through Client.prototype.query.
const original = pg.Client.prototype.query as unknown as (...args: unknown[]) => Promise<unknown>;
(pg.Client.prototype as unknown as { query: unknown }).query = function traced(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string; values?: unknown[] } | string;
  const text = typeof config === 'string' ? config : (config.text ?? '');
  const values = (Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? config.values : undefined) ?? [];
  const started = performance.now();
  const log = trace;
  const done = () => log?.push({ text, values, ms: performance.now() - started });
  // The pool passes a callback (and gets no promise back); a bare client call returns one.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') args[last] = (...answer: unknown[]) => (done(), callback(...answer));
  const result = original.apply(this, args);
  if (typeof callback !== 'function' && result && typeof (result as Promise<unknown>).then === 'function')
    void (result as Promise<unknown>).then(done, () => undefined);
  return result;
};

const url = process.env.TRACE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/workify_bench_1000000';
const only = process.env.TRACE_ONLY?.split(',').map((s) => s.trim());
const database = await connect({ url });
const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-trace-'));
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }),
  database,
});
const fixture = await benchFixture(database.db);
const explainer = new pg.Client({
  connectionString: url,
  options: '-c jit=off -c pg_trgm.word_similarity_threshold=0.4 -c max_parallel_workers_per_gather=0',
});
await explainer.connect();
const out = (line: string) => process.stdout.write(`${line}\n`);
const repeat = Number(process.env.TRACE_REPEAT ?? 0);

/** The quickest planning and execution times of `repeat` EXPLAIN ANALYZE runs of one statement. */
async function quickest(s: Sent): Promise<string> {
  let planning = Infinity;
  let execution = Infinity;
  for (let i = 0; i < repeat; i += 1) {
    const plan = await explainer.query(`explain (analyze, summary, format json) ${s.text}`, s.values);
    const [summary] = plan.rows[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
    planning = Math.min(planning, summary!['Planning Time']);
    execution = Math.min(execution, summary!['Execution Time']);
  }
  return `planning ${planning.toFixed(2)} ms, execution ${execution.toFixed(2)} ms (quickest of ${repeat})`;
}

for (const c of searchCases(fixture).filter((c) => !only || only.some((o) => c.name.includes(o)))) {
  for (let i = 0; i < 6; i += 1) await c.direct(app.ctx);
  trace = [];
  const started = performance.now();
  await c.direct(app.ctx);
  const total = performance.now() - started;
  const sent = trace;
  trace = null;
  out(`\n## ${c.name}: ${sent.length} statement(s), ${total.toFixed(1)} ms\n`);
  sent.forEach((s, i) => out(`${i + 1}. ${s.ms.toFixed(1)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}…`));
  if (repeat > 0) for (const [i, s] of sent.entries()) out(`   ${i + 1}: ${await quickest(s)}`);
  const explained =
    process.env.TRACE_PLANS === 'all'
      ? sent
      : sent.filter((s) => s === sent.reduce((a, b) => (a.ms >= b.ms ? a : b), sent[0]!));
  for (const s of explained) {
    const plan = await explainer.query(`explain (analyze, buffers, costs off) ${s.text}`, s.values);
    out(
      `\n\`\`\`\n${s.text.replace(/\s+/g, ' ').trim()}\n-- values: ${JSON.stringify(s.values).slice(0, 300)}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}\n\`\`\``,
    );
  }
}
await explainer.end();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
