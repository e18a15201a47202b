/**
 * A server process that dies mid-work, for the crash tests: it writes an event, starts the job
 * `test.crash` (due an hour ahead of now), says `running` and hangs until the test kills it.
 * Usage: node dying-process.ts <database url>
 */
import Fastify from 'fastify';
import { openDatabase } from '../db/client.ts';
import { createOutbox } from '../lib/events/outbox.ts';
import { createScheduler } from '../lib/jobs/scheduler.ts';

const HOUR = 60 * 60 * 1000;
const database = await openDatabase({ url: process.argv[2] });
const log = Fastify({ logger: false }).log;

const outbox = createOutbox({ db: database.db, log });
await database.db.transaction((tx) => outbox.emit(tx, { type: 'test.happened', payload: { n: 1 } } as never));

const scheduler = createScheduler({ db: database.db, log });
scheduler.register({
  name: 'test.crash',
  everyMs: HOUR,
  leaseMs: 60_000,
  run: () => {
    process.stdout.write('running\n');
    return new Promise(() => {});
  },
});
await scheduler.init();
await scheduler.runDue({ now: new Date(Date.now() + HOUR + 1000) });
