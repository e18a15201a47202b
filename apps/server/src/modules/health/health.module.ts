import { healthSchema } from '@talanty/contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Small enough to keep in one file: no service, no repo, no table.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, version: app.config.appVersion, db: app.dbKind };
    },
  );
};

/** `/api/health`: the process answers and the database runs a statement. */
export default fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: ['db'] },
);
