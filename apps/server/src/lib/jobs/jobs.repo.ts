import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

export type JobsRepo = ReturnType<typeof jobsRepo>;

/** The scheduler's queries; a claim is one statement, so concurrent processes cannot both win it. */
export function jobsRepo(db: Db) {
  return {
    /** Rows for jobs seen for the first time; a known job keeps its schedule across restarts. */
    async ensure(rows: { name: string; nextRunAt: Date }[]) {
      if (rows.length === 0) return;
      await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.name });
    },

    /**
     * Takes the lease on a job that is due and free, or whose holder died mid-run (its lease ran out
     * before it finished), and plans its next run. False when another process has it or it is not due.
     */
    async claim(name: string, claimId: string, at: { now: Date; next: Date; leaseUntil: Date }) {
      const free = or(
        and(lte(jobs.nextRunAt, at.now), isNull(jobs.lockedUntil)),
        lt(jobs.lockedUntil, at.now),
      );
      const rows = await db
        .update(jobs)
        .set({ nextRunAt: at.next, lockedUntil: at.leaseUntil, lockedBy: claimId, lastStartedAt: at.now })
        .where(and(eq(jobs.name, name), free))
        .returning({ name: jobs.name });
      return rows.length > 0;
    },

    /** Ends a run: frees the lease and records the outcome, unless the lease was lost to another process. */
    async finish(name: string, claimId: string, finishedAt: Date, error: string | null) {
      await db
        .update(jobs)
        .set({ lockedUntil: null, lockedBy: null, lastFinishedAt: finishedAt, lastError: error })
        .where(and(eq(jobs.name, name), eq(jobs.lockedBy, claimId), isNotNull(jobs.lockedUntil)));
    },

    /** Brings the next run forward to `at` (never later than already planned). */
    async runAt(name: string, at: Date) {
      await db
        .update(jobs)
        .set({ nextRunAt: sql`least(${jobs.nextRunAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(jobs.name, name));
    },

    async get(name: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
      return row;
    },
  };
}
