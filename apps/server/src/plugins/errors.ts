import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMessageKey, type MessageKey, translate } from '../i18n/messages.ts';
import { AppError, type FieldError } from '../lib/errors.ts';

const zodLocales = { ru: z.locales.ru(), en: z.locales.en() };

type Validation = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** Contract schemas carry message codes (`INVALID_EMAIL`); plain zod issues get zod's own ru/en wording. */
function fieldMessage(v: Validation, req: FastifyRequest): string {
  if (v.message && isMessageKey(v.message)) return translate(req.lang, v.message);
  const issue = { ...v.params, code: v.keyword, path: v.instancePath.split('/').filter(Boolean) };
  const text = zodLocales[req.lang].localeError(issue as never);
  if (typeof text === 'string') return text;
  return text?.message ?? v.message ?? '';
}

export function sendError(req: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).send({
    status: error.status,
    code: error.code,
    message: translate(req.lang, error.code, error.params),
    ...(error.fields ? { fields: error.fields } : {}),
  });
}

/**
 * For the account forms (sign-up, recovery, settings): a form the contract refuses answers with its
 * first rule's own code and message (`PASSWORD_TOO_SHORT`, 'Invalid Email'), each field with its own,
 * not the generic VALIDATION_ERROR, so a page can show `message` as it is (spec section 8). Other
 * errors go on to the app's handler. Set it with `app.setErrorHandler(firstRuleErrors)` in a module.
 */
export function firstRuleErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation;
    const first = issues[0]?.message;
    if (first && isMessageKey(first) && issues.every((v) => v.message && isMessageKey(v.message))) {
      const where = err.validationContext ?? 'body';
      const fields = issues.map((v) => ({
        path: `${where}${v.instancePath.replaceAll('/', '.')}`,
        message: translate(req.lang, v.message as typeof first),
      }));
      return sendError(req, reply, new AppError(400, first, { fields }));
    }
  }
  throw err;
}

const byStatus: Record<number, MessageKey> = {
  400: 'BAD_REQUEST',
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  503: 'SERVICE_UNAVAILABLE',
};

/** One error shape for the whole API: `{status, code, message[, fields]}`; 5xx details stay in the log. */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof AppError) return sendError(req, reply, err);
      if (hasZodFastifySchemaValidationErrors(err)) {
        const where = err.validationContext ?? 'body';
        const fields: FieldError[] = err.validation.map((v) => ({
          path: `${where}${v.instancePath.replaceAll('/', '.')}`,
          message: fieldMessage(v as Validation, req),
        }));
        return sendError(req, reply, new AppError(400, 'VALIDATION_ERROR', { fields }));
      }
      const status = err.statusCode ?? 500;
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after') ?? 60);
        return sendError(req, reply, new AppError(429, 'RATE_LIMITED', { params: { seconds } }));
      }
      if (status >= 400 && status < 500) {
        req.log.info({ err }, 'client error');
        return sendError(req, reply, new AppError(status, byStatus[status] ?? 'BAD_REQUEST'));
      }
      // The log line carries the request id (and the error, without the input: lib/log-errors.ts);
      // the answer names the same id so a report can be matched to it.
      req.log.error({ err }, 'server error');
      reply.header('X-Request-Id', req.id);
      return sendError(
        req,
        reply,
        new AppError(status === 503 ? 503 : 500, status === 503 ? 'SERVICE_UNAVAILABLE' : 'SERVER_ERROR'),
      );
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
