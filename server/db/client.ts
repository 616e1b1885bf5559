import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-lock';
import { PgliteThread } from './pglite-thread';
import { prepareStatements, statementNamer } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export async function selectRows<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** A raw LISTEN/NOTIFY channel, the same for PGlite and a PostgreSQL server. */
export interface PgChannel {
  /**
   * `onLost` runs when the LISTEN connection drops, before any reconnect; `onReconnect` once a
   * new one listens again (what was sent meanwhile is lost). A payload can arrive between the
   * two (in the same read as the new LISTEN's answer), so catching up must start from `onLost`.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  channel: PgChannel;
  /** Connections of the PostgreSQL pool (for metrics); absent on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK = 727_001;

/**
 * Where the data lives: a PostgreSQL server, a PGlite data folder, or PGlite in memory.
 * `snapshot` starts the in-memory database from a data directory dumped by PGlite
 * (`dumpDataDir`): the tests migrate one database per run and start every app from it
 * instead of running initdb and every migration again (tests/support/global-setup.ts).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; snapshot?: Uint8Array };

/**
 * What every session starts with, on a PostgreSQL server and in PGlite alike.
 * - jit off: JIT compiling costs tens of ms, more than any of our bounded queries take to run.
 * - pg_trgm's word similarity at 0.4 instead of 0.6, for the typo search (modules/search/
 *   typos.ts): 0.6 misses a swapped or dropped letter in a short word ("Ursla" is 0.5 from
 *   "Ursula", "bakrey" 0.43 from "bakery"), and the `<%` operator and its index follow this
 *   setting. Set for the session, the search is one statement instead of a transaction of
 *   four (SET LOCAL); in PGlite a transaction holds the only connection while it lasts.
 * pg_trgm itself is created by migration 0015; until it is loaded the value waits as a placeholder.
 * - no parallel workers: every statement here is bounded (a page, a capped walk, a count up to
 *   51), and starting two workers cost far more than the work. A GIN branch that found no row
 *   in 1 ms took 250 to 350 ms on a busy 2-core server waiting for its workers (issue 37).
 */
const SESSION_SETTINGS: Record<string, string> = {
  jit: 'off',
  'pg_trgm.word_similarity_threshold': '0.4',
  max_parallel_workers_per_gather: '0',
};

export async function connect(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return connectServer(target.url);
  // A data folder is one process's at a time (data-lock.ts): refused here, before PGlite opens it.
  let unlock = () => {};
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataFolder(target.dataDir);
  }
  // PGlite runs in its own thread, beside the event loop (see pglite-thread.ts).
  const client = new PgliteThread('dataDir' in target ? { dataDir: target.dataDir } : { snapshot: target.snapshot });
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  try {
    await client.waitReady;
    await client.exec(
      Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `SET ${name} = ${value};`)
        .join('\n'),
    );
    // From a snapshot this finds every migration applied and only checks.
    await migratePglite(db as never, { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => undefined);
    unlock();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    channel: {
      listen: async (channel, onPayload) => {
        const unsubscribe = await client.listen(channel, onPayload);
        return unsubscribe;
      },
      notify: async (channel, payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function connectServer(url: string): Promise<Database> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // An idle connection the server drops (restart, terminate) is removed by the pool and
  // replaced on the next query; without a listener its 'error' would crash the process.
  pool.on('error', () => undefined);
  // A connection the server drops while checked out (pg_terminate_backend, failover) emits
  // 'error' on that client between queries; the query in flight fails with it (a 503) and
  // the pool discards the client on release. Unhandled, the event would end the process.
  const lost = new WeakSet<pg.PoolClient>();
  const statementName = statementNamer();
  pool.on('connect', (client) => {
    client.on('error', () => lost.add(client));
    prepareStatements(client, statementName);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Drizzle's pooled transaction sends BEGIN before its try/finally, so a connection that dies
  // at that moment is never given back and the pool shrinks by one each time. Here the client
  // is checked out and released by us whatever happens, and a dead one is destroyed, not reused.
  const transaction: Db['transaction'] = async (run, config) => {
    const client = await pool.connect();
    try {
      return await (drizzlePg(client, { schema }) as unknown as Db).transaction(run, config);
    } finally {
      client.release(lost.has(client) ? new Error('connection lost') : undefined);
    }
  };
  Object.assign(db, { transaction });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    channel: {
      listen: async (channel, onPayload, onReconnect, onLost) => {
        // LISTEN needs one connection held for as long as we listen; if the server
        // drops it (restart, failover), open a new one rather than crash or go deaf.
        let client: pg.Client | null = null;
        let stopped = false;
        const open = async () => {
          const c = new pg.Client({ connectionString: url });
          c.on('notification', (msg) => {
            if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
          });
          c.on('error', () => undefined); // 'end' follows and reconnects
          c.on('end', () => {
            listeners.delete(c);
            if (client === c) client = null; // ending a dead client again would never resolve
            if (stopped) return;
            onLost?.();
            setTimeout(reopen, 1000);
          });
          await c.connect();
          if (stopped) {
            await c.end(); // stopped while this reconnect was under way
            return;
          }
          await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
          client = c;
          listeners.add(c);
        };
        const reopen = () => {
          if (!stopped)
            open().then(
              () => onReconnect?.(),
              () => setTimeout(reopen, 2000),
            );
        };
        await open();
        return async () => {
          stopped = true;
          if (client) {
            listeners.delete(client);
            await client.end().catch(() => undefined);
          }
        };
      },
      notify: async (channel, payload) => {
        await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
      },
    },
    close: async () => {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
