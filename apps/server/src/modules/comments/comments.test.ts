import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.ts';
import { addImage, addTrack, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { threadQueries } from './comments.repo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';
type Target = { objectId: string; objectType: 'post' | 'file' };

const processComment = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/user/processComment', body);
const thread = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/glossary/getCommentList', body);

async function add(client: TestClient, on: Target, message: string, parentId?: string) {
  const res = await processComment(client, { ...on, operation: 'add', message, parentId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { commentNum: number; Comment: { CommentId: string } & Record<string, unknown> };
}

async function postOf(client: TestClient, body = 'Обсудим?'): Promise<Target> {
  const res = await client.post('/api/user/post/createUserPost', { body });
  expect(res.statusCode, res.body).toBe(200);
  return { objectId: res.json().PostId, objectType: 'post' };
}

const rowCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(comments))[0]!.n;

describe('processComment', () => {
  it('adds comments and replies at any depth; the thread shows two levels with whom a reply answers', async () => {
    const author = await signedInUser(t);
    const anna = await signedInUser(t);
    const boris = await signedInUser(t);
    const on = await postOf(author.client);
    const first = await add(anna.client, on, 'Отличный пост');
    expect(first.commentNum).toBe(1);
    expect(first.Comment).toMatchObject({
      Message: 'Отличный пост',
      ParentId: null,
      RootId: null,
      OwnerFlag: 'Y',
    });
    const reply = await add(boris.client, on, 'Согласен', first.Comment.CommentId);
    expect(reply.Comment).toMatchObject({
      ParentId: first.Comment.CommentId,
      RootId: first.Comment.CommentId,
      ReplyToNickName: null,
    });
    const deeper = await add(anna.client, on, 'Спасибо!', reply.Comment.CommentId);
    expect(deeper.Comment).toMatchObject({
      RootId: first.Comment.CommentId,
      ReplyToNickName: boris.user.nickName,
    });
    const second = await add(boris.client, on, 'Второй');
    expect(second.commentNum).toBe(4);

    const res = await thread(t.client(), on);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.commentNum).toBe(4);
    expect(page.ListOfComments.map((c: { Message: string }) => c.Message)).toEqual([
      'Отличный пост',
      'Второй',
    ]);
    const [top] = page.ListOfComments;
    expect(top).toMatchObject({
      ReplyNum: 2,
      OwnerFlag: 'N',
      CanDeleteFlag: 'N',
      Author: { NickName: anna.user.nickName },
    });
    expect(top.ListOfReplies.map((c: { Message: string }) => c.Message)).toEqual(['Согласен', 'Спасибо!']);
    // The post's owner may delete any comment on it; the post's record counts them.
    const mine = (await thread(author.client, on)).json().ListOfComments[0];
    expect([mine.CanDeleteFlag, mine.OwnerFlag]).toEqual(['Y', 'N']);
    const post = await author.client.post('/api/user/post/getUserPost', { postId: on.objectId });
    expect(post.json().CommentNum).toBe(4);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const me = await signedInUser(t);
    const on = await postOf(me.client);
    const other = await postOf(me.client, 'Другой пост');
    const elsewhere = await add(me.client, other, 'Там');
    const before = await rowCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...on, operation: 'add', message: '   ' }, 400, 'COMMENT_EMPTY'],
      [{ ...on, operation: 'add' }, 400, 'COMMENT_EMPTY'],
      [{ ...on, operation: 'add', message: 'x'.repeat(2001) }, 400, 'COMMENT_TOO_LONG'],
      [{ ...on, objectType: 'user', operation: 'add', message: 'x' }, 400, 'INVALID_OBJECT_TYPE'],
      [{ ...on, operation: 'shout', message: 'x' }, 400, 'INVALID_COMMENT_OPERATION'],
      [{ ...on, operation: 'edit', message: 'x' }, 400, 'COMMENT_ID_REQUIRED'],
      [
        { ...on, operation: 'add', message: 'x', parentId: elsewhere.Comment.CommentId },
        404,
        'COMMENT_PARENT_NOT_FOUND',
      ],
      [{ ...on, operation: 'add', message: 'x', parentId: UNKNOWN }, 404, 'COMMENT_PARENT_NOT_FOUND'],
      [
        { ...on, operation: 'edit', commentId: elsewhere.Comment.CommentId, message: 'x' },
        404,
        'COMMENT_NOT_FOUND',
      ],
      [{ ...on, operation: 'delete', commentId: UNKNOWN }, 404, 'COMMENT_NOT_FOUND'],
      [{ objectId: UNKNOWN, objectType: 'post', operation: 'add', message: 'x' }, 404, 'POST_NOT_FOUND'],
      [{ objectId: UNKNOWN, objectType: 'file', operation: 'add', message: 'x' }, 404, 'FILE_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const res = await processComment(me.client, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body).slice(0, 90)).toEqual([status, code]);
    }
    expect(await rowCount()).toBe(before);
    expect((await processComment(t.client(), { ...on, operation: 'add', message: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('lets only the author edit, and the author or the object’s owner delete', async () => {
    const owner = await signedInUser(t);
    const writer = await signedInUser(t);
    const stranger = await signedInUser(t);
    const track = await addTrack(owner.client);
    const on: Target = { objectId: track.FileId, objectType: 'file' };
    const c = await add(writer.client, on, 'Хороший трек');

    const foreign = await processComment(stranger.client, {
      ...on,
      operation: 'edit',
      commentId: c.Comment.CommentId,
      message: 'Плохой',
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'COMMENT_NOT_AUTHOR']);
    const byOwner = await processComment(owner.client, {
      ...on,
      operation: 'edit',
      commentId: c.Comment.CommentId,
      message: 'Плохой',
    });
    expect(byOwner.statusCode).toBe(403);
    const edited = await processComment(writer.client, {
      ...on,
      operation: 'edit',
      commentId: c.Comment.CommentId,
      message: 'Отличный трек',
    });
    expect(edited.json()).toMatchObject({
      commentNum: 1,
      Comment: { Message: 'Отличный трек', EditedFlag: 'Y' },
    });

    const del = await processComment(stranger.client, {
      ...on,
      operation: 'delete',
      commentId: c.Comment.CommentId,
    });
    expect([del.statusCode, del.json().code]).toEqual([403, 'COMMENT_DELETE_FORBIDDEN']);
    // The file's record counts comments too.
    const file = await t.client().get(`/api/user/getUserFile?fileId=${track.FileId}`);
    expect(file.json().CommentNum).toBe(1);
    const gone = await processComment(owner.client, {
      ...on,
      operation: 'delete',
      commentId: c.Comment.CommentId,
    });
    expect(gone.json()).toEqual({ commentNum: 0, Comment: null });
    expect((await t.client().get(`/api/user/getUserFile?fileId=${track.FileId}`)).json().CommentNum).toBe(0);
  });

  it('keeps a deleted comment with replies as a tombstone, and removes it with its last reply', async () => {
    const me = await signedInUser(t);
    const fan = await signedInUser(t);
    const on = await postOf(me.client);
    const root = await add(me.client, on, 'Вопрос');
    const reply = await add(fan.client, on, 'Ответ', root.Comment.CommentId);
    const kept = await processComment(me.client, {
      ...on,
      operation: 'delete',
      commentId: root.Comment.CommentId,
    });
    expect(kept.json()).toMatchObject({
      commentNum: 1,
      Comment: { DeletedFlag: 'Y', Message: '', Author: null, CanDeleteFlag: 'N' },
    });
    const shown = (await thread(fan.client, on)).json();
    expect(shown.ListOfComments).toHaveLength(1);
    expect(shown.ListOfComments[0]).toMatchObject({ DeletedFlag: 'Y', Message: '', ReplyNum: 1 });
    expect(shown.ListOfComments[0].ListOfReplies.map((c: { Message: string }) => c.Message)).toEqual([
      'Ответ',
    ]);
    const again = await processComment(me.client, {
      ...on,
      operation: 'delete',
      commentId: root.Comment.CommentId,
    });
    expect(again.statusCode).toBe(404);
    const reply2 = await processComment(me.client, {
      ...on,
      operation: 'add',
      message: 'x',
      parentId: root.Comment.CommentId,
    });
    expect([reply2.statusCode, reply2.json().code]).toEqual([404, 'COMMENT_PARENT_NOT_FOUND']);

    const last = await processComment(fan.client, {
      ...on,
      operation: 'delete',
      commentId: reply.Comment.CommentId,
    });
    expect(last.json()).toEqual({ commentNum: 0, Comment: null });
    expect((await thread(fan.client, on)).json()).toEqual({
      ListOfComments: [],
      commentNum: 0,
      nextCursor: null,
    });
    expect(await t.app.db.select().from(comments).where(eq(comments.objectId, on.objectId))).toEqual([]);
  });

  it('answers 404 on private, deleted or scheduled objects for everyone but those who may see them', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const priv = await addImage(owner.client, { PublicFlag: 'N' });
    const gone = await addImage(owner.client);
    await owner.client.post('/api/user/deleteUserFile', { rowId: gone.FileId });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const sched = (
      await owner.client.post('/api/user/post/createUserPost', { body: 'Потом', displayDT: later })
    ).json();
    const targets: Target[] = [
      { objectId: priv.FileId, objectType: 'file' },
      { objectId: gone.FileId, objectType: 'file' },
      { objectId: sched.PostId, objectType: 'post' },
    ];
    for (const on of targets) {
      for (const client of [other.client, t.client()]) {
        expect((await thread(client, on)).statusCode).toBe(404);
      }
      expect(
        (await processComment(other.client, { ...on, operation: 'add', message: 'Эй' })).statusCode,
      ).toBe(404);
      expect((await thread(owner.client, on)).statusCode).toBe(200);
    }
  });

  it('limits how fast one person adds comments (429 with Retry-After), counted in the database', async () => {
    const me = await signedInUser(t);
    const on = await postOf(me.client);
    for (let i = 0; i < 10; i++) await add(me.client, on, `Комментарий ${i}`);
    const res = await processComment(me.client, { ...on, operation: 'add', message: 'Ещё' });
    expect([res.statusCode, res.json().code]).toEqual([429, 'COMMENT_RATE_LIMITED']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await thread(me.client, on)).json().commentNum).toBe(10);
  });
});

describe('removals', () => {
  it('a removed account’s comments become tombstones without an author, off the counts', async () => {
    const me = await signedInUser(t);
    const leaving = await signedInUser(t);
    const on = await postOf(me.client);
    const root = await add(leaving.client, on, 'Пока всем');
    await add(me.client, on, 'Пока!', root.Comment.CommentId);
    await add(leaving.client, on, 'Ещё одно', root.Comment.CommentId);
    await t.app.files.uploads.purgeOwner(leaving.user.id);
    const page = (await thread(me.client, on)).json();
    expect(page.commentNum).toBe(1);
    expect(page.ListOfComments[0]).toMatchObject({
      DeletedFlag: 'Y',
      Author: null,
      Message: '',
      ReplyNum: 1,
    });
    expect(page.ListOfComments[0].ListOfReplies.map((c: { Message: string }) => c.Message)).toEqual([
      'Пока!',
      '',
    ]);
  });

  it('comments on a purged file go with it', async () => {
    const me = await signedInUser(t);
    const img = await addImage(me.client);
    const on: Target = { objectId: img.FileId, objectType: 'file' };
    await add(me.client, on, 'Моё фото');
    await me.client.post('/api/user/deleteUserFile', { rowId: img.FileId });
    await t.app.files.purgeDeleted(new Date(Date.now() + 31 * 24 * 3_600_000));
    expect(await t.app.db.select().from(comments).where(eq(comments.objectId, img.FileId))).toEqual([]);
  });

  it('speaks English when asked', async () => {
    const me = await signedInUser(t);
    const on = await postOf(me.client);
    const res = await me.client.post(
      '/api/user/processComment',
      { ...on, operation: 'add', message: '' },
      { 'accept-language': 'en' },
    );
    expect(res.json()).toMatchObject({ code: 'COMMENT_EMPTY', message: 'Write a comment' });
  });
});

describe('getCommentList', () => {
  it('pages long threads by top-level comments, and a comment’s replies through parentId, oldest first', async () => {
    const me = await signedInUser(t);
    const on = await postOf(me.client);
    // Written straight to the table: the rate limit is for people, not for this test's setup.
    const start = Date.now() - 3_600_000;
    const roots = Array.from({ length: 23 }, (_, i) => ({
      id: `0190a0b0-0000-7000-8000-${String(i).padStart(12, '0')}`,
      objectType: 'post',
      objectId: on.objectId,
      authorId: me.user.id,
      message: `Корень ${i}`,
      createdAt: new Date(start + i * 1000),
    }));
    await t.app.db.insert(comments).values(roots);
    const rootId = roots[0]!.id;
    const replies = Array.from({ length: 25 }, (_, i) => ({
      id: `0190a0b0-0000-7000-9000-${String(i).padStart(12, '0')}`,
      objectType: 'post',
      objectId: on.objectId,
      parentId: rootId,
      rootId,
      authorId: me.user.id,
      message: `Ответ ${i}`,
      createdAt: new Date(start + 100_000 + i * 1000),
    }));
    await t.app.db.insert(comments).values(replies);

    const first = (await thread(t.client(), on)).json();
    expect(first.ListOfComments.map((c: { Message: string }) => c.Message)).toEqual(
      roots.slice(0, 20).map((r) => r.message),
    );
    expect(first.ListOfComments[0].ListOfReplies.map((c: { Message: string }) => c.Message)).toEqual([
      'Ответ 0',
      'Ответ 1',
      'Ответ 2',
    ]);
    const second = (await thread(t.client(), { ...on, cursor: first.nextCursor })).json();
    expect(second.ListOfComments.map((c: { Message: string }) => c.Message)).toEqual([
      'Корень 20',
      'Корень 21',
      'Корень 22',
    ]);
    expect(second.nextCursor).toBeNull();

    const r1 = (await thread(t.client(), { ...on, parentId: rootId })).json();
    expect(r1.ListOfComments).toHaveLength(20);
    const r2 = (await thread(t.client(), { ...on, parentId: rootId, cursor: r1.nextCursor })).json();
    expect([...r1.ListOfComments, ...r2.ListOfComments].map((c: { Message: string }) => c.Message)).toEqual(
      replies.map((r) => r.message),
    );
    // A cursor of one list is refused by another.
    const mixed = await thread(t.client(), { ...on, cursor: r1.nextCursor });
    expect([mixed.statusCode, mixed.json().code]).toEqual([400, 'INVALID_CURSOR']);
    const notRoot = await thread(t.client(), { ...on, parentId: replies[0]!.id });
    expect([notRoot.statusCode, notRoot.json().code]).toEqual([404, 'COMMENT_PARENT_NOT_FOUND']);
  });

  it('reads a thread page and a replies page through their indexes (EXPLAIN)', async () => {
    const plan = (query: ReturnType<typeof sql>) => planOf(t, query);
    const after = { sortKey: '2026-01-01T00:00:00.000000Z', id: UNKNOWN };
    const roots = await plan(
      threadQueries.roots({ type: 'post', id: UNKNOWN }, UNKNOWN, { after, limit: 21, preview: 3 }),
    );
    expect(roots).toMatch(/comments_roots_idx/);
    expect(roots).toMatch(/comments_replies_idx/);
    const replies = await plan(threadQueries.replies(UNKNOWN, UNKNOWN, { after, limit: 21 }));
    expect(replies).toMatch(/comments_replies_idx/);
    expect(replies).not.toMatch(/Sort Key: c\./);
    expect(replies).toMatch(/user_profiles_pkey/);
  });
});

describe('comment likes', () => {
  it('are idempotent, shown in the thread, and go with the comment', async () => {
    const me = await signedInUser(t);
    const fan = await signedInUser(t);
    const on = await postOf(me.client);
    const c = await add(me.client, on, 'Лайкните');
    const like = (flag: 'Y' | 'N') =>
      fan.client.post('/api/user/setCommentLike', { commentId: c.Comment.CommentId, likeFlag: flag });
    expect((await like('Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect((await like('Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect((await thread(fan.client, on)).json().ListOfComments[0]).toMatchObject({
      Likes: 1,
      LikeFlag: 'Y',
    });
    await processComment(me.client, { ...on, operation: 'delete', commentId: c.Comment.CommentId });
    const after = await like('Y');
    expect([after.statusCode, after.json().code]).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await t.app.objects.link('comment', c.Comment.CommentId)).toBe('/');
    const d = await add(me.client, on, 'Ещё');
    expect(await t.app.objects.link('comment', d.Comment.CommentId)).toBe(
      `/post/${on.objectId}?comment=${d.Comment.CommentId}`,
    );
  });
});
