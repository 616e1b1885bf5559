/**
 * How tests/support/global-setup.ts hands the run's migrated databases to the test workers
 * (which inherit its environment): the path of the PGlite dump, the name of the PostgreSQL
 * template database. Unset outside vitest, where each helper starts from an empty database.
 */
export const SNAPSHOT_ENV = 'WORKIFY_TEST_PGLITE_SNAPSHOT';
/** The path of a dump of an empty PGlite cluster (initdb done, no migration): for the migration tests. */
export const EMPTY_CLUSTER_ENV = 'WORKIFY_TEST_PGLITE_EMPTY';
export const TEMPLATE_ENV = 'WORKIFY_TEST_PG_TEMPLATE';

/** How the databases a run copies from its template are named, so its teardown finds them all. */
export const runDatabasePrefix = (template: string) => `${template.replace(/^workify_tpl_/, 'workify_test_')}_`;
