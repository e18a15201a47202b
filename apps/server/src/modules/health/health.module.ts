import { healthSchema } from '@talanty/contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How often the database is checked in the background, and how old a check may be to answer with. */
const PROBE_MS = 1000;
const FRESH_MS = 3000;

// Small enough to keep in one file: no service, no repo, no table.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The database answered a statement within the last FRESH_MS: a check does not queue behind the
  // pages' statements (the embedded database has one connection), so the answer's time is the
  // process's own (its event loop), and a dead database still fails the check.
  let checkedAt = 0;
  const check = async () => {
    await app.db.execute(sql`select 1`);
    checkedAt = Date.now();
  };
  const timer = setInterval(() => void check().catch(() => {}), PROBE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async () => {
      if (Date.now() - checkedAt > FRESH_MS) await check();
      return { status: 'ok' as const, version: app.config.appVersion, db: app.dbKind };
    },
  );
};

/** `/api/health`: the process answers and the database ran a statement within the last 3 s. */
export default fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: ['db'] },
);
