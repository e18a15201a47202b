import type { FastifyRequest } from 'fastify';

/**
 * A route's `config` for a limit per signed-in user (per address for visitors); `enabled` is the
 * app's RATE_LIMITS setting. Counted where plugins/security.ts keeps @fastify/rate-limit's counters:
 * in PostgreSQL (`rate-limit-store.ts`: one allowance across server processes), or in the process
 * on PGlite (one process per database).
 */
export const perUserPerMinute = (enabled: boolean, max: number) =>
  enabled
    ? {
        rateLimit: {
          max,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
        },
      }
    : {};
