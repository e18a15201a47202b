/**
 * How an error goes into the log (pino's `err` serializer, for every `{ err }` of the app): its
 * type, message, codes and stack, but never what a person sent. A database error carries the
 * statement's parameters (Drizzle puts them in the message) and PostgreSQL quotes the offending
 * value in its own message and `detail`: those are dropped or blanked. The statement itself is
 * parameterised (`$1`), so it stays: it says where the failure was.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: LoggedError;
};

/** Quoted text in a message is usually the value that failed (`invalid input syntax for type uuid: "abc"`). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const scrub = (message: string) => message.replace(QUOTED, '"…"');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Drizzle's wrapper (`query` + `params`) or a driver's error (pg, PGlite: a five-character SQLSTATE `code`). */
const isDrizzleQuery = (e: Record<string, unknown>) => 'query' in e && 'params' in e;
const isDriverError = (e: Record<string, unknown>) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);

export function loggableError(err: unknown, depth = 0): LoggedError {
  if (!isObject(err)) return { type: typeof err, message: scrub(String(err)), stack: '' };
  const type = str((err.constructor as { name?: string } | undefined)?.name) ?? str(err.name) ?? 'Error';
  let message: string;
  const out: LoggedError = { type, message: '', stack: '' };
  if (isDrizzleQuery(err)) {
    message = 'database query failed';
    out.query = String(err.query).slice(0, 2000);
  } else {
    message = scrub(String(err.message ?? ''));
  }
  out.message = message;
  if (isDriverError(err)) {
    for (const key of ['table', 'column', 'constraint', 'routine'] as const) {
      const v = str(err[key]);
      if (v) out[key] = v;
    }
  }
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  if (typeof err.stack === 'string') {
    // The stack's first line repeats the message: keep only the frames.
    const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (err.cause !== undefined && depth < 3) out.cause = loggableError(err.cause, depth + 1);
  return out;
}
