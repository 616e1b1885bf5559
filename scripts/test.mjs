// npm test, one stage after another: typecheck and lint (side by side, their output printed
// whole when each ends), unit + API tests on PGlite, the database tests again on the PostgreSQL server when
// TEST_DATABASE_URL is set, then the browser tests in real Chromium; a table of the time
// each stage took. What cannot run on this machine is skipped loudly, unless
// REQUIRE_POSTGRES / REQUIRE_CHROMIUM make it a failure (CI sets both).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { serverDatabaseTestFiles } from './test-files.mjs';

const tmp = path.resolve('tmp/test-run');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = []; // "file › test: first line of the error", printed in the summary
const skips = [];
/** [stage, started (s after npm test began), seconds, result, CPU seconds], printed at the end. */
const stages = [];

/**
 * Runs a command and resolves when it ends. `buffered`: its output is kept and printed in
 * one piece at the end of the command, so two commands running side by side do not
 * interleave their lines; meanwhile it is written to tmp/test-run/<stage>.log.
 */
function run(title, cmd, args, { env = process.env, buffered = false } = {}) {
  const started = performance.now();
  if (!buffered) console.log(`\n━━ ${title} ━━ ${cmd} ${args.join(' ')}`);
  // CPU time of the stage (user + system of the command and everything it waited for),
  // from GNU time when the machine has it: the wall clock alone depends on the load.
  const cpuFile = path.join(tmp, `cpu-${title.replace(/\W+/g, '-')}.txt`);
  const timed = existsSync(TIME) ? [TIME, ['-f', '%U %S', '-o', cpuFile, cmd, ...args]] : [cmd, args];
  const child = spawn(timed[0], timed[1], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output = [];
  const live = createWriteStream(path.join(tmp, `${title.replace(/\W+/g, '-')}.log`));
  const keep = (chunk) => {
    output.push(chunk);
    live.write(chunk);
    if (!buffered) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      live.end();
      const ok = code === 0;
      const seconds = (performance.now() - started) / 1000;
      stages.push([title, started / 1000, seconds, ok ? 'ok' : 'FAILED', cpuSeconds(cpuFile)]);
      if (buffered) {
        console.log(`\n━━ ${title} ━━ ${cmd} ${args.join(' ')} (${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
        console.log(ok ? `━━ ${title}: ok` : `━━ ${title}: FAILED (exit ${code})`);
      }
      if (!ok) failures.push(`${title}${whyFailed(Buffer.concat(output).toString('utf8'))}`);
      resolve(ok);
    });
  });
}

const TIME = '/usr/bin/time';

/**
 * The lines of a failed stage's output that say why (unhandled errors, hooks out of time,
 * failed files), indented under its name in the summary: CI often shows only a log's end.
 */
function whyFailed(text) {
  const reasons = stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /unhandled|timed out|^(?:\w*Error|FAIL)\b|error TS\d|✖|\d+ problems?/i.test(line));
  const unique = [...new Set(reasons)].slice(0, 12).map((line) => `\n    ${line.slice(0, 300)}`);
  return unique.join('');
}

/** The machine's CPU seconds so far, busy and in all, from /proc/stat (Linux, in USER_HZ: 100 a second), else undefined. */
function machineCpu() {
  if (!existsSync('/proc/stat')) return undefined;
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0); // idle + iowait
  const all = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0); // guest time is counted in user already
  return { busy: (all - idle) / 100, all: all / 100 };
}
const cpuAtStart = machineCpu();

/** User + system seconds GNU time wrote (its last line; a failing command adds one before it). */
function cpuSeconds(file) {
  if (!existsSync(file)) return undefined;
  const last = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const [user, sys] = last.split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(sys) ? user + sys : undefined;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const f of r.testResults ?? []) {
    // A file can fail with every test passed (an afterAll hook, an import): say which and why.
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedTests.push(
        `${path.relative(process.cwd(), f.name)}: ${firstLine(f.message) || 'failed outside its tests'}`,
      );
    for (const t of f.assertionResults ?? [])
      if (t.status === 'failed')
        failedTests.push(
          `${path.relative(process.cwd(), f.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`,
        );
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected')
          failedTests.push(`${file} › ${spec.title}: ${firstLine(t.results?.at(-1)?.error?.message)}`);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, suite.file);
}

/** An error's first line, without colour codes: enough to name it in the summary. */
function firstLine(message) {
  return stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

function skip(what, why, requiredBy) {
  if (process.env[requiredBy] === '1') {
    console.error(`\n✖ ${what} is required here (${requiredBy}=1) but ${why}.`);
    failures.push(what);
  } else {
    const line = `SKIPPED ${what}: ${why} (set ${requiredBy}=1 to make this a failure)`;
    console.warn(`\n⚠ ${line}`);
    skips.push(line);
  }
}

// Two test files at a time: vitest's default on two cores is one (cores − 1), which leaves a
// core idle while a file waits on its database thread.
const vitest = (json) => [
  'vitest',
  'run',
  '--maxWorkers=2',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];

// Chromium's headless shell where installed, else the full browser (as playwright.config.ts).
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';
const browserTests = existsSync(chromium);
// The browser tests' web app, built here rather than when they start (E2E_WEB_DIST), with
// brotli at 5 instead of production's 11 (see scripts/vite-precompress.ts), checking every
// answer against its shared schema as scripts/e2e-server.mjs builds it (web/src/api/answers.ts).
const webDist = process.env.E2E_WEB_DIST ?? path.join(tmp, 'web-dist');
const webBuildEnv = { BROTLI_QUALITY: '5', ...process.env, WEB_DIST: webDist, VITE_CHECK_ANSWERS: '1' };

// One stage after another: typecheck and lint (with the web app's build), the PGlite pass, the
// PostgreSQL pass, then the browser tests. Run all at once (as until stop 55), about ten busy
// processes shared two cores, and every process paid for the crowd: the same clean-clone run
// took 3,734 busy CPU s and 1,936 s at once, 3,187 and 1,741 s one stage after another (typecheck
// 90 → 49 CPU s, lint 101 → 64, the PGlite pass 642 → 409). See docs/testing.md. The vitest
// passes and the browser tests print as they go; typecheck and lint, which share the first stage,
// print whole when each ends (and live in tmp/test-run/*.log).
const checks = Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true }),
  run('lint', 'npm', ['run', '--silent', 'lint'], { buffered: true }),
]);
const webBuild =
  browserTests && !process.env.E2E_WEB_DIST
    ? run('web app build (browser tests)', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
        buffered: true,
        env: webBuildEnv,
      })
    : Promise.resolve(true);

const databases = (async () => {
  await checks;
  const pglite = path.join(tmp, 'vitest-pglite.json');
  const pgliteEnv = { ...process.env };
  delete pgliteEnv.TEST_DATABASE_URL;
  await run('unit + API tests (PGlite)', 'npx', vitest(pglite), { env: pgliteEnv });
  countVitest(pglite);
  if (!process.env.TEST_DATABASE_URL)
    return skip('API tests on a PostgreSQL server', 'TEST_DATABASE_URL is not set', 'REQUIRE_POSTGRES');
  const server = path.join(tmp, 'vitest-postgres.json');
  const files = serverDatabaseTestFiles();
  console.log(
    `\n${files.length} test files touch the database and run on the PostgreSQL server too (rule: scripts/test-files.mjs).`,
  );
  await run('database tests (PostgreSQL)', 'npx', [...vitest(server), ...files]);
  countVitest(server);
})();

const browser = (async () => {
  await databases;
  if (!browserTests)
    return skip(
      'browser tests',
      `no Chromium at ${chromium} (apt-get install chromium-headless-shell)`,
      'REQUIRE_CHROMIUM',
    );
  if (!(await webBuild)) return console.error('\n✖ browser tests not run: the web app did not build');
  const report = path.join(tmp, 'playwright.json');
  await run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_WEB_DIST: webDist, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  countPlaywright(report);
})();

await Promise.all([checks, webBuild, databases, browser]);

console.log('\n━━ stage times ━━');
// .ci/run passes the times of its own stages (installs, npm ci) in CI_STAGE_TIMES: "name=seconds;…".
const before = (process.env.CI_STAGE_TIMES ?? '')
  .split(';')
  .filter(Boolean)
  .map((s) => s.split('='));
for (const [name, seconds] of before) console.log(`${name.padEnd(32)} ${Number(seconds).toFixed(1).padStart(7)} s`);
// Stages overlap: each starts at +N s. CPU is user + system time of the stage's processes as
// GNU time counts them (those its command waited for: not the browser's renderers).
for (const [name, started, seconds, result, cpu] of stages) {
  const cpuText = cpu === undefined ? '' : `, CPU ${cpu.toFixed(1).padStart(6)} s`;
  console.log(
    `${name.padEnd(32)} ${seconds.toFixed(1).padStart(7)} s  ${result.padEnd(6)} (from +${started.toFixed(0)} s${cpuText})`,
  );
}
const total = performance.now() / 1000 + before.reduce((s, [, seconds]) => s + Number(seconds), 0);
console.log(`${'total (wall clock)'.padEnd(32)} ${total.toFixed(1).padStart(7)} s`);
// Every process of the machine (Chromium's renderers too): whether the run was bound by CPU.
const cpuAtEnd = machineCpu();
if (cpuAtStart && cpuAtEnd) {
  const busy = cpuAtEnd.busy - cpuAtStart.busy;
  const all = cpuAtEnd.all - cpuAtStart.all;
  console.log(
    `${'machine CPU (all processes)'.padEnd(32)} ${busy.toFixed(1).padStart(7)} s busy of ${all.toFixed(1)} s (${((100 * busy) / all).toFixed(0)}%)`,
  );
}

console.log('\n━━ summary ━━');
for (const line of skips) console.warn(`⚠ ${line}`);
for (const f of failures) console.error(`✖ failed: ${f}`);
// Named last, where the end of a long CI log still shows them.
for (const t of failedTests) console.error(`  ✖ ${t}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
