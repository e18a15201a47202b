import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { type EventRow, eventsRepo } from './events.repo.ts';

/**
 * Event type -> payload. Empty here: each module that emits adds its events where it defines them,
 * `declare module '../../lib/events/outbox.ts' { interface EventMap { 'post.liked': {...} } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging in the modules that emit.
export interface EventMap {}
export type EventType = keyof EventMap & string;

/** What `emit` takes: a known type with its payload. */
export type NewEvent = { [K in EventType]: { type: K; payload: EventMap[K] } }[EventType];

/** What a consumer gets. */
export type OutboxEvent<K extends EventType> = {
  id: string;
  type: K;
  payload: EventMap[K];
  createdAt: Date;
  /** 1 on the first delivery; more when an earlier one failed or its process died. */
  attempts: number;
};

/** At-least-once: a consumer may see an event again (a retry, a crash), so it must be idempotent. */
export type Consumer<K extends EventType> = (event: OutboxEvent<K>) => Promise<void> | void;

export type Outbox = {
  /** Writes the event in the caller's transaction `tx`: delivered after it commits, never if it rolls back. */
  emit: (tx: Db, event: NewEvent) => Promise<string>;
  /** Adds a consumer of one event type (register at start-up, before the app is ready). */
  on: <K extends EventType>(type: K, consumer: Consumer<K>) => void;
  /**
   * Delivers pending events in batches until none is left (or `maxBatches` were delivered: then it
   * asks for another run through `onEmit`); answers the counts.
   */
  dispatch: (opts?: { now?: Date; maxBatches?: number; stop?: () => boolean }) => Promise<DispatchResult>;
  /** Deletes events delivered more than `keepDays` ago. */
  prune: (opts?: { now?: Date }) => Promise<number>;
};

export type DispatchResult = { delivered: number; retried: number; parked: number };

export type OutboxOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Called after each emit, to deliver soon (the plugin wakes the dispatcher job). */
  onEmit?: () => void;
  /** Attempts before an event is parked. */
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claimed batch stays hidden from other dispatchers. */
  leaseMs?: number;
  keepDays?: number;
};

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** 10 s, 20 s, 40 s … capped at an hour: a consumer's outage is ridden out, not hammered. */
export function backoffMs(attempts: number): number {
  return Math.min(10 * SECOND * 2 ** (attempts - 1), 60 * 60 * SECOND);
}

/** The transactional outbox: rows written with the change, handed to consumers by a job off the request path. */
export function createOutbox({
  db,
  log,
  onEmit,
  maxAttempts = 10,
  batchSize = 50,
  leaseMs = 5 * 60 * SECOND,
  keepDays = 7,
}: OutboxOptions): Outbox {
  const repo = eventsRepo(db);
  const consumers = new Map<string, Consumer<never>[]>();

  async function deliver(row: EventRow, now: Date): Promise<keyof DispatchResult> {
    const event = {
      id: row.id,
      type: row.type,
      payload: row.payload,
      createdAt: row.createdAt,
      attempts: row.attempts,
    } as OutboxEvent<never>;
    try {
      for (const consumer of consumers.get(row.type) ?? []) await consumer(event);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (row.attempts >= maxAttempts) {
        log.error({ err, event: row.id, type: row.type, attempts: row.attempts }, 'event parked');
        await repo.park(row.id, new Date(), message);
        return 'parked';
      }
      log.warn({ err, event: row.id, type: row.type, attempts: row.attempts }, 'event delivery failed');
      await repo.retryAt(row.id, new Date(now.getTime() + backoffMs(row.attempts)), message);
      return 'retried';
    }
    await repo.delivered(row.id, new Date());
    return 'delivered';
  }

  return {
    async emit(tx, event) {
      const id = uuidv7();
      // NewEvent is `never` until a module adds an event type.
      const { type, payload } = event as { type: string; payload: unknown };
      await repo.insert(tx, { id, type, payload, at: new Date() });
      onEmit?.();
      return id;
    },

    on(type, consumer) {
      consumers.set(type, [...(consumers.get(type) ?? []), consumer as Consumer<never>]);
    },

    async dispatch({
      now,
      maxBatches,
      stop,
    }: {
      now?: Date;
      maxBatches?: number;
      stop?: () => boolean;
    } = {}) {
      const result: DispatchResult = { delivered: 0, retried: 0, parked: 0 };
      for (let batch = 1; ; batch++) {
        const at = now ?? new Date();
        const rows = await repo.claim(at, new Date(at.getTime() + leaseMs), batchSize);
        // One at a time, oldest first: consumers see events in the order they happened. Between two,
        // the event loop gets its turn: on PGlite a query may finish without any I/O, and a backlog
        // (thousands of events after a seed or an outage) would otherwise starve every request.
        for (const row of rows) {
          // A closing server stops between two events: the claimed rest go again once their lease
          // ends (a backlog of thousands would otherwise hold the close past its time-out).
          if (stop?.()) return result;
          result[await deliver(row, at)]++;
          await yieldToLoop();
        }
        if (rows.length < batchSize) return result;
        if (maxBatches && batch >= maxBatches) {
          // A backlog: this run ends (a closing server waits for runs) and another one follows.
          onEmit?.();
          return result;
        }
      }
    },

    async prune({ now = new Date() } = {}) {
      const before = new Date(now.getTime() - keepDays * DAY);
      let total = 0;
      // Bounded deletes: each stays well inside the statement timeout.
      for (;;) {
        const n = await repo.pruneDelivered(before, 1000);
        total += n;
        if (n < 1000) return total;
      }
    },
  };
}
