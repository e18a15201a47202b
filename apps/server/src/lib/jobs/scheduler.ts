import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobsRepo } from './jobs.repo.ts';

export type Job = {
  /** Unique, dotted by owner: `sessions.purge`. */
  name: string;
  /** Runs this long after the start of its previous run (on any process). */
  everyMs: number;
  /** How long a run may hold the job before another process may take it over (default 15 min). */
  leaseMs?: number;
  run: () => Promise<unknown>;
};

export type Scheduler = {
  /** Adds a job; its row is created when the app is ready (first run one interval later). */
  register: (job: Job) => void;
  /** Claims and runs every due job once (on this process), waits for them; answers the names that ran. */
  runDue: (opts?: { now?: Date }) => Promise<string[]>;
  /** Makes a job due at `at` (earlier than planned only), on whichever process polls first. */
  runAt: (name: string, at: Date) => Promise<void>;
  /** Makes a job due now and, when polling, polls at once. */
  wake: (name: string) => Promise<void>;
  /** True when this process polls for due jobs (off in tests, which call runDue themselves). */
  readonly polling: boolean;
  /** True once `stop` was called: a long run (a backlog) ends early and leaves the rest to the next. */
  readonly stopping: boolean;
  /** Creates the rows of registered jobs. */
  init: () => Promise<void>;
  /** Polls every `pollMs` (unref'd timer). */
  start: (pollMs: number) => void;
  /** Stops polling and waits for the runs in progress. */
  stop: () => Promise<void>;
};

const DEFAULT_LEASE_MS = 15 * 60 * 1000;

/** A small table-based scheduler: the `jobs` rows decide who runs what, so it works with one process or many. */
export function createScheduler({ db, log }: { db: Db; log: FastifyBaseLogger }): Scheduler {
  const repo = jobsRepo(db);
  const registered = new Map<string, Job>();
  const unsaved = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let pollMs = 0;
  let stopped = false;
  let pollRunning = false;
  let pollAgain = false;

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  }

  async function save() {
    if (unsaved.size === 0) return;
    const now = Date.now();
    const names = [...unsaved];
    await repo.ensure(
      names.map((name) => ({ name, nextRunAt: new Date(now + registered.get(name)!.everyMs) })),
    );
    for (const name of names) unsaved.delete(name);
  }

  async function runOne(job: Job, now: Date): Promise<boolean> {
    const claimId = crypto.randomUUID();
    const won = await repo.claim(job.name, claimId, {
      now,
      next: new Date(now.getTime() + job.everyMs),
      leaseUntil: new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)),
    });
    if (!won) return false;
    const started = performance.now();
    let error: string | null = null;
    try {
      await job.run();
      log.debug({ job: job.name, ms: Math.round(performance.now() - started) }, 'job done');
    } catch (err) {
      // Retried at its next run; a failing job never takes the process down.
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name }, 'job failed');
    }
    await repo.finish(job.name, claimId, new Date(now.getTime() + (performance.now() - started)), error);
    return true;
  }

  async function runDue({ now = new Date() }: { now?: Date } = {}): Promise<string[]> {
    if (stopped) return [];
    await save();
    const jobs = [...registered.values()];
    const ran = await Promise.all(jobs.map((job) => track(runOne(job, now))));
    return jobs.filter((_, i) => ran[i]).map((job) => job.name);
  }

  /** One poll at a time per process; a wake during a poll asks for another right after it. */
  async function poll() {
    if (pollRunning) {
      pollAgain = true;
      return;
    }
    pollRunning = true;
    try {
      do {
        pollAgain = false;
        await runDue();
      } while (pollAgain && !stopped);
    } catch (err) {
      log.warn({ err }, 'job poll failed');
    } finally {
      pollRunning = false;
      schedule();
    }
  }

  async function runAt(name: string, at: Date) {
    await save();
    await repo.runAt(name, at);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => void track(poll()), pollMs);
    timer.unref();
  }

  return {
    register(job) {
      if (registered.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      registered.set(job.name, job);
      unsaved.add(job.name);
    },
    runDue,
    runAt,
    async wake(name) {
      if (stopped) return;
      await track(runAt(name, new Date()));
      if (pollMs > 0) void track(poll());
    },
    get stopping() {
      return stopped;
    },
    get polling() {
      return pollMs > 0 && !stopped;
    },
    init: save,
    start(ms) {
      pollMs = ms;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
