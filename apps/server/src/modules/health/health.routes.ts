import { healthSchema } from '@talanty/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
export default healthRoutes;
