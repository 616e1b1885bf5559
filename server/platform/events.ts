import { createHash } from 'node:crypto';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@shared/schemas/events';
import type { Db, PgChannel } from '../db/client';
import { liveEvents } from '../db/schema';

/** The one NOTIFY channel every instance listens on; payloads name the user they are for. */
export const EVENTS_CHANNEL = 'workify_events';
/** How long stored events can be replayed to a stream or an instance that missed them. */
export const EVENTS_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The most events one replay sends; past that the browser's refetch on reconnect covers it. */
const REPLAY_LIMIT = 500;
/** How many delivered ids the bus remembers, so a replay never delivers an event twice. */
const SEEN_LIMIT = 5000;

/**
 * What the bus carries to the streams of one user. Stored events have an id (the SSE `id:`);
 * control messages are not stored. New kinds can be added here; streams ignore unknown ones.
 */
export type BusMessage =
  | { kind: 'event'; id: string; event: LiveEvent }
  /** End the user's streams: of one session (`session` = sessionRef(token)) or of all (null). */
  | { kind: 'sessions.ended'; session: string | null };

type Listener = (message: BusMessage) => void;
/** Hears every stored event this instance receives, whoever it is for (web push sends from it). */
type EventTap = (userId: string, id: number, event: LiveEvent) => void;

/** On the wire: u = user, then either i + e (a stored event) or c (a control message). */
type Payload = { u: string; i: number; e: LiveEvent } | { u: string; c: Exclude<BusMessage, { kind: 'event' }> };

/** A short name for a session that is safe to send through NOTIFY (never the token). */
export const sessionRef = (token: string) => createHash('sha256').update(`stream:${token}`).digest('hex').slice(0, 24);

/**
 * Stores a live event and sends it through `db`, in one statement. Given a transaction,
 * Postgres holds the row and the NOTIFY until COMMIT and drops both on ROLLBACK, so no one
 * hears of a change that did not happen.
 */
export async function publishVia(db: Db, userId: string, event: LiveEvent): Promise<void> {
  await db.execute(sql`
    WITH stored AS (INSERT INTO live_events (user_id, payload) VALUES (${userId}, ${JSON.stringify(event)}::jsonb) RETURNING id, user_id, payload)
    SELECT pg_notify(${EVENTS_CHANNEL}, json_build_object('u', user_id, 'i', id, 'e', payload)::text) FROM stored`);
}

export interface EventBus {
  /** Sends an event to every open stream of the user, on whichever instance it is. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /** Ends the open streams of one session of the user (given its token), or of all of them. */
  endSessions(userId: string, sessionToken?: string): Promise<void>;
  /** Hears the user's messages on this instance; returns the unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void;
  /** The user's stored events after `afterId` (a stream reconnecting with Last-Event-ID). */
  missed(userId: string, afterId: string): Promise<Extract<BusMessage, { kind: 'event' }>[]>;
  /**
   * Hears every stored event on this instance, for any user, once each and only after its
   * commit. Every instance hears every event: a tap that acts must claim it (see push).
   */
  tap(listener: EventTap): void;
  /** How many streams are subscribed on this instance (for metrics). */
  listenerCount(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Fans Postgres LISTEN/NOTIFY out to this instance's connected users (one LISTEN per instance). */
export function createEventBus(db: Db, channel: PgChannel, log: FastifyBaseLogger): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const taps: EventTap[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  let cleanup: NodeJS.Timeout | null = null;
  // The newest event id this instance has heard of, and the ids delivered lately.
  let lastId = 0;
  const seen = new Set<number>();

  const send = (userId: string, message: BusMessage) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(message);
      } catch (err) {
        log.warn({ err }, 'a live event listener failed');
      }
    }
  };
  const deliverEvent = (userId: string, id: number, event: LiveEvent) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
    lastId = Math.max(lastId, id);
    send(userId, { kind: 'event', id: String(id), event });
    for (const tap of taps) {
      try {
        tap(userId, id, event);
      } catch (err) {
        log.warn({ err }, 'a live event tap failed');
      }
    }
  };

  // From a lost LISTEN connection until the replay after its reconnect has run, live payloads
  // wait, so the streams get events in order; `floor` is the newest id heard before the loss.
  // Both start at the loss, not the reconnect: the first payload on the new connection can be
  // read with the LISTEN's own answer, before onReconnect runs, and must not move the floor.
  let held: string[] | null = null;
  let floor: number | null = null;
  const onPayload = (raw: string) => {
    if (held) {
      held.push(raw);
      return;
    }
    let payload: Payload;
    try {
      payload = JSON.parse(raw) as Payload;
    } catch {
      log.warn('ignored a malformed live event');
      return;
    }
    if ('c' in payload) send(payload.u, payload.c);
    else if (typeof payload.i === 'number') deliverEvent(payload.u, payload.i, payload.e);
  };

  const stored = (where: ReturnType<typeof and>) =>
    db
      .select({ id: liveEvents.id, userId: liveEvents.userId, payload: liveEvents.payload })
      .from(liveEvents)
      .where(where)
      .orderBy(liveEvents.id)
      .limit(REPLAY_LIMIT);

  const onLost = () => {
    floor ??= lastId;
    held ??= [];
  };
  // The LISTEN connection came back: whatever was published while it was down is in the table.
  const replayAfterReconnect = async () => {
    const from = floor ?? lastId;
    floor = null;
    held ??= [];
    try {
      const users = [...listeners.keys()];
      const rows = users.length ? await stored(and(gt(liveEvents.id, from), inArray(liveEvents.userId, users))) : [];
      log.info({ replayed: rows.length }, 'LISTEN reconnected; replayed missed live events');
      for (const row of rows) deliverEvent(row.userId, row.id, row.payload);
    } finally {
      const waiting = held ?? [];
      held = null;
      for (const raw of waiting) onPayload(raw);
      if (floor !== null) held = []; // lost again while replaying: hold until the next replay
    }
  };

  const prune = () =>
    db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(Date.now() - EVENTS_RETENTION_MS)))
      .catch((err: unknown) => log.warn({ err }, 'could not prune old live events'));

  return {
    publish: (userId, event) => publishVia(db, userId, event),
    async endSessions(userId, sessionToken) {
      const payload: Payload = {
        u: userId,
        c: { kind: 'sessions.ended', session: sessionToken ? sessionRef(sessionToken) : null },
      };
      await channel.notify(EVENTS_CHANNEL, JSON.stringify(payload));
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async missed(userId, afterId) {
      const after = /^\d{1,15}$/.test(afterId) ? Number(afterId) : null;
      if (after === null) return [];
      const rows = await stored(and(gt(liveEvents.id, after), inArray(liveEvents.userId, [userId])));
      return rows.map((r) => ({ kind: 'event' as const, id: String(r.id), event: r.payload }));
    },
    tap: (listener) => void taps.push(listener),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    async start() {
      if (unlisten) return;
      const [row] = await db.select({ max: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
      lastId = Number(row?.max ?? 0);
      const onReconnect = () =>
        replayAfterReconnect().catch((err: unknown) => log.warn({ err }, 'could not replay missed live events'));
      unlisten = await channel.listen(EVENTS_CHANNEL, onPayload, onReconnect, onLost);
      void prune();
      cleanup = setInterval(prune, 60 * 60 * 1000);
      cleanup.unref();
    },
    async stop() {
      const stopListening = unlisten;
      unlisten = null;
      if (cleanup) clearInterval(cleanup);
      listeners.clear();
      await stopListening?.();
    },
  };
}
