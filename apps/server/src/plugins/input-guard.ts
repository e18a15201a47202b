import { findControlCharacter } from '@talanty/contract';
import fp from 'fastify-plugin';
import { translate } from '../i18n/messages.ts';
import { badRequest } from '../lib/errors.ts';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The floor under every route's schema: a control character (NUL and kin) anywhere in the path
 * parameters, the query or the body is a 400 CONTROL_CHARACTERS naming the field, before any
 * handler or query sees it. PostgreSQL refuses NUL in text, so without this a stray `%00` was a
 * 500. It runs after validation, so a field's own rule (the contract's builders in
 * `packages/contract/src/text.ts`, a link's pattern) answers first with its own message.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (req) => {
      for (const part of PARTS) {
        const where = findControlCharacter(req[part]);
        if (!where) continue;
        const path = [part === 'query' ? 'querystring' : part, ...where].join('.');
        throw badRequest('CONTROL_CHARACTERS', {
          fields: [{ path, message: translate(req.lang, 'CONTROL_CHARACTERS') }],
        });
      }
    });
  },
  { name: 'input-guard', dependencies: ['i18n', 'errors'] },
);
