import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Server-side prepared statements for node-postgres, without naming each query by hand.
 *
 * node-postgres prepares a statement once per connection when the query carries a `name`,
 * then only binds and executes it: PostgreSQL skips parsing and analysis, and after a few
 * runs may reuse a generic plan, which for our join and search statements saves more server
 * time than the statements take to run. Every query text Drizzle builds comes from code (the
 * values travel as parameters), so the set of texts is small and fixed; the name is a hash
 * of the text, so one name can never stand for two statements. Texts past MAX_STATEMENTS
 * (bulk inserts of varying width, say) run unnamed, so no connection collects statements
 * without bound.
 */
const MAX_STATEMENTS = 300;

/**
 * In a statement's text, says that its best plan depends on its values: it runs unnamed, so
 * PostgreSQL plans it for the values each time. A search tier is one: after five runs a named
 * one got a generic plan that read 50,000 rows where the values' plan read one index page
 * (a freelancer search for "developer", verified, three stars and up: 183 ms, not 1.2 ms).
 */
export const PLAN_FOR_VALUES = '/* planned for its values */';
const MAX_TEXT_LENGTH = 20_000;

/**
 * The statement names of one pool. Each pool counts its own MAX_STATEMENTS: a process that
 * talks to several databases (the test suites, one after another) must not use up one's
 * names with another's statements.
 */
export function statementNamer(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known || names.size >= MAX_STATEMENTS || text.length > MAX_TEXT_LENGTH || text.includes(PLAN_FOR_VALUES))
      return known;
    const name = `w_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** Gives every parameterised query a client runs a statement name (called once per new connection). */
export function prepareStatements(
  client: pg.PoolClient | pg.Client,
  statementName: (text: string) => string | undefined,
) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's overloads make a typed wrapper impossible; only the first argument is looked at.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as QueryConfig | null;
    // Only queries with parameters: a plain text (BEGIN, LISTEN, a multi-statement migration)
    // must keep the simple protocol, which a named statement would not allow.
    const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
    const hasValues = Array.isArray(values) && values.length > 0;
    if (c && typeof c === 'object' && typeof c.text === 'string' && c.name === undefined && hasValues) {
      const name = statementName(c.text);
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
}
