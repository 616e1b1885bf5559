import { readFileSync } from 'node:fs';

/**
 * How tests/support/global-setup.ts hands the run's migrated databases to the test workers
 * (which inherit its environment): the path of the PGlite dump, the name of the PostgreSQL
 * template database. Unset outside vitest, where each helper starts from an empty database.
 */
export const SNAPSHOT_ENV = 'WORKIFY_TEST_PGLITE_SNAPSHOT';
/** The path of a dump of an empty PGlite cluster (initdb done, no migration): for the migration tests. */
export const EMPTY_CLUSTER_ENV = 'WORKIFY_TEST_PGLITE_EMPTY';
export const TEMPLATE_ENV = 'WORKIFY_TEST_PG_TEMPLATE';

const dumps = new Map<string, Uint8Array<ArrayBuffer>>();
/** The bytes of the run's PGlite dump that `envName` names, read once per test worker; none outside vitest. */
export function runDump(envName: typeof SNAPSHOT_ENV | typeof EMPTY_CLUSTER_ENV): Uint8Array<ArrayBuffer> | undefined {
  const file = process.env[envName];
  if (!file) return undefined;
  let bytes = dumps.get(file);
  if (!bytes) dumps.set(file, (bytes = readFileSync(file)));
  return bytes;
}

/** How the databases a run copies from its template are named, so its teardown finds them all. */
export const runDatabasePrefix = (template: string) => `${template.replace(/^workify_tpl_/, 'workify_test_')}_`;
