type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/**
 * The name of the unique constraint a failed statement broke (PostgreSQL code 23505), or undefined
 * when that is not why it failed. pg and PGlite both say it, though drizzle may wrap the error in
 * `cause`; a driver that leaves out `constraint` still names it in the message ('unknown' if not).
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (e.code === '23505')
      return e.constraint ?? /constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unknown';
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown): boolean => uniqueViolation(err) !== undefined;
