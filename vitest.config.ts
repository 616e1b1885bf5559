import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@web': path.join(root, 'web/src') } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Migrates one PGlite database and one PostgreSQL template per run (see the file).
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
