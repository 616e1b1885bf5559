// The embedded database in its own thread (see pglite-thread.ts): PGlite runs here, so its
// WebAssembly work uses the second core instead of stalling the HTTP event loop.
// Plain JavaScript on purpose: Node starts it directly in every setting (tsx, vitest, the
// esbuild bundle, which copies this file beside main.js).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteStatements } from './pglite-statements.mjs';

// pg_trgm: the typo-tolerant search (migration 0015) needs it, as on a PostgreSQL server.
const options = { extensions: { pg_trgm } };
const { dataDir, snapshot } = workerData;
// A snapshot (a dumped data directory, tests only) skips initdb: see client.ts.
const db = dataDir
  ? new PGlite(dataDir, options)
  : new PGlite(snapshot ? { ...options, loadDataDir: new Blob([snapshot]) } : options);
const keepRaw = (value) => value;
// Parameterised queries run as named prepared statements (see pglite-statements.mjs).
// PGLITE_PREPARED=0 runs every query through PGlite's own query() instead: a way back if the
// protocol path ever misbehaves, and the "before" side of tests/load/pglite-prepared-bench.ts.
const statements = process.env.PGLITE_PREPARED === '0' ? db : new PgliteStatements(db);
const unlisten = new Map();
// The array types and their element types, as PGlite's own parsers learn them at start.
const ARRAY_TYPES = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;
// One parsers object per set of raw types (Drizzle always names the same set), so the
// statements above merge it with PGlite's parsers once, not on every query.
const rawParserSets = new Map();
function rawParsers(rawTypes = []) {
  const key = rawTypes.join(',');
  let parsers = rawParserSets.get(key);
  if (!parsers) rawParserSets.set(key, (parsers = Object.fromEntries(rawTypes.map((type) => [type, keepRaw]))));
  return parsers;
}

/**
 * Errors cross the thread as plain objects: message, name and the Postgres fields (code,
 * detail, constraint…). Not the query options, which hold the type parsers (functions).
 */
function plainError(err) {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const { queryOptions: _options, ...fields } = err;
  return { ...fields, name: err.name, message: err.message };
}

async function run(message) {
  switch (message.op) {
    case 'ready': {
      await db.waitReady;
      // The caller reads answers itself (pglite-answer.ts) and needs the array types for that,
      // as PGlite's own parsers have them.
      const { rows } = await db.query(ARRAY_TYPES);
      // From here on the caller can read answers given as bytes.
      if (statements !== db) statements.bytesAnswers = true;
      return rows;
    }
    case 'query': {
      // Type parsers are functions and cannot cross threads; the caller names the types it wants as sent.
      return statements.query(message.text, message.params, {
        rowMode: message.rowMode,
        parsers: rawParsers(message.rawTypes),
      });
    }
    case 'exec':
      return db.exec(message.text);
    case 'listen':
      if (!unlisten.has(message.channel)) {
        unlisten.set(
          message.channel,
          await db.listen(message.channel, (payload) =>
            parentPort.postMessage({ op: 'notify', channel: message.channel, payload }),
          ),
        );
      }
      return null;
    case 'unlisten':
      await unlisten.get(message.channel)?.();
      unlisten.delete(message.channel);
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

// One message at a time, in the order sent: a transaction's statements are never interleaved
// with another caller's (the other side holds those back until COMMIT or ROLLBACK is sent).
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const result = await run(message);
      // An answer's bytes are handed over, not copied (see pglite-statements.mjs).
      parentPort.postMessage(
        { id: message.id, ok: true, result },
        result?.raw instanceof Uint8Array ? [result.raw.buffer] : [],
      );
    } catch (err) {
      try {
        parentPort.postMessage({ id: message.id, ok: false, error: plainError(err) });
      } catch {
        parentPort.postMessage({ id: message.id, ok: false, error: { message: String(err?.message ?? err) } });
      }
    }
  });
});
