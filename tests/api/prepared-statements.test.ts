import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FOR_VALUES, prepareStatements, statementNamer } from '../../server/db/prepared';
import { createTestApp, type TestApp } from '../support/test-app';

type Sent = { config: unknown; rest: unknown[] };

/** A stand-in for a pg client that records what it is asked to run. */
function recordingClient() {
  const sent: Sent[] = [];
  const client = { query: (config: unknown, ...rest: unknown[]) => sent.push({ config, rest }) };
  prepareStatements(client as never, statementNamer());
  return { client, sent, name: (i: number) => (sent[i]!.config as { name?: string }).name };
}

describe('statement names', () => {
  it('names a parameterised query by its text: the same text, the same name; another text, another name', () => {
    const { client, name } = recordingClient();
    client.query({ text: 'select * from gigs where id = $1' }, ['a']);
    client.query({ text: 'select * from gigs where id = $1' }, ['b']);
    client.query({ text: 'select * from posts where id = $1', values: ['c'] });
    expect(name(0)).toMatch(/^w_/);
    expect(name(1)).toBe(name(0));
    expect(name(2)).toMatch(/^w_/);
    expect(name(2)).not.toBe(name(0));
  });

  it('leaves a statement planned for its values unnamed (a search tier), so each run gets its own plan', () => {
    const { client, name } = recordingClient();
    const tier = `select ${PLAN_FOR_VALUES} id from users where search_vector @@ to_tsquery($1)`;
    client.query({ text: tier }, ['developer:*']);
    client.query({ text: tier }, ['kowalski:*']);
    expect(name(0)).toBeUndefined();
    expect(name(1)).toBeUndefined();
  });

  it('leaves plain statements (BEGIN, LISTEN, migrations) and named ones alone', () => {
    const { client, sent, name } = recordingClient();
    client.query('BEGIN');
    client.query({ text: 'select 1' }, []);
    client.query({ text: 'select $1', name: 'mine' }, [1]);
    expect(sent[0]!.config).toBe('BEGIN');
    expect(name(1)).toBeUndefined();
    expect(name(2)).toBe('mine');
  });
});

// The PGlite pass has no server-side statements to look at; the PostgreSQL pass checks them.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
if (!onServer)
  process.stderr.write(
    'SKIPPED tests/api/prepared-statements.test.ts (server part): needs a PostgreSQL server (TEST_DATABASE_URL)\n',
  );

describe.skipIf(!onServer)('prepared statements on the PostgreSQL server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prepares the gigs list once per connection and reuses it', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/gigs?limit=2' })).statusCode).toBe(200);
    // The pool hands back the connection it got last, so this runs where the lists ran.
    const result = (await t.database.db.execute(
      sql`select name, statement from pg_prepared_statements where statement like ${'%from "gigs"%'}`,
    )) as unknown as { rows: { name: string }[] };
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.every((r) => r.name.startsWith('w_'))).toBe(true);
  });
});
