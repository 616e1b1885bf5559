// The tables `npm run bench` prints: one per database and size, then the goals.
import type { Stats } from './bench-run';

export interface Row {
  kind: 'postgres' | 'pglite';
  size: number;
  name: string;
  search?: 'post-broad' | 'freelancer-broad' | 'gig-broad';
  http: Stats;
  direct: Stats;
  memory?: number;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
const HOT_READS = ['allposts (signed in)', 'gigs by category', 'gig', 'reviews of a gig', 'messages of a conversation'];

export function printTable(rows: Row[]) {
  out('| what | HTTP req/s | HTTP p95 ms | HTTP p99 ms | direct req/s | direct p95 ms | HTTP / direct | Node CPU µs per request, HTTP / direct |');
  out('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const errors = r.http.errors + r.direct.errors ? ` errors ${r.http.errors}/${r.direct.errors}` : '';
    out(`| ${r.name} | ${f(r.http.rps)} | ${f(r.http.p95)} | ${f(r.http.p99)} | ${f(r.direct.rps)} | ${f(r.direct.p95)} | ${ratio(r.http.rps, r.direct.rps)} | ${f(r.http.cpuUs)} / ${f(r.direct.cpuUs)} |${errors}`);
  }
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '(not measured)' : ok ? 'met' : 'NOT met');

/** The "goal" column, checked against what was measured. */
export function printGoals(rows: Row[], sizes: number[]) {
  const find = (kind: Row['kind'], size: number, name: string) => rows.find((r) => r.kind === kind && r.size === size && r.name === name);
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  out(`\nGoals (PostgreSQL server unless said; HTTP p95 with 16 concurrent clients)\n`);
  out('| goal | measured | |');
  out('|---|---|---|');
  for (const name of rows.filter((r) => r.search && r.kind === 'postgres' && r.size === largest).map((r) => r.name)) {
    const big = find('postgres', largest, name)!;
    const small = find('postgres', smallest, name);
    out(`| ${name}: p95 ≤ 50 ms at ${largest} posts and gigs | ${f(big.http.p95)} ms | ${mark(big.http.p95 <= 50)} |`);
    if (small && smallest !== largest) {
      const growth = big.http.p95 / small.http.p95;
      out(`| ${name}: p95(${largest}) / p95(${smallest}) ≤ 3 | ${growth.toFixed(2)} | ${mark(growth <= 3)} |`);
    }
  }
  for (const size of sizes) {
    const hot = HOT_READS.map((n) => find('postgres', size, n)).filter((r): r is Row => !!r);
    if (!hot.length) continue;
    const ratios = hot.map((r) => r.http.rps / r.direct.rps);
    out(`| hot reads, HTTP / direct ≥ 0.7 at ${size} posts | ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} | ${mark(Math.min(...ratios) >= 0.7)} |`);
  }
  for (const size of sizes) {
    const pairs = rows.filter((r) => r.kind === 'pglite' && r.size === size).map((r) => [r, find('postgres', size, r.name)] as const);
    const both = pairs.filter((p): p is readonly [Row, Row] => !!p[1]);
    if (!both.length) continue;
    const ratios = both.map(([lite, server]) => lite.http.rps / server.http.rps);
    const memory = (both[0]![0].memory ?? 0) / (both[0]![1].memory || 1);
    out(`| PGlite / PostgreSQL HTTP throughput ≥ 0.5 at ${size} posts | ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} (memory ${memory.toFixed(1)} ×) | ${mark(Math.min(...ratios) >= 0.5)} |`);
    const worst = both.reduce((a, b) => (a[0].http.p99 > b[0].http.p99 ? a : b))[0];
    out(`| PGlite, no endpoint p99 over 1 s at ${size} posts | worst ${f(worst.http.p99)} ms (${worst.name}) | ${mark(worst.http.p99 <= 1000)} |`);
  }
}
