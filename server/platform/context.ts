import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events';
import type { Later } from './later';
import type { Published } from './published';
import type { Mailer } from './mailer';
import type { createSessionCache } from './session-cache';
import type { Storage } from './storage';

/** Everything a service needs from the outside world, built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  events: EventBus;
  /** Work run after the answer (see later.ts). */
  later: Later;
  /** New and reopened posts and gigs, announced to whoever listens (saved-search alerts). */
  published: Published;
  /** This instance's session cache: a change to another user's account (a suspension) evicts them here at once; other instances hear it through NOTIFY. */
  sessions: Pick<ReturnType<typeof createSessionCache>, 'evictUser'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
