// Named prepared statements for PGlite, as server/db/prepared.ts gives node-postgres.
// PGlite's own db.query() sends Parse (unnamed) + Describe + Bind + Describe + Execute + Sync
// for every call, so each query is parsed, analysed and planned again: for our short reads
// that is most of the time PGlite spends. Here a parameterised text is parsed and described
// once under a name; each later call sends only Bind + Execute + Sync, in one call to PGlite,
// and PostgreSQL reuses the analysed statement (and, after a few runs, a generic plan).
// Plain JavaScript, like the worker that imports it (see pglite-worker.mjs).
import { protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
// As prepared.ts: the texts Drizzle builds come from code, so the set is small; past the
// bound (bulk inserts of varying width, say) texts run unnamed, so the cache cannot grow.
export const MAX_STATEMENTS = 300;
export const MAX_TEXT_LENGTH = 20_000;

function concat(parts) {
  if (parts.length === 1) return parts[0];
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const ROW_DESCRIPTION = 0x54; // 'T'
const ERROR_RESPONSE = 0x45; // 'E'

/** The backend messages in `bytes` as [type, start, end]: a type byte, then a length that counts itself. */
function frames(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = [];
  for (let at = 0; at + 5 <= bytes.length;) {
    const end = at + 1 + Math.max(4, view.getInt32(at + 1)); // a length below 4 would not move on
    found.push([bytes[at], at, end]);
    at = end;
  }
  return found;
}

const hasError = (bytes) => frames(bytes).some(([type]) => type === ERROR_RESPONSE);

/** The DatabaseError PGlite's own parser makes of an answer's ErrorResponse. */
function readError(bytes) {
  let error;
  new protocol.Parser().parse(bytes, (message) => {
    if (message.name === 'error') error ??= message;
  });
  return error;
}

/** PGlite's own query() decorates its errors so; callers see the same error either way. */
function decorate(err, text, params) {
  if (err && typeof err === 'object') Object.assign(err, { query: text, params });
  return err;
}

/**
 * PostgreSQL re-plans a prepared statement by itself when a table it reads changes, but
 * refuses to run it once its result columns would differ (a migration altering a table read
 * with `select *`), and Bind fails if the statement is gone: both mean "prepare it again".
 */
function isStale(err) {
  return (
    (err?.code === '0A000' && /cached plan must not change result type/.test(err.message)) ||
    (err?.code === '26000' && /prepared statement .* does not exist/.test(err.message))
  );
}

export class PgliteStatements {
  /** text → { name, paramTypes, rowDescription } */
  statements = new Map();
  nextName = 1;
  /** Set once the caller has what it needs to read an answer's bytes (the worker's 'ready'). */
  bytesAnswers = false;

  constructor(db) {
    this.db = db;
  }

  /**
   * The answer to db.query(text, params, options): through a named statement when it can,
   * as `{ raw }`, the answer's protocol bytes; otherwise PGlite's own parsed result.
   */
  async query(text, params, options) {
    const named = Array.isArray(params) && params.length > 0 && text.length <= MAX_TEXT_LENGTH;
    // Not ready yet, closing or closed: PGlite's query() waits or says so, as it always did.
    if (
      !named ||
      !this.bytesAnswers ||
      !this.db.ready ||
      (!this.statements.has(text) && this.statements.size >= MAX_STATEMENTS)
    )
      return this.db.query(text, params, options);
    // runExclusive: nothing else PGlite runs may come between our Bind and its Sync.
    return this.db.runExclusive(async () => {
      try {
        return await this.#run(text, params);
      } catch (err) {
        if (!isStale(err)) throw decorate(err, text, params);
        await this.#forget(text);
        // In a transaction the failure has aborted it: a retry would only fail again. The
        // caller rolls back, and the next call prepares the statement anew.
        if (this.db.isInTransaction()) throw decorate(err, text, params);
        try {
          return await this.#run(text, params);
        } catch (again) {
          throw decorate(again, text, params);
        }
      }
    });
  }

  async #run(text, params) {
    const statement = this.statements.get(text) ?? (await this.#prepare(text));
    const serializers = this.db.serializers;
    // As PGlite's query(): each value serialised for the type the statement expects there.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : value.toString();
    });
    // One call, ending with Sync: after an error PostgreSQL skips to the Sync, so the
    // connection is ready again (outside a transaction) or the transaction stays aborted
    // until ROLLBACK (inside one), exactly as after PGlite's own query().
    const bytes = concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    // The answer's bytes as PostgreSQL wrote them, not parsed here: this thread is the one
    // that runs SQL, so reading rows (and copying them across threads) is left to the caller,
    // which gets the bytes themselves (see AnswerReader in pglite-answer.ts). Only an error is
    // read here, for the retry above.
    const chunks = [];
    await this.db.execProtocolRawStream(bytes, { onRawData: (chunk) => chunks.push(chunk.slice()) });
    const answer = concat(chunks);
    if (hasError(answer)) throw readError(answer);
    // Execute sends no row description: the one from Describe stands in for it.
    return { raw: statement.rowDescription ? concat([statement.rowDescription, answer]) : answer };
  }

  async #prepare(text) {
    const name = `wp_${this.nextName++}`;
    const bytes = concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const { messages, data } = await this.db.execProtocol(bytes, { syncToFs: false });
    const paramTypes = messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
    // noData (an INSERT without RETURNING, say) leaves it undefined: no columns, as db.query says.
    const rowDescription = frames(data).find(([type]) => type === ROW_DESCRIPTION);
    const statement = {
      name,
      paramTypes,
      rowDescription: rowDescription && data.slice(rowDescription[1], rowDescription[2]),
    };
    this.statements.set(text, statement);
    return statement;
  }

  async #forget(text) {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    const bytes = concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
    await this.db.execProtocol(bytes, { syncToFs: false }).catch(() => undefined);
  }
}
