import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events';
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
  /** This instance's session cache: a change to another user's account (a suspension) evicts them here at once; other instances hear it through NOTIFY. */
  sessions: Pick<ReturnType<typeof createSessionCache>, 'evictUser'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
