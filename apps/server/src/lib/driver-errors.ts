type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The driver's error with the PostgreSQL code `code`, however drizzle wrapped it in `cause`. */
function withCode(err: unknown, code: string): DriverError | undefined {
  for (let e = err as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (e.code === code) return e;
  }
  return undefined;
}

/**
 * The name of the unique constraint a failed statement broke (PostgreSQL code 23505), or undefined
 * when that is not why it failed. pg and PGlite both say it, though drizzle may wrap the error in
 * `cause`; a driver that leaves out `constraint` still names it in the message ('unknown' if not).
 */
export function uniqueViolation(err: unknown): string | undefined {
  const e = withCode(err, '23505');
  return e && (e.constraint ?? /constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unknown');
}

export const isUniqueViolation = (err: unknown): boolean => uniqueViolation(err) !== undefined;

/** Whether a statement failed because a row it names is gone (PostgreSQL code 23503). */
export const isForeignKeyViolation = (err: unknown): boolean => withCode(err, '23503') !== undefined;
