import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Each run gets its own port, database and outbox, so several runs can share a machine. */
const port = Number(process.env.E2E_PORT ?? 4173);
const workDir = path.resolve(process.env.E2E_WORK_DIR ?? `tmp/e2e-${port}`);
process.env.E2E_DATA_DIR = path.join(workDir, 'data');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0, // a flaky test is a bug: never retried into a pass
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(workDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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
    env: { E2E_PORT: String(port), E2E_WORK_DIR: workDir },
  },
});
