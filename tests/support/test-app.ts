import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { DEFAULT_CURRENCY, setMarketplaceCurrency } from '@shared/money';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect, type Database } from '../../server/db/client';
import type { AppContext } from '../../server/platform/context';
import { giveBack, rememberSchema, takeIdleDatabase } from './database-pool';
import { EMPTY_CLUSTER_ENV, runDatabasePrefix, runDump, SNAPSHOT_ENV, TEMPLATE_ENV } from './test-db-env';

/**
 * Which database the API tests run against: embedded PGlite always, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A new database on the server. Inside vitest it is a copy of the run's migrated template
 * (tests/support/global-setup.ts), so connect() finds every migration applied, and its name
 * starts with runDatabasePrefix(template), by which the run's teardown finds it; elsewhere,
 * or with `empty`, it is empty and connect() migrates it.
 */
export async function freshServerDatabase(
  baseUrl: string,
  opts: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = opts.empty ? undefined : process.env[TEMPLATE_ENV];
  const id = randomUUID().replace(/-/g, '');
  const name = template ? `${runDatabasePrefix(template)}${id.slice(0, 12)}` : `workify_test_${id}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // Inside vitest the run's teardown drops the copies all at once (global-setup.ts): each
      // DROP DATABASE waits for a checkpoint, which on a loaded machine took over a minute.
      if (template) return;
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * `DATA_DIR` for a process that opens the embedded database in a folder (`<DATA_DIR>/db`):
 * inside vitest the folder holds the run's migrated dump already, unpacked (the dump is a tar
 * of the data directory), so the process skips initdb and the migrations, seconds of CPU; the
 * first start of an empty folder is tested by the browser tests' server. Elsewhere: empty.
 */
export const migratedDataFolder = (dataDir: string) => unpacked(process.env[SNAPSHOT_ENV], dataDir);

/**
 * As migratedDataFolder, with the run's empty cluster (initdb done, no migration applied): for a
 * command whose subject is migrating an empty database. Elsewhere: an empty folder.
 */
export const emptyClusterFolder = (dataDir: string) => unpacked(process.env[EMPTY_CLUSTER_ENV], dataDir);

function unpacked(dump: string | undefined, dataDir: string): string {
  if (dump) {
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    execFileSync('tar', ['-xf', dump, '-C', path.join(dataDir, 'db')], { stdio: 'ignore' });
  }
  return dataDir;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  dataDir: string;
  /** The mails written so far, newest last, as raw .eml text. */
  outbox(): string[];
  close(): Promise<void>;
}

/**
 * scrypt's N for the accounts tests create (PASSWORD_HASH_COST): the production cost is ~50 ms
 * of CPU per sign-up and per login, which the suites pay thousands of times.
 */
export const TEST_PASSWORD_HASH_COST = '16';

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    ...env,
  });
  // Inside vitest (its global setup migrated the run's dump), PGlite databases are reused within
  // a worker, emptied in between (database-pool.ts); elsewhere each app gets its own. Not on the
  // PostgreSQL server: a copy of its template is cheap there, and its tests drop connections.
  const pooled = !process.env.TEST_DATABASE_URL && Boolean(process.env[SNAPSHOT_ENV]);
  let server: Awaited<ReturnType<typeof freshServerDatabase>> | null = null;
  let database = pooled ? takeIdleDatabase() : undefined;
  if (!database) {
    server = process.env.TEST_DATABASE_URL ? await freshServerDatabase(process.env.TEST_DATABASE_URL) : null;
    database = await connect(server ? { url: server.url } : { memory: true, snapshot: runDump(SNAPSHOT_ENV) });
    if (pooled) await rememberSchema(database);
  }
  const app = await buildApp({ config, database });
  await app.ready();
  const outboxDir = config.mail.outboxDir;
  return {
    app,
    ctx: app.ctx,
    database,
    dataDir,
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((f) => decodeMail(readFileSync(path.join(outboxDir, f), 'utf8')));
      } catch {
        return [];
      }
    },
    close: async () => {
      await app.close();
      // The app made its MARKETPLACE_CURRENCY the process's (shared/money.ts); the worker's next
      // file (isolate: false), app or none, starts from the default again.
      setMarketplaceCurrency(DEFAULT_CURRENCY);
      if (pooled) {
        await giveBack(database);
      } else {
        await database.close();
        await server?.drop();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  cookie: string;
  isClient: boolean;
}

let counter = 0;

/**
 * Registers and logs in a user over the API; returns the session cookie to send. The account
 * verifies its e-mail by following the link the sign-up mailed (as a person does), unless
 * `unverified` asks for an account that has not yet: money routes refuse that one (issue 32).
 */
export async function signUp(
  app: FastifyInstance,
  opts: { role?: 'client' | 'freelancer'; fullName?: string; profession?: string; unverified?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const isClient = (opts.role ?? 'client') === 'client';
  const username = `user_${tag}`;
  const email = `${username}@example.com`;
  const password = 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: {
      fullName: opts.fullName ?? `Test ${isClient ? 'Client' : 'Freelancer'} ${counter}`,
      username,
      email,
      password,
      isClient,
      ...(isClient ? {} : { profession: opts.profession ?? 'Web Developer' }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data._id as string;
  if (!opts.unverified) await followVerificationLink(app, email);
  return { id, email, username, password, isClient, cookie: await logIn(app, email, password) };
}

/** The token of the newest verification link mailed to `email` (waits for mails still being sent). */
export async function mailedVerificationToken(app: FastifyInstance, email: string): Promise<string> {
  await app.ctx.later.idle();
  const dir = app.ctx.config.mail.outboxDir;
  const mails = readdirSync(dir)
    .sort()
    .map((f) => decodeMail(readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.includes(`To: ${email}`) && m.includes('/verify-email/'));
  const token = mails.pop()?.match(/\/verify-email\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification mail to ${email}`);
  return token;
}

/** Verifies the account's e-mail the way its owner does: POST the token of the mailed link. */
export async function followVerificationLink(app: FastifyInstance, email: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/users/verify-email/${await mailedVerificationToken(app, email)}`,
  });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
}

export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'workify_session');
  if (!cookie) throw new Error('login set no session cookie');
  return `workify_session=${cookie.value}`;
}

/** app.inject as a signed-in user. */
export function as(app: FastifyInstance, user: TestUser | null) {
  return (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) } });
}

/** Undoes quoted-printable soft line breaks and escapes, so tests can read links whole. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A well-formed id that no row has, for the 404 cases. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
