// The tables `npm run bench` prints: one per database and size, then the goals.
import type { SearchKind } from './bench-cases';
import type { Stats } from './bench-run';

export interface Row {
  kind: 'postgres' | 'pglite';
  size: number;
  name: string;
  search?: SearchKind;
  http: Stats;
  direct: Stats;
  memory?: number;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
const HOT_READS = ['allposts (signed in)', 'gigs by category', 'gig', 'reviews of a gig', 'messages of a conversation'];

export function printTable(rows: Row[]) {
  out(
    '| what | HTTP req/s | HTTP p50 ms | HTTP p95 ms | HTTP p99 ms | direct req/s | direct p95 ms | HTTP / direct | Node CPU µs per request, HTTP / direct |',
  );
  out('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const errors = r.http.errors + r.direct.errors ? ` errors ${r.http.errors}/${r.direct.errors}` : '';
    out(
      `| ${r.name} | ${f(r.http.rps)} | ${f(r.http.p50)} | ${f(r.http.p95)} | ${f(r.http.p99)} | ${f(r.direct.rps)} | ${f(r.direct.p95)} | ${ratio(r.http.rps, r.direct.rps)} | ${f(r.http.cpuUs)} / ${f(r.direct.cpuUs)} |${errors}`,
    );
  }
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '(not measured)' : ok ? 'met' : 'NOT met');

/** Issue 37's goals for every search row: p95 at most 25 ms at the largest size, and at most 3 times the smallest size's. */
const P95_GOAL_MS = 25;
const GROWTH_GOAL = 3;

/**
 * Issue 37's table: each search row, broad and narrow, with p50 and p95 over HTTP and without
 * it (the same SQL through the service call) at the smallest and largest size, and the ratio.
 */
export function printSearchTable(rows: Row[], sizes: number[], kind: Row['kind'] = 'postgres') {
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  const find = (size: number, name: string) => rows.find((r) => r.kind === kind && r.size === size && r.name === name);
  const names = [...new Set(rows.filter((r) => r.search && r.kind === kind).map((r) => r.name))];
  if (!names.length) return;
  out(
    `\nSearches on ${kind} (HTTP p50 / p95 ms, then the same SQL without HTTP; goal: p95 ≤ ${P95_GOAL_MS} ms at ${largest} rows and ≤ ${GROWTH_GOAL} × p95 at ${smallest})\n`,
  );
  out(
    `| search | kind | HTTP ${smallest} p50 / p95 | HTTP ${largest} p50 / p95 | direct ${smallest} p50 / p95 | direct ${largest} p50 / p95 | p95 ${largest} / ${smallest} | goal |`,
  );
  out('|---|---|---|---|---|---|---|---|');
  for (const name of names) {
    const big = find(largest, name);
    const small = find(smallest, name);
    const pair = (s?: Stats) => (s ? `${f(s.p50)} / ${f(s.p95)}` : '–');
    const growth = big && small && smallest !== largest ? big.http.p95 / small.http.p95 : undefined;
    const met = big ? big.http.p95 <= P95_GOAL_MS && (growth === undefined || growth <= GROWTH_GOAL) : undefined;
    const errors =
      big && big.http.errors + big.direct.errors ? ` (errors ${big.http.errors}/${big.direct.errors})` : '';
    const kindOf = (big ?? small)!.search;
    out(
      `| ${name} | ${kindOf} | ${pair(small?.http)} | ${pair(big?.http)} | ${pair(small?.direct)} | ${pair(big?.direct)} | ${growth === undefined ? '–' : growth.toFixed(2)} | ${mark(met)}${errors} |`,
    );
  }
}

/** The older goals: hot reads through HTTP against the service call, PGlite against the server. */
export function printGoals(rows: Row[], sizes: number[]) {
  const find = (kind: Row['kind'], size: number, name: string) =>
    rows.find((r) => r.kind === kind && r.size === size && r.name === name);
  const header = () => {
    out(`\nOther goals (PostgreSQL server unless said)\n`);
    out('| goal | measured | |');
    out('|---|---|---|');
  };
  // Only when a hot read or a PGlite row was measured (not for --searches on the server alone).
  if (rows.some((r) => r.kind === 'pglite' || HOT_READS.includes(r.name))) header();
  for (const size of sizes) {
    const hot = HOT_READS.map((n) => find('postgres', size, n)).filter((r): r is Row => !!r);
    if (!hot.length) continue;
    const ratios = hot.map((r) => r.http.rps / r.direct.rps);
    out(
      `| hot reads, HTTP / direct ≥ 0.7 at ${size} posts | ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} | ${mark(Math.min(...ratios) >= 0.7)} |`,
    );
  }
  for (const size of sizes) {
    const pairs = rows
      .filter((r) => r.kind === 'pglite' && r.size === size)
      .map((r) => [r, find('postgres', size, r.name)] as const);
    const both = pairs.filter((p): p is readonly [Row, Row] => !!p[1]);
    if (!both.length) continue;
    const ratios = both.map(([lite, server]) => lite.http.rps / server.http.rps);
    const memory = (both[0]![0].memory ?? 0) / (both[0]![1].memory || 1);
    out(
      `| PGlite / PostgreSQL HTTP throughput ≥ 0.5 at ${size} posts | ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} (memory ${memory.toFixed(1)} ×) | ${mark(Math.min(...ratios) >= 0.5)} |`,
    );
    const worst = both.reduce((a, b) => (a[0].http.p99 > b[0].http.p99 ? a : b))[0];
    out(
      `| PGlite, no endpoint p99 over 1 s at ${size} posts | worst ${f(worst.http.p99)} ms (${worst.name}) | ${mark(worst.http.p99 <= 1000)} |`,
    );
  }
}

export interface PageRow {
  kind: 'postgres' | 'pglite';
  size: number;
  name: string;
  page: Stats;
  json: Stats;
  /** The client-rendered screen's JSON answers for the same content (PageCase.screen), one sample a screen. */
  screen: Stats;
}

/**
 * Issue 31's pages: each server-rendered page beside its JSON answer (p95 ratio, goal ≤ 2), and
 * the page's p95 at the largest size over the smallest's (goal ≤ 3).
 */
export function printPageTable(rows: PageRow[], sizes: number[]) {
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  out(
    `\nServer-rendered pages (signed out) beside their JSON answer and beside every JSON answer their client-rendered screen reads (the screen's rounds, one sample a screen): p50 / p95 ms and the server's CPU µs a request; goals: page p95 ≤ 2 × JSON p95, and ≤ 3 × its p95 at ${smallest}\n`,
  );
  out(
    '| kind | rows | page | page req/s | page p50 / p95 | JSON p50 / p95 | screen JSON p50 / p95 | CPU µs: page / JSON / screen | page p95 / JSON p95 | page p95 / screen p95 | page p95 / at smallest | goals |',
  );
  out('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const small = rows.find((s) => s.kind === r.kind && s.size === smallest && s.name === r.name);
    const vsJson = r.page.p95 / Math.max(r.json.p95, 1e-9);
    const vsScreen = r.page.p95 / Math.max(r.screen.p95, 1e-9);
    const growth = small && r.size === largest && largest !== smallest ? r.page.p95 / small.page.p95 : undefined;
    const met = vsJson <= 2 && (growth === undefined || growth <= 3);
    const failed = r.page.errors + r.json.errors + r.screen.errors;
    const errors = failed ? ` (errors ${r.page.errors}/${r.json.errors}/${r.screen.errors})` : '';
    out(
      `| ${r.kind} | ${r.size} | ${r.name} | ${f(r.page.rps)} | ${f(r.page.p50)} / ${f(r.page.p95)} | ${f(r.json.p50)} / ${f(r.json.p95)} | ${f(r.screen.p50)} / ${f(r.screen.p95)} | ${f(r.page.cpuUs)} / ${f(r.json.cpuUs)} / ${f(r.screen.cpuUs)} | ${vsJson.toFixed(2)} | ${vsScreen.toFixed(2)} | ${growth === undefined ? '–' : growth.toFixed(2)} | ${mark(met)}${errors} |`,
    );
  }
}
