import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking work: from now on every request, on a new or a kept-alive connection, answers
     * 503 SERVICE_UNAVAILABLE with `Connection: close`; resolves when the requests in flight have
     * finished, or after `graceMs`, with how many were still running (then cut).
     */
    drain(graceMs: number): Promise<{ unfinished: number }>;
    /** Runs `listener` when the drain starts: what never ends by itself (event streams) ends then. */
    onDrain(listener: () => void): void;
  }
}

/**
 * Graceful shutdown in two steps (main.ts): drain (new requests get 503, the ones in flight,
 * uploads included, get the grace to finish), then `app.close()`. Closing at once would reset
 * kept-alive connections and cut a long upload half-written.
 */
export default fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let inFlight = 0;
    let settled: (() => void) | undefined;
    const drainListeners: (() => void)[] = [];
    app.decorate('onDrain', (listener: () => void) => {
      drainListeners.push(listener);
    });

    app.addHook('onRequest', async (req, reply) => {
      if (draining) {
        reply.header('Connection', 'close');
        return sendError(
          req,
          reply,
          new AppError(503, 'SERVICE_UNAVAILABLE', { headers: { 'Retry-After': '5' } }),
        );
      }
      inFlight++;
      // 'close' comes for a finished answer and for a client that went away alike.
      reply.raw.once('close', () => {
        inFlight--;
        if (inFlight === 0) settled?.();
      });
    });

    app.decorate('drain', async (graceMs: number) => {
      draining = true;
      for (const listener of drainListeners) listener();
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          timer.unref();
          settled = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return { unfinished: inFlight };
    });
  },
  { name: 'shutdown', dependencies: ['errors'] },
);
