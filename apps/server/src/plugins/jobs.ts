import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../lib/jobs/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job scheduler: modules register their periodic work here instead of keeping timers. */
    jobs: Scheduler;
  }
}

/**
 * `app.jobs`: registered jobs get their rows when the app is ready, then one unref'd timer polls
 * every JOBS_POLL_MS (0: never, as in tests, which call `app.jobs.runDue()`). Closing waits for runs.
 */
export default fp(
  async (app) => {
    const scheduler = createScheduler({ db: app.db, log: app.log });
    app.decorate('jobs', scheduler);
    app.addHook('onReady', async () => {
      await scheduler.init();
      scheduler.start(app.config.jobs.pollMs);
    });
    // Before the modules' own onClose hooks, so a running job still finds everything it uses open.
    app.addHook('preClose', () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
