import { findControlCharacter } from '@talanty/contract';
import fp from 'fastify-plugin';
import { translate } from '../i18n/messages.ts';
import { badRequest } from '../lib/errors.ts';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The floor under every route's schema: a control character (NUL and kin) anywhere in the path
 * parameters, the query or a parsed body is a 400 CONTROL_CHARACTERS naming the field, before any
 * handler or query sees it. It runs after the route's schema, so a field whose schema refuses control
 * characters answers with that field's own code and message (a search text, a contact link); this
 * catches what no schema looks at. PostgreSQL refuses NUL in text, so without this a stray `%00`
 * was a 500; the contract's builders (`packages/contract/src/text.ts`) refuse the same per field.
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
