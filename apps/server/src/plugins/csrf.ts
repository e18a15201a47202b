import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { forbidden } from '../lib/errors.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Require the XSRF header on this route even for GET. */
    csrf?: boolean;
  }
}

/**
 * Signed double-submit: the token is `nonce.hmac(secret, session + nonce)`, so a token planted by
 * a sibling subdomain or left from another session does not validate.
 */
export default fp(
  async (app) => {
    const secret = `csrf:${app.config.sessionSecret}`;
    const sign = (binding: string, nonce: string) => hmac(secret, `${binding}.${nonce}`);
    // A browser sends the same token with every request, and checking one is an HMAC: the tokens
    // found valid are remembered (validity depends on nothing but the token and its binding).
    const valid = new LRUCache<string, true>({ max: 10_000 });
    const isValid = (token: string | undefined, binding: string) => {
      if (!token) return false;
      const key = `${binding} ${token}`;
      if (valid.has(key)) return true;
      const [nonce, mac] = token.split('.');
      if (!nonce || !mac || !safeEqual(mac, sign(binding, nonce))) return false;
      valid.set(key, true);
      return true;
    };

    app.addHook('onRequest', async (req: FastifyRequest) => {
      // A GET that changes state by contract (`/registration/renewcode`) opts in with `config: { csrf: true }`.
      if (SAFE_METHODS.has(req.method) && req.routeOptions.config?.csrf !== true) return;
      const cookie = req.cookies[CSRF_COOKIE];
      const header = req.headers[CSRF_HEADER];
      if (
        typeof header !== 'string' ||
        !cookie ||
        !safeEqual(header, cookie) ||
        !isValid(cookie, req.sessionToken ?? '')
      ) {
        throw forbidden('CSRF_INVALID');
      }
    });

    // Issue a token whenever the browser lacks one valid for the session it will hold after this answer.
    app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
      const changed = reply.newSessionToken !== undefined;
      const binding = changed ? (reply.newSessionToken ?? '') : (req.sessionToken ?? '');
      if (!changed && isValid(req.cookies[CSRF_COOKIE], binding)) return;
      const nonce = randomToken();
      reply.setCookie(CSRF_COOKIE, `${nonce}.${sign(binding, nonce)}`, {
        path: '/',
        sameSite: 'lax',
        secure: app.config.secureCookies,
        httpOnly: false,
      });
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie', 'sessions'] },
);
