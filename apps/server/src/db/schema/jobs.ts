import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: its state lives here, not in a process, so that with several server
 * processes on one database a due job is claimed (and run) by exactly one of them.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** Due when this has passed; set to finish + interval after each run, so an overdue job runs once. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The lease of the process running it; an expired lease (the process died) frees the job. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The claim's random id: only the run that holds the lease may record its end. */
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error message; null after a run that succeeded. */
  lastError: text('last_error'),
});
