import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { events, posts } from '../../db/schema/index.ts';
import { createUser, registerTestRoutes, signIn } from '../../test/factories.ts';
import { buildTestApp, openSameDatabase, openTestDatabase, type TestApp } from '../../test/helpers.ts';

/**
 * Scheduled posts across restarts and processes: the publishing job's state is in the database
 * (the `jobs` row, the posts' status), so a due post is published once whoever runs the job.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 60 * 60 * 1000;

let database: Database & { url?: string };
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ RATE_LIMITS: 'off' }, registerTestRoutes, { database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** Scheduled posts of a new author, an hour ahead; answers their ids. */
async function schedule(app: TestApp, n: number): Promise<string[]> {
  const user = await createUser(app);
  const client = app.client();
  await signIn(client, user.id);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.now() + HOUR + i * 1000).toISOString();
    const res = await client.post('/api/user/post/createUserPost', { body: `Анонс ${i}`, displayDT: at });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().PostId);
  }
  return ids;
}

/** Their time comes: what the clock would do, moved into the past. */
const makeDue = (app: TestApp, ids: string[]) =>
  app.app.db
    .update(posts)
    .set({ displayAt: new Date(Date.now() - 1000) })
    .where(inArray(posts.id, ids));

async function publications(app: TestApp, ids: string[]) {
  const rows = await app.app.db.select().from(events).where(eq(events.type, 'post.published'));
  return rows.filter((e) => ids.includes((e.payload as { postId: string }).postId)).length;
}

describe('the publishing job', () => {
  it('catches up after a restart: a post that fell due while the server was down goes out at the first poll', async () => {
    const ids = await schedule(t, 2);
    await t.close();
    t = await buildTestApp({ RATE_LIMITS: 'off' }, registerTestRoutes, { database });
    await makeDue(t, ids);
    // The job's row kept its plan across the restart; an hour on, it is overdue and runs once.
    expect(await t.app.jobs.runDue({ now: new Date(Date.now() + 2 * HOUR) })).toContain('posts.publish');
    const rows = await t.app.db.select().from(posts).where(inArray(posts.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['Published', 'Published']);
    expect(await publications(t, ids)).toBe(2);
  });

  it.skipIf(!onPostgres)(
    'two processes on one PostgreSQL database publish each due post exactly once (PGlite: one process only, skipped)',
    async () => {
      const second = (await openSameDatabase(t))!;
      const other = await buildTestApp({ RATE_LIMITS: 'off' }, registerTestRoutes, { database: second });
      try {
        const ids = await schedule(t, 12);
        await makeDue(t, ids);
        const later = new Date(Date.now() + 2 * HOUR);
        const counts = await Promise.all(
          Array.from({ length: 8 }, (_, i) => {
            const app = (i % 2 ? other : t).app;
            // Both the job (claimed by one process) and direct calls racing inside it.
            return i < 2 ? app.jobs.runDue({ now: later }).then(() => 0) : app.posts.publishDue();
          }),
        );
        const rows = await t.app.db.select().from(posts).where(inArray(posts.id, ids));
        expect(rows.every((r) => r.status === 'Published')).toBe(true);
        expect(await publications(t, ids)).toBe(12);
        expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12);
        // Visible to a visitor of the other process, once.
        const seen = await other.client().post('/api/user/post/getUserPost', { postId: ids[0] });
        expect(seen.statusCode).toBe(200);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
