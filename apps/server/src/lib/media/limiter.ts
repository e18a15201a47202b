import { MediaError } from './types.ts';

export type Limiter = { run<T>(task: () => Promise<T>): Promise<T>; readonly active: number };

/**
 * Bounds heavy media work: at most `concurrency` tasks at once, at most `maxQueue` waiting (then
 * MEDIA_BUSY), so a burst of uploads cannot exhaust memory or starve the event loop's thread pool.
 */
export function createLimiter(concurrency: number, maxQueue = 32): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    async run(task) {
      if (active >= concurrency) {
        if (waiting.length >= maxQueue) throw new MediaError('MEDIA_BUSY');
        // The finishing task hands its slot over directly, so `active` never overshoots.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
