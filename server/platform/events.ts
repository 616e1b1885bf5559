import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@shared/schemas/events';
import type { Db, PgChannel } from '../db/client';

/** The one NOTIFY channel every instance listens on; payloads name the user they are for. */
export const EVENTS_CHANNEL = 'workify_events';

type Listener = (event: LiveEvent) => void;

interface Payload {
  u: string;
  e: LiveEvent;
}

const encode = (userId: string, event: LiveEvent) => JSON.stringify({ u: userId, e: event } satisfies Payload);

/**
 * Sends a live event through `db`. Given a transaction, Postgres holds the NOTIFY until
 * COMMIT and drops it on ROLLBACK, so no one hears of a change that did not happen.
 */
export async function publishVia(db: Db, userId: string, event: LiveEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${encode(userId, event)})`);
}

export interface EventBus {
  /** Sends an event to every open stream of the user, on whichever instance it is. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /** Hears the user's events on this instance; returns the unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Fans Postgres LISTEN/NOTIFY out to this instance's connected users (one LISTEN per instance). */
export function createEventBus(channel: PgChannel, log: FastifyBaseLogger): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  let unlisten: (() => Promise<void>) | null = null;

  const deliver = (raw: string) => {
    let payload: Payload;
    try {
      payload = JSON.parse(raw) as Payload;
    } catch {
      log.warn({ raw }, 'ignored a malformed live event');
      return;
    }
    for (const listener of listeners.get(payload.u) ?? []) {
      try {
        listener(payload.e);
      } catch (err) {
        log.warn({ err }, 'a live event listener failed');
      }
    }
  };

  return {
    publish: (userId, event) => channel.notify(EVENTS_CHANNEL, encode(userId, event)),
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async start() {
      if (!unlisten) unlisten = await channel.listen(EVENTS_CHANNEL, deliver);
    },
    async stop() {
      const stopListening = unlisten;
      unlisten = null;
      listeners.clear();
      await stopListening?.();
    },
  };
}
