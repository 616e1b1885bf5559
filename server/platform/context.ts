import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events';
import type { Mailer } from './mailer';
import type { Storage } from './storage';

/** Everything a service needs from the outside world, built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
