import { LANG_COOKIE, toLang } from '@talanty/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Language of the answer: `languageCode` in the query, then the client's cookie, then Accept-Language; ru by default. */
export function detectLang(req: FastifyRequest) {
  const query = req.query as Record<string, unknown> | undefined;
  if (query?.languageCode) return toLang(query.languageCode);
  const cookie = req.cookies[LANG_COOKIE];
  if (cookie) return toLang(cookie);
  const accept = req.headers['accept-language'];
  if (accept) return toLang(accept.split(',')[0]?.trim());
  return toLang(undefined);
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'ru');
    app.addHook('onRequest', async (req) => {
      req.lang = detectLang(req);
    });
  },
  { name: 'i18n', dependencies: ['@fastify/cookie'] },
);
