// Starts a fresh Workify for the browser tests: a clean data folder, the web app
// built once into the run's own folder (unless E2E_WEB_DIST names a built one).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4173';
const workDir = path.resolve(process.env.E2E_WORK_DIR ?? `tmp/e2e-${port}`);
const dataDir = path.join(workDir, 'data');
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(workDir, 'dist');

rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_WEB_DIST) {
  // Brotli at 5, not production's 11: the same files, a fraction of the build time.
  // VITE_CHECK_ANSWERS: the browser tests check every answer against its shared schema (web/src/api/answers.ts).
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { BROTLI_QUALITY: '5', ...process.env, WEB_DIST: webDist, VITE_CHECK_ANSWERS: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server as `npm start` runs it: bundled by esbuild (scripts/build.mjs server, a second or
// two), its page renderer in React's production build. Under tsx every dynamic import of a
// rendered screen went through tsx's resolver, about a quarter of the server's main-thread time in a journey.
// playwright.config.ts names the same file (E2E_SERVER_MAIN) for the specs that start their own.
const serverMain = process.env.E2E_SERVER_MAIN ?? path.join(workDir, 'app/dist/server/main.js');
const serverBuild = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, SERVER_BUILD_DIR: path.dirname(serverMain) },
});
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT: '100000',
  // Cheap password hashes: every journey creates accounts (the production cost is ~50 ms each).
  PASSWORD_HASH_COST: '16',
  // Lets the orders journey move the auto-complete sweep's clock (refused in production).
  ORDER_TEST_HOOKS: '1',
  // The other browser tests assume an empty shop; tests/e2e/demo.spec.ts starts its own server with demo data.
  DEMO_DATA: 'off',
  // One operator profile configured (tests/e2e/team-social.spec.ts): its icon shows, the other networks' do not.
  SOCIAL_GITHUB_URL: 'https://github.com/workify-e2e-operator',
};

// The browser tests' administrator (tests/e2e/fixtures.ts logInAsAdmin), made as an operator
// makes one: `npm run admin -- create` on the new data folder, which also migrates it.
const admin = JSON.parse(readFileSync('tests/e2e/admin-account.json', 'utf8'));
const created = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'server/modules/admin/cli.ts',
    'create',
    '--email',
    admin.email,
    '--password',
    admin.password,
    '--name',
    admin.fullName,
  ],
  { stdio: 'inherit', env },
);
if (created.status !== 0) process.exit(created.status ?? 1);

// Node itself, not npx: npx does not pass SIGTERM on, and a server left running would keep the
// data folder (and the port) that the next run deletes and reuses.
const server = spawn(process.execPath, [serverMain], { stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
