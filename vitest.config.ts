import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { catalogs } from './scripts/vite-catalogs';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The legal screens name their own catalog chunk; the server's render imports them in tests.
  plugins: [catalogs(path.join(root, 'shared/i18n/messages'))],
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@web': path.join(root, 'web/src') } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts'],
    // A CI machine may be busy with other work (issue 30 ran the suite at a load average of 15):
    // limits, not waits, so a passing test is no slower for them.
    testTimeout: process.env.CI ? 60_000 : 30_000,
    hookTimeout: process.env.CI ? 120_000 : 60_000,
    pool: 'forks',
    // Files share their worker's module cache instead of each importing the server again:
    // importing it cost each file about 1.5 s, most of a run's CPU. Nothing a file sets up
    // leaks to the next: each file builds its own app and database (createTestApp), restores
    // what it stubs (vi.unstubAllGlobals) and mocks no modules.
    isolate: false,
    // Migrates one PGlite database and one PostgreSQL template per run (see the file).
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
