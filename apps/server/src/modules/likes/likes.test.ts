import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, likeCounts, likes, users } from '../../db/schema/index.ts';
import { objectsRegistry } from '../../lib/objects.ts';
import { addImage, addTrack, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const like = (client: TestClient, fileId: string, likeFlag: 'Y' | 'N') =>
  client.post('/api/user/setUserMediaLike', { fileId, likeFlag });

const likeRows = (fileId: string) =>
  t.app.db
    .select()
    .from(likes)
    .where(and(eq(likes.objectType, 'file'), eq(likes.objectId, fileId)));

const storedCount = async (fileId: string) => {
  const [row] = await t.app.db
    .select({ n: likeCounts.count })
    .from(likeCounts)
    .where(and(eq(likeCounts.objectType, 'file'), eq(likeCounts.objectId, fileId)));
  return row?.n ?? 0;
};

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';

describe('likes of files', () => {
  it('are idempotent: liking twice counts once, unliking twice changes nothing', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const rec = await addTrack(owner.client);
    expect((await like(fan.client, rec.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect((await like(fan.client, rec.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect(await likeRows(rec.FileId)).toHaveLength(1);
    expect((await like(fan.client, rec.FileId, 'N')).json()).toEqual({ likeFlag: 'N', likeNum: 0 });
    expect((await like(fan.client, rec.FileId, 'N')).json()).toEqual({ likeFlag: 'N', likeNum: 0 });
    expect(await likeRows(rec.FileId)).toEqual([]);
    expect(await storedCount(rec.FileId)).toBe(0);
  });

  it('answers 404 for someone else’s private or deleted file, and writes nothing', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const priv = await addTrack(owner.client, { PublicFlag: 'N' });
    const gone = await addImage(owner.client);
    await owner.client.post('/api/user/deleteUserFile', { rowId: gone.FileId });
    for (const id of [priv.FileId, gone.FileId, UNKNOWN]) {
      for (const flag of ['Y', 'N'] as const) {
        const res = await like(fan.client, id, flag);
        expect([res.statusCode, res.json().code], id).toEqual([404, 'FILE_NOT_FOUND']);
      }
      expect(await likeRows(id)).toEqual([]);
      expect(await storedCount(id)).toBe(0);
    }
  });

  it('keeps the count right under many users liking at once', async () => {
    const owner = await signedInUser(t);
    const rec = await addImage(owner.client);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signedInUser(t)));
    const answers = await Promise.all(fans.map((f) => like(f.client, rec.FileId, 'Y')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    // Each like saw its own count: together they are 1..12.
    expect(answers.map((a) => a.json().likeNum).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await storedCount(rec.FileId)).toBe(12);
    // Half of them unlike at once while the rest like again.
    const mixed = await Promise.all(fans.map((f, i) => like(f.client, rec.FileId, i % 2 ? 'N' : 'Y')));
    expect(mixed.every((a) => a.statusCode === 200)).toBe(true);
    expect(await storedCount(rec.FileId)).toBe(6);
    expect(await likeRows(rec.FileId)).toHaveLength(6);
    const list = await owner.client.get('/api/user/getUserFileList?type=Image');
    expect(list.json().outIO.ListOfUserFileList.File[0]).toMatchObject({ FileId: rec.FileId, Likes: 6 });
  });

  it('go with a purged file', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const rec = await addImage(owner.client);
    await like(fan.client, rec.FileId, 'Y');
    await owner.client.post('/api/user/deleteUserFile', { rowId: rec.FileId });
    await t.app.db
      .update(files)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(files.id, rec.FileId));
    expect(await t.app.files.purgeDeleted()).toBeGreaterThanOrEqual(1);
    expect(await likeRows(rec.FileId)).toEqual([]);
    expect(await storedCount(rec.FileId)).toBe(0);
    expect(await t.app.db.select().from(likeCounts).where(eq(likeCounts.objectId, rec.FileId))).toEqual([]);
  });

  it('leave with a removed account: theirs come off the counts, those on their files go, even for two accounts removed at once', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const fan = await signedInUser(t);
    const aFile = await addTrack(a.client);
    const bFile = await addTrack(b.client);
    const third = await addImage(fan.client);
    for (const c of [a, b, fan]) for (const f of [aFile, bFile, third]) await like(c.client, f.FileId, 'Y');
    expect(await storedCount(third.FileId)).toBe(3);
    // Each liked the other's files and the same third one: removed together, neither waits forever.
    await Promise.all([t.app.files.uploads.purgeOwner(a.user.id), t.app.files.uploads.purgeOwner(b.user.id)]);
    await t.app.db.delete(users).where(sql`${users.id} in (${a.user.id}::uuid, ${b.user.id}::uuid)`);
    expect(await storedCount(third.FileId)).toBe(1);
    expect(await likeRows(third.FileId)).toEqual([expect.objectContaining({ userId: fan.user.id })]);
    for (const gone of [aFile, bFile]) {
      expect(await likeRows(gone.FileId)).toEqual([]);
      expect(await storedCount(gone.FileId)).toBe(0);
    }
    const seen = await fan.client.get(`/api/user/getUserFile?fileId=${third.FileId}`);
    expect(seen.json()).toMatchObject({ Likes: 1, LikeFlag: 'Y' });
  });
});

describe('account removals at once', () => {
  it('never deadlock, when each removed account liked the others’ posts (the removals take turns)', async () => {
    for (let round = 0; round < 4; round++) {
      const pair = await Promise.all([1, 2, 3].map(() => signedInUser(t)));
      const objects: { file: string; post: string }[] = [];
      for (const p of pair)
        for (let i = 0; i < 2; i++) {
          const file = await addImage(p.client);
          const post = (
            await p.client.post('/api/user/post/createUserPost', { body: `round ${round}` })
          ).json();
          objects.push({ file: file.FileId, post: post.PostId });
        }
      // Each likes the others' posts only: the first steps of two removals (their own files, what
      // they liked) share no row, and each one's second step (its own posts) waits for the other.
      for (const [i, p] of pair.entries())
        for (const [j, o] of objects.entries())
          if (Math.floor(j / 2) !== i)
            await p.client.post('/api/user/post/setUserPostLike', { postId: o.post, likeFlag: 'Y' });
      await Promise.all(pair.map((p) => t.app.files.uploads.purgeOwner(p.user.id)));
      for (const o of objects) {
        expect(await storedCount(o.file)).toBe(0);
        expect(await t.app.db.select().from(likeCounts).where(eq(likeCounts.objectId, o.post))).toEqual([]);
      }
    }
  });
});

describe('the objects registry', () => {
  it('answers visibility of many files at once: public and live, or the viewer’s own', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const pub = await addImage(owner.client);
    const priv = await addTrack(owner.client, { PublicFlag: 'N' });
    const gone = await addImage(owner.client);
    await owner.client.post('/api/user/deleteUserFile', { rowId: gone.FileId });
    const ids = [pub.FileId, priv.FileId, gone.FileId, UNKNOWN, pub.FileId];
    expect(await t.app.objects.visibleTo('file', owner.user.id, ids)).toEqual(
      new Set([pub.FileId, priv.FileId, gone.FileId]),
    );
    expect(await t.app.objects.visibleTo('file', other.user.id, ids)).toEqual(new Set([pub.FileId]));
    expect(await t.app.objects.visibleTo('file', null, ids)).toEqual(new Set([pub.FileId]));
    expect(await t.app.objects.visibleTo('file', null, [])).toEqual(new Set());
    expect(await t.app.objects.isVisible('file', other.user.id, priv.FileId)).toBe(false);

    expect(await t.app.objects.owners('file', [pub.FileId, priv.FileId, UNKNOWN])).toEqual(
      new Map([
        [pub.FileId, owner.user.id],
        [priv.FileId, owner.user.id],
      ]),
    );
    expect(await t.app.objects.link('file', pub.FileId)).toBe(`/media/${pub.FileId}`);
    expect(t.app.objects.notFoundCode('file')).toBe('FILE_NOT_FOUND');
  });

  it('refuses a type no module registered, and a type registered twice', async () => {
    const bare = objectsRegistry();
    expect(() => bare.link('post', UNKNOWN)).toThrow(/post/);
    expect(() => bare.visibleTo('comment', null, [UNKNOWN])).toThrow(/comment/);
    expect(() =>
      t.app.objects.register('file', {
        visibleTo: async () => new Set(),
        owners: async () => new Map(),
        link: (id) => id,
        notFound: 'NOT_FOUND',
      }),
    ).toThrow(/twice/);
  });
});
