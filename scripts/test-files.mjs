// Which test files run a second time, on the PostgreSQL server (npm test with TEST_DATABASE_URL).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folders vitest.config.ts includes, and what a test file's name ends with there. */
const ROOTS = ['tests/unit', 'tests/api', 'server', 'shared'];
const TEST_FILE = /\.test\.ts$/;

/**
 * The rule: a test file touches the database when it imports tests/support/test-app.ts or
 * server/db/client.ts, directly or through a tests/support helper that does, or reads
 * TEST_DATABASE_URL itself. Those run on both databases, except:
 * - files named pglite-*: they test the embedded database itself;
 * - ONE_DATABASE below: long files whose subject does not depend on the database kind.
 * Everything else (pure functions, storage, the web app's helpers) runs once, on PGlite's pass.
 * New files follow the rule without being listed anywhere.
 */
const ONE_DATABASE = [
  // The demo generator writes through the services every other test covers on both
  // databases, and is loaded into embedded PGlite only: generated once, on PGlite.
  'tests/api/demo.test.ts',
  // Bad input must be refused before any query: fuzzed once, on PGlite.
  'tests/api/fuzz.test.ts',
  // Its server process keeps its data in embedded PGlite (DATA_DIR) whatever
  // TEST_DATABASE_URL says: a second pass would repeat the first.
  'tests/api/shutdown.test.ts',
];

const DATABASE_MODULE =
  /from ['"][./]*(?:support\/|tests\/support\/)?(?:test-app|(?:server\/)?db\/client)['"]|TEST_DATABASE_URL/;

function walk(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) =>
    path.join(dir, f).split(path.sep).join('/'),
  );
}

export function serverDatabaseTestFiles() {
  const source = (file) => readFileSync(file, 'utf8');
  // tests/support helpers that reach the database (orders.ts creates orders through test-app…).
  const helpers = walk('tests/support')
    .filter((f) => f.endsWith('.ts') && DATABASE_MODULE.test(source(f)))
    .map((f) => path.basename(f, '.ts'));
  const viaHelper = new RegExp(`from ['"][./]*(?:tests/)?support/(?:${helpers.join('|')})['"]`);
  return ROOTS.flatMap(walk)
    .filter((f) => TEST_FILE.test(f) && !f.includes('node_modules'))
    .filter((f) => !path.basename(f).startsWith('pglite-') && !ONE_DATABASE.includes(f))
    .filter((f) => {
      const text = source(f);
      return DATABASE_MODULE.test(text) || viaHelper.test(text);
    })
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(serverDatabaseTestFiles().join('\n'));
