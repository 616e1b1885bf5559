import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Each run gets its own port, database and outbox, so several runs can share a machine. */
const port = Number(process.env.E2E_PORT ?? 4173);
const workDir = path.resolve(process.env.E2E_WORK_DIR ?? `tmp/e2e-${port}`);
process.env.E2E_DATA_DIR = path.join(workDir, 'data');
/** The server bundle scripts/e2e-server.mjs builds, which specs starting a server of their own run too. */
process.env.E2E_SERVER_MAIN = path.join(workDir, 'app/dist/server/main.js');
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs
 * headless) where the machine has it: the same Blink and V8 as /usr/bin/chromium, without the
 * full browser's UI and GPU compositing, at half the CPU per journey.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // After the web server is up: the administrator turns on two-step sign-in (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0, // a flaky test is a bug: never retried into a pass
  // A CI machine may be busy with other work (issue 30 ran the suite at a load average of 15):
  // limits, not waits, so a passing test is no slower for them.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(workDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (screencast and DOM snapshots of every step) costs a third of a run's
    // CPU, for the failures only: E2E_TRACE=1 records them. A failure always keeps its
    // screenshot and the page's ARIA snapshot (error-context.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Requests of a page a service worker controls can bypass page.route(), so a test that cuts the
    // network for one call passed or failed by whether the worker had claimed the page yet. The
    // worker is push.spec.ts's subject, which allows it; every other journey runs without it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A journey's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spend more
        // CPU compiling its code than the compiled code saves. Sparkplug's baseline code only:
        // about a tenth less Chromium CPU over six journeys (measured in a cgroup, four runs).
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_WORK_DIR: workDir, E2E_SERVER_MAIN: process.env.E2E_SERVER_MAIN },
  },
});
