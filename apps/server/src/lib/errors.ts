import type { MessageKey } from '../i18n/messages.ts';

export type FieldError = { path: string; message: string };

/** A rule broken on purpose: the error plugin turns it into `{status, code, message}` in the request's language. */
export class AppError extends Error {
  readonly status: number;
  readonly code: MessageKey;
  readonly params: Record<string, string | number> | undefined;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: MessageKey,
    opts: {
      params?: Record<string, string | number>;
      fields?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.params = opts.params;
    this.fields = opts.fields;
    this.headers = opts.headers;
  }
}

type Opts = ConstructorParameters<typeof AppError>[2];
export const badRequest = (code: MessageKey, opts?: Opts) => new AppError(400, code, opts);
export const unauthorized = (code: MessageKey = 'NOT_LOGGED_IN', opts?: Opts) =>
  new AppError(401, code, opts);
export const forbidden = (code: MessageKey = 'FORBIDDEN', opts?: Opts) => new AppError(403, code, opts);
export const notFound = (code: MessageKey = 'NOT_FOUND', opts?: Opts) => new AppError(404, code, opts);
export const conflict = (code: MessageKey, opts?: Opts) => new AppError(409, code, opts);
export const locked = (code: MessageKey, opts?: Opts) => new AppError(423, code, opts);
export const tooMany = (code: MessageKey, retryAfterSeconds: number, opts?: Opts) =>
  new AppError(429, code, {
    ...opts,
    params: { seconds: retryAfterSeconds, ...opts?.params },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
