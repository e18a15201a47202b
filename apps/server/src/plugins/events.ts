import fp from 'fastify-plugin';
import { createOutbox, type Outbox } from '../lib/events/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event outbox: `emit(tx, event)` inside a change's transaction, `on(type, consumer)` at start-up. */
    events: Outbox;
  }
}

const DISPATCH_JOB = 'events.dispatch';
/** Gives the emitting transaction time to commit before the dispatcher looks (the poll catches a slower one). */
const WAKE_DELAY_MS = 50;
/**
 * Batches (50 events each) one run delivers; a longer backlog goes on in the next run, so a closing
 * server (which waits for the running job) is not held until a backlog of thousands is through.
 */
const BATCHES_PER_RUN = 10;

/**
 * `app.events` and its two jobs: the dispatcher (every 5 s on some process, and woken on this one
 * right after an emit) and a daily prune of delivered events.
 */
export default fp(
  async (app) => {
    let wakeTimer: NodeJS.Timeout | undefined;
    const outbox = createOutbox({
      db: app.db,
      log: app.log,
      onEmit() {
        if (!app.jobs.polling || wakeTimer) return;
        wakeTimer = setTimeout(() => {
          wakeTimer = undefined;
          void app.jobs
            .wake(DISPATCH_JOB)
            .catch((err) => app.log.warn({ err }, 'waking the dispatcher failed'));
        }, WAKE_DELAY_MS);
        wakeTimer.unref();
      },
    });
    app.decorate('events', outbox);
    app.jobs.register({
      name: DISPATCH_JOB,
      everyMs: 5000,
      run: async () => {
        const { delivered, retried, parked } = await outbox.dispatch({
          maxBatches: BATCHES_PER_RUN,
          stop: () => app.jobs.stopping,
        });
        if (retried || parked) app.log.info({ delivered, retried, parked }, 'dispatched events');
      },
    });
    app.jobs.register({
      name: 'events.prune',
      everyMs: 24 * 60 * 60 * 1000,
      run: async () => {
        const pruned = await outbox.prune();
        if (pruned) app.log.info({ pruned }, 'pruned delivered events');
      },
    });
    app.addHook('preClose', async () => clearTimeout(wakeTimer));
  },
  { name: 'events', dependencies: ['db', 'jobs'] },
);
