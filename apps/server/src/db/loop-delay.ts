// `npm run db:loop-delay`: what a slow statement on the embedded database costs the server's event
// loop. Runs a deliberately slow query a few times and, meanwhile, measures the loop's delay and how
// late a 10 ms timer (the stand-in for a /api/health request) fires. With PGlite on the loop (before
// docs/DATABASE.md) the delay was the query's whole duration; with PGlite in its worker it stays small.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';

export type LoopDelay = { queryMs: number; maxDelayMs: number; p99DelayMs: number; latestTickMs: number };

/** Runs `slow` once while watching the event loop; the caller's database stays open. */
export async function measureLoopDelay(slow: () => Promise<unknown>): Promise<LoopDelay> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let latestTick = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    latestTick = Math.max(latestTick, now - last - 10);
    last = now;
  }, 10);
  histogram.enable();
  // The histogram's own timer has to be running before the loop is held, or it misses the stall.
  await new Promise((r) => setTimeout(r, 20));
  const started = performance.now();
  await slow();
  const queryMs = performance.now() - started;
  // One more turn, so a tick the query held up is counted.
  await new Promise((r) => setTimeout(r, 20));
  histogram.disable();
  clearInterval(ticker);
  return {
    queryMs,
    maxDelayMs: histogram.max / 1e6,
    p99DelayMs: histogram.percentile(99) / 1e6,
    latestTickMs: latestTick,
  };
}

/** A statement that keeps PGlite busy for about half a second, with no sleeping (the CPU works). */
export const SLOW_STATEMENT = sql`select count(*) from generate_series(1, 1500000) g where g % 7 = 3`;

if (import.meta.main) {
  const database = await openDatabase({ dataDir: 'memory://' });
  const round = (n: number) => Math.round(n);
  console.log('query ms | loop delay max ms | p99 ms | latest 10 ms timer, ms late');
  for (let i = 0; i < 5; i++) {
    const m = await measureLoopDelay(() => database.db.execute(SLOW_STATEMENT));
    console.log(
      `${round(m.queryMs)} | ${round(m.maxDelayMs)} | ${round(m.p99DelayMs)} | ${round(m.latestTickMs)}`,
    );
  }
  await database.close();
}
