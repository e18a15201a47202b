import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** A table whose rows each hold a mailed code: its id and the tries used. */
export type CodeTable = PgTable & { id: PgColumn; codeAttempts: PgColumn };
/** One whose codes may be mailed again: the row also remembers when its code was sent. */
export type RenewableCodeTable = CodeTable & { codeSentAt: PgColumn };

/**
 * The atomic writes on a row that holds a code, the same for every table that keeps one (sign-up,
 * recovery, e-mail change): a try is taken only while some are left.
 */
export function codeRowWrites(db: Executor, t: CodeTable) {
  return {
    async takeAttempt(rowId: string, max: number): Promise<number | undefined> {
      const [taken] = await db
        .update(t)
        .set({ codeAttempts: sql`${t.codeAttempts} + 1` })
        .where(and(eq(t.id, rowId), sql`${t.codeAttempts} < ${max}`))
        .returning({ attempts: t.codeAttempts });
      return taken?.attempts as number | undefined;
    },
  };
}

/** The same, plus a new code stored with a fresh allowance only if no other renewal got there first. */
export function renewableCodeRowWrites(db: Executor, t: RenewableCodeTable) {
  return {
    ...codeRowWrites(db, t),
    async replace(rowId: string, sentAt: Date, columns: Record<string, unknown>): Promise<boolean> {
      const renewed = await db
        .update(t)
        .set({ ...columns, codeAttempts: 0 })
        .where(and(eq(t.id, rowId), eq(t.codeSentAt, sentAt)))
        .returning({ id: t.id });
      return renewed.length > 0;
    },
  };
}
