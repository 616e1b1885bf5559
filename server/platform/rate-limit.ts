import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from './errors';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Rows whose window ended over an hour ago are deleted by about one request in a hundred. */
const SWEEP_CHANCE = 0.01;

const hashKey = (scope: string, key: string) => createHash('sha256').update(`${scope}\n${key}`).digest('base64url');

/**
 * Counts one hit of `key` in its window with one atomic upsert (a new window starts
 * once the old one has ended). Keys are hashed, so no address or e-mail is stored.
 */
export async function countHit(
  db: Db,
  scope: string,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const hashed = hashKey(scope, key);
  const rows = await db.execute<{ count: number; ttl: number }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${hashed}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::float8 AS ttl`);
  if (Math.random() < SWEEP_CHANCE)
    await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
  const row = (Array.isArray(rows) ? rows : (rows as { rows: { count: number; ttl: number }[] }).rows)[0]!;
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

/** A @fastify/rate-limit store in the database, so every instance counts together. */
export function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      countHit(db, this.scope, key, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    /** Each route counts apart, as the plugin's own per-route stores do. */
    child(routeOptions: object) {
      // The plugin passes the route's merged limit options, with the route under routeInfo.
      const { method, url } = (routeOptions as RouteInfo).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method ?? '')} ${url ?? ''}`);
    }
  };
}

/** Registers the limiter; routes opt in with `config: { rateLimit: { max, timeWindow } }`. */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, { global: false, store: databaseStore(db) });
}

/** The current count of `key` in an unfinished window, without counting a hit. */
export async function peekHits(db: Db, scope: string, key: string): Promise<{ current: number; ttl: number }> {
  const rows = await db.execute<{ count: number; ttl: number }>(sql`
    SELECT count, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::float8 AS ttl
    FROM rate_limits WHERE key = ${hashKey(scope, key)} AND reset_at > now()`);
  const row = (Array.isArray(rows) ? rows : (rows as { rows: { count: number; ttl: number }[] }).rows)[0];
  return row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/**
 * A second login limit on the failed logins of one account (the e-mail) from one client
 * address. Keyed by both, so nobody can spend the owner's allowance from elsewhere and lock
 * them out; a guesser is still stopped on each address (on top of the per-address limit,
 * which also caps how many tries can race past this check at once). A refused try is not
 * checked at all, so it teaches nothing about the password.
 */
export function failedLoginLimit(db: Db, max: number, windowMs: number) {
  const keyOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? `${email.trim().toLowerCase()}\n${request.ip}` : null;
  };
  const check: preHandlerAsyncHookHandler = async function failedLoginCheck(request, reply) {
    const key = keyOf(request);
    if (!key) return;
    const { current, ttl } = await peekHits(db, 'login-failures', key);
    if (current < max) return;
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', seconds);
    throw new HttpError(
      429,
      `Too many login attempts for this account, retry in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`,
    );
  };
  const countFailure = async (request: FastifyRequest) => {
    const key = keyOf(request);
    if (key) await countHit(db, 'login-failures', key, windowMs);
  };
  return { check, countFailure };
}
