import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';

/** What a store answers for a request: requests counted in its window, and ms until the window ends. */
type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** The route a limit belongs to, so each route counts apart (as @fastify/rate-limit's memory store does). */
function routeName(params: { routeInfo?: { method?: string | string[]; url?: string } }): string {
  const info = params.routeInfo;
  if (!info?.url) return 'custom';
  const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
  return `${method} ${info.url}`;
}

/** Milliseconds from the database's clock to the end of the counter's window (0 once ended). */
const ttlMs = sql`greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::float8`;

/**
 * Counts one request of `key`: one atomic upsert, so concurrent processes never lose a hit. A
 * window starts at the caller's first request after the previous one ended (as the memory store's
 * do), by the database's clock (one clock for every process); the row's lock orders the hits.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Count> {
  const res = await db.execute(sql`
    insert into ${rateLimitCounters} as c (key, window_start, expires_at, n)
    select ${key}, now.t, now.t + ${windowMs}::int * interval '1 millisecond', 1
    from (select clock_timestamp() as t) now
    on conflict (key) do update set
      n = case when c.expires_at <= excluded.window_start then 1 else c.n + 1 end,
      window_start = case when c.expires_at <= excluded.window_start then excluded.window_start else c.window_start end,
      expires_at = case when c.expires_at <= excluded.window_start then excluded.expires_at else c.expires_at end
    returning n, ${ttlMs} as ttl`);
  const row = (res as unknown as { rows: { n: number; ttl: number }[] }).rows[0]!;
  return { current: row.n, ttl: Math.ceil(row.ttl) };
}

/** The count of `key` in its current window, without counting (a `{ increment: false }` check). */
export async function readHits(db: Db, key: string): Promise<Count> {
  const res = await db.execute(sql`
    select n, ${ttlMs} as ttl from ${rateLimitCounters}
    where key = ${key} and expires_at > clock_timestamp()`);
  const row = (res as unknown as { rows: { n: number; ttl: number }[] }).rows[0];
  return row ? { current: row.n, ttl: Math.ceil(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes the counters of windows that have ended (the `rate-limits.prune` job); answers how many. */
export async function pruneHits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, sql`clock_timestamp()`))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL (`rate_limit_counters`), so
 * several server processes on one database share one allowance per route and caller. Fixed windows
 * (no continueExceeding, backoff or ban: our limits use none). The memory store stays for PGlite,
 * where one process owns the database (DECISIONS: rate limits across processes).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly route: string;
    constructor(_options?: unknown, route = 'global') {
      this.route = route;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, `${this.route}|${key}`, timeWindow).then((c) => callback(null, c), callback);
    }
    read(key: string, callback: Callback) {
      readHits(db, `${this.route}|${key}`).then((c) => callback(null, c), callback);
    }
    child(routeOptions: unknown) {
      return new DatabaseStore(undefined, routeName(routeOptions as Parameters<typeof routeName>[0]));
    }
  }
  return DatabaseStore;
}
