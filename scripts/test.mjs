// npm test: typecheck, lint, unit + API tests (PGlite, then the PostgreSQL server when
// TEST_DATABASE_URL is set), then the browser tests in real Chromium. What cannot run
// on this machine is skipped loudly, unless REQUIRE_POSTGRES / REQUIRE_CHROMIUM make it
// a failure (CI sets both).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const tmp = path.resolve('tmp/test-run');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const skips = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title} ━━ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) failures.push(title);
  return res.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
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

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

const pglite = path.join(tmp, 'vitest-pglite.json');
const pgliteEnv = { ...process.env };
delete pgliteEnv.TEST_DATABASE_URL;
console.log('\n━━ unit + API tests on embedded PGlite ━━');
const unitRes = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pglite}`], { stdio: 'inherit', env: pgliteEnv });
if (unitRes.status !== 0) failures.push('unit + API tests (PGlite)');
countVitest(pglite);

if (process.env.TEST_DATABASE_URL) {
  const server = path.join(tmp, 'vitest-postgres.json');
  run('API tests on the PostgreSQL server', 'npx', ['vitest', 'run', 'tests/api', '--reporter=default', '--reporter=json', `--outputFile.json=${server}`]);
  countVitest(server);
} else {
  skip('API tests on a PostgreSQL server', 'TEST_DATABASE_URL is not set', 'REQUIRE_POSTGRES');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const report = path.join(tmp, 'playwright.json');
  run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  countPlaywright(report);
} else {
  skip('browser tests', `no Chromium at ${chromium} (apt-get install chromium)`, 'REQUIRE_CHROMIUM');
}

console.log('\n━━ summary ━━');
for (const line of skips) console.warn(`⚠ ${line}`);
for (const f of failures) console.error(`✖ failed: ${f}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
