import type { FastifyRequest } from 'fastify';

/**
 * A route's `config` for a limit per signed-in user (per address for visitors), counted by this
 * process; `enabled` is the app's RATE_LIMITS setting. Limits that must hold across processes are
 * counted in the database by their module instead (comments).
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
