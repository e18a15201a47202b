import { MediaError } from './types.ts';

export type Limiter = {
  /** Runs `task` when a slot is free; `owner` (a user id) gets a fair share and at most `perOwner` tasks. */
  run<T>(task: () => Promise<T>, owner?: string): Promise<T>;
  readonly active: number;
};

/**
 * Bounds heavy media work: at most `concurrency` tasks at once, at most `maxQueue` waiting (then
 * MEDIA_BUSY), so a burst of uploads cannot exhaust memory or starve the event loop's thread pool.
 * Waiting tasks are served round-robin by owner, so one person's eight heavy images do not hold
 * back someone else's avatar; an owner with `perOwner` tasks queued or running is refused
 * (MEDIA_QUOTA_FULL, 429) until one finishes.
 */
export function createLimiter(
  concurrency: number,
  opts: { maxQueue?: number; perOwner?: number } = {},
): Limiter {
  const maxQueue = opts.maxQueue ?? 32;
  const perOwner = opts.perOwner ?? Number.POSITIVE_INFINITY;
  let active = 0;
  let waitingCount = 0;
  /** Waiting tasks by owner; the map's order is the round-robin order. */
  const queues = new Map<string, (() => void)[]>();
  /** Tasks queued or running per owner. */
  const load = new Map<string, number>();

  /** The next waiting task: the first owner's oldest, that owner then going to the back. */
  function next(): (() => void) | undefined {
    for (const [owner, queue] of queues) {
      const go = queue.shift();
      queues.delete(owner);
      if (queue.length > 0) queues.set(owner, queue);
      waitingCount--;
      return go;
    }
    return undefined;
  }

  return {
    get active() {
      return active;
    },
    async run(task, owner) {
      const key = owner ?? '';
      const mine = load.get(key) ?? 0;
      if (owner !== undefined && mine >= perOwner)
        throw new MediaError('MEDIA_QUOTA_FULL', { max: perOwner });
      if (active >= concurrency) {
        if (waitingCount >= maxQueue) throw new MediaError('MEDIA_BUSY');
        load.set(key, mine + 1);
        waitingCount++;
        // The finishing task hands its slot over directly, so `active` never overshoots.
        await new Promise<void>((resolve) => {
          const queue = queues.get(key);
          if (queue) queue.push(resolve);
          else queues.set(key, [resolve]);
        });
      } else {
        load.set(key, mine + 1);
        active++;
      }
      try {
        return await task();
      } finally {
        const left = (load.get(key) ?? 1) - 1;
        if (left > 0) load.set(key, left);
        else load.delete(key);
        // The owner who just had a turn waits behind everyone else who is waiting.
        const mineWaiting = queues.get(key);
        if (mineWaiting) {
          queues.delete(key);
          queues.set(key, mineWaiting);
        }
        const go = next();
        if (go) go();
        else active--;
      }
    },
  };
}
