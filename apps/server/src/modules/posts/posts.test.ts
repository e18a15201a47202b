import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCounts, comments, events, likes, postEdits, posts, users } from '../../db/schema/index.ts';
import { addImage, addTrack, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { listQuery } from './posts.repo.ts';
import { DELETED_POST_TTL_MS } from './posts.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';
const HOUR = 60 * 60 * 1000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

const create = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/user/post/createUserPost', body);
const update = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/user/post/updateUserPost', body);
const list = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post('/api/user/post/getUserPostList', body);
const getPost = (client: TestClient, postId: string) => client.post('/api/user/post/getUserPost', { postId });

async function created(client: TestClient, body: Record<string, unknown>) {
  const res = await create(client, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const postRow = async (id: string) => (await t.app.db.select().from(posts).where(eq(posts.id, id)))[0];
const postCount = async (authorId: string) =>
  (
    await t.app.db.select({ n: sql<number>`count(*)::int` }).from(posts).where(eq(posts.authorId, authorId))
  )[0]!.n;
const publishedEvents = async (postId: string) =>
  (await t.app.db.select().from(events).where(eq(events.type, 'post.published'))).filter(
    (e) => (e.payload as { postId: string }).postId === postId,
  );

describe('createUserPost', () => {
  it('makes a post from my track with a template in my language, carrying the File record, author and counts', async () => {
    const me = await signedInUser(t, { firstName: 'Анна', lastName: 'Соль' });
    const track = await addTrack(me.client, { Name: 'Утренняя распевка' });
    const post = await created(me.client, { fileId: track.FileId });
    expect(post).toMatchObject({
      UserId: me.user.id,
      Body: 'Новый трек: Утренняя распевка',
      Type: 'Public',
      Status: 'Published',
      Sheduled: null,
      DeletedFlag: 'N',
      EditedFlag: 'N',
      OwnerFlag: 'Y',
      Likes: 0,
      LikeFlag: 'N',
      CommentNum: 0,
      Author: { NickName: me.user.nickName, FirstName: 'Анна', LastName: 'Соль', MeFlag: 'Y' },
    });
    expect(post.Files.map((f: { FileId: string }) => f.FileId)).toEqual([track.FileId]);
    expect(post.Published).toBe(post.DisplayDT);
    expect(await publishedEvents(post.PostId)).toHaveLength(1);

    const en = await signedInUser(t, { language: 'en' });
    const photos = [await addImage(en.client), await addImage(en.client)];
    const set = await created(en.client, { fileId: photos.map((p) => p.FileId) });
    expect(set.Body).toBe('New photos: 2 pictures');
    expect(set.Files.map((f: { FileId: string }) => f.FileId)).toEqual(photos.map((p) => p.FileId));
  });

  it('makes a text post; refuses empty, over-long, and more than ten files, writing nothing', async () => {
    const me = await signedInUser(t);
    const post = await created(me.client, { body: '  Привет, это мой первый пост  ', title: 'Здравствуйте' });
    expect([post.Body, post.Title, post.Files]).toEqual(['Привет, это мой первый пост', 'Здравствуйте', []]);
    const before = await postCount(me.user.id);
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'POST_EMPTY'],
      [{ body: '   ' }, 'POST_EMPTY'],
      [{ body: 'x'.repeat(5001) }, 'POST_BODY_TOO_LONG'],
      [{ body: 'ok', fileId: Array.from({ length: 11 }, () => UNKNOWN) }, 'POST_TOO_MANY_FILES'],
      [{ body: 'ok', fileId: [UNKNOWN, UNKNOWN] }, 'POST_DUPLICATE_FILES'],
      [{ body: 'ok', fileId: 'not-a-uuid' }, 'INVALID_FILE_ID'],
      [{ body: 'ok', displayDT: 'tomorrow' }, 'INVALID_DISPLAY_DT'],
    ];
    for (const [body, code] of bad) {
      const res = await create(me.client, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body).slice(0, 80)).toEqual([400, code]);
    }
    expect((await create(me.client, { body: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect(await postCount(me.user.id)).toBe(before + 1);
    expect((await create(t.client(), { body: 'hi' })).statusCode).toBe(401);
  });

  it('refuses someone else’s file (404), my private file (400) and my deleted file (404)', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await addTrack(other.client);
    const priv = await addImage(me.client, { PublicFlag: 'N' });
    const gone = await addImage(me.client);
    await me.client.post('/api/user/deleteUserFile', { rowId: gone.FileId });
    const cases: [string, number, string][] = [
      [theirs.FileId, 404, 'POST_FILE_NOT_FOUND'],
      [UNKNOWN, 404, 'POST_FILE_NOT_FOUND'],
      [priv.FileId, 400, 'POST_FILE_NOT_PUBLIC'],
      [gone.FileId, 404, 'POST_FILE_NOT_FOUND'],
    ];
    for (const [fileId, status, code] of cases) {
      const res = await create(me.client, { fileId });
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect(await postCount(me.user.id)).toBe(0);
  });
});

describe('scheduled posts', () => {
  it('are invisible to everyone but the author until due, then published once by the job', async () => {
    const me = await signedInUser(t);
    const reader = await signedInUser(t);
    const post = await created(me.client, { body: 'Скоро премьера', displayDT: inHours(2) });
    expect([post.Status, post.Published, post.Sheduled]).toEqual(['Sheduled', null, post.DisplayDT]);
    expect(await publishedEvents(post.PostId)).toHaveLength(0);

    // Hidden from others: the page, every list, likes, comments, crawlers.
    for (const client of [reader.client, t.client()]) {
      expect((await getPost(client, post.PostId)).statusCode).toBe(404);
      const theirs = await list(client, { nickName: me.user.nickName });
      expect(theirs.json().ListOfPosts).toEqual([]);
      expect(
        (await list(client, { nickName: me.user.nickName, status: 'Sheduled' })).json().ListOfPosts,
      ).toEqual([]);
    }
    const like = await reader.client.post('/api/user/post/setUserPostLike', {
      postId: post.PostId,
      likeFlag: 'Y',
    });
    expect([like.statusCode, like.json().code]).toEqual([404, 'POST_NOT_FOUND']);
    const comment = await reader.client.post('/api/user/processComment', {
      objectId: post.PostId,
      objectType: 'post',
      operation: 'add',
      message: 'Жду!',
    });
    expect(comment.statusCode).toBe(404);
    const page = await t.client().get(`/post/${post.PostId}`);
    expect(page.body).not.toContain('Скоро премьера');

    // The author sees it, in the scheduled list, soonest first.
    expect((await getPost(me.client, post.PostId)).statusCode).toBe(200);
    const later = await created(me.client, { body: 'Потом', displayDT: inHours(5) });
    const sooner = await created(me.client, { body: 'Раньше', displayDT: inHours(1) });
    const scheduled = (await list(me.client, { status: 'Sheduled' })).json().ListOfPosts;
    expect(scheduled.map((p: { PostId: string }) => p.PostId)).toEqual([
      sooner.PostId,
      post.PostId,
      later.PostId,
    ]);
    expect((await list(me.client)).json().ListOfPosts).toEqual([]);

    // Not due yet: the job publishes nothing.
    expect(await t.app.posts.publishDue()).toBe(0);
    // Its time comes (moved into the past, as the clock would): the job publishes it once.
    const due = new Date(Date.now() - 1000);
    await t.app.db.update(posts).set({ displayAt: due, scheduledAt: due }).where(eq(posts.id, post.PostId));
    const ran = await t.app.jobs.runDue({ now: new Date(Date.now() + 2 * 60 * 1000) });
    expect(ran).toContain('posts.publish');
    expect(await t.app.posts.publishDue()).toBe(0);
    expect(await publishedEvents(post.PostId)).toHaveLength(1);

    const seen = await getPost(reader.client, post.PostId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ Status: 'Published', OwnerFlag: 'N' });
    expect(seen.json().Published).toBe(seen.json().Sheduled);
    const theirs = (await list(reader.client, { nickName: me.user.nickName })).json().ListOfPosts;
    expect(theirs.map((p: { PostId: string }) => p.PostId)).toEqual([post.PostId]);
    expect((await t.client().get(`/post/${post.PostId}`)).body).toContain('Скоро премьера');
  });

  it('refuses a past or too distant time, and scheduling a published post; publishes on request', async () => {
    const me = await signedInUser(t);
    const bad: [Record<string, unknown>, string][] = [
      [{ body: 'a', displayDT: inHours(-1) }, 'POST_SCHEDULE_IN_PAST'],
      [{ body: 'a', displayDT: inHours(24 * 366) }, 'POST_SCHEDULE_TOO_FAR'],
    ];
    for (const [body, code] of bad) {
      const res = await create(me.client, body);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    expect(await postCount(me.user.id)).toBe(0);

    const post = await created(me.client, { body: 'Анонс', displayDT: inHours(3) });
    const past = await update(me.client, { PostId: post.PostId, Status: 'Sheduled', DisplayDT: inHours(-2) });
    expect([past.statusCode, past.json().code]).toEqual([400, 'POST_SCHEDULE_IN_PAST']);
    expect((await postRow(post.PostId))!.displayAt.toISOString()).toBe(post.DisplayDT);

    const at = inHours(6);
    const moved = await update(me.client, { PostId: post.PostId, DisplayDT: at });
    expect([moved.json().DisplayDT, moved.json().Sheduled]).toEqual([at, at]);

    const now = await update(me.client, { PostId: post.PostId, Status: 'Published' });
    expect(now.json()).toMatchObject({ Status: 'Published' });
    expect(now.json().Published).toBe(now.json().DisplayDT);
    expect(await publishedEvents(post.PostId)).toHaveLength(1);
    const again = await update(me.client, { PostId: post.PostId, Status: 'Sheduled', DisplayDT: inHours(2) });
    expect([again.statusCode, again.json().code]).toEqual([400, 'POST_ALREADY_PUBLISHED']);
  });
});

describe('updateUserPost', () => {
  it('edits the text of a published post, keeping each earlier text in its history', async () => {
    const me = await signedInUser(t);
    const reader = await signedInUser(t);
    const post = await created(me.client, { body: 'Первая версия' });
    const first = await update(me.client, { PostId: post.PostId, Body: 'Вторая версия', Title: 'Новое' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Body: 'Вторая версия', Title: 'Новое', EditedFlag: 'Y' });
    expect(first.json().LastUpdated >= post.LastUpdated).toBe(true);
    await update(me.client, { PostId: post.PostId, Body: 'Третья версия' });
    // Echoing the same text is no edit.
    await update(me.client, { PostId: post.PostId, Body: 'Третья версия' });

    const history = await reader.client.post('/api/user/post/getUserPostEditList', { postId: post.PostId });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .ListOfPostEdits.map((e: { Body: string; CurrentFlag: string }) => [e.Body, e.CurrentFlag]),
    ).toEqual([
      ['Третья версия', 'Y'],
      ['Вторая версия', 'N'],
      ['Первая версия', 'N'],
    ]);
    expect(await t.app.db.select().from(postEdits).where(eq(postEdits.postId, post.PostId))).toHaveLength(2);
  });

  it('answers 404 for someone else’s or an unknown post and changes nothing', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const post = await created(me.client, { body: 'Моё' });
    const before = await postRow(post.PostId);
    for (const body of [
      { PostId: post.PostId, Body: 'Чужое' },
      { PostId: post.PostId, DeletedFlag: 'Y' },
      { PostId: UNKNOWN, Body: 'x' },
    ]) {
      const res = await update(other.client, body);
      expect([res.statusCode, res.json().code]).toEqual([404, 'POST_NOT_FOUND']);
    }
    expect(await postRow(post.PostId)).toEqual(before);
    const long = await update(me.client, { PostId: post.PostId, Body: 'x'.repeat(5001) });
    expect([long.statusCode, long.json().code]).toEqual([400, 'POST_BODY_TOO_LONG']);
    expect(await postRow(post.PostId)).toEqual(before);
  });

  it('deletes and restores: deleted posts are their author’s alone, listed apart', async () => {
    const me = await signedInUser(t);
    const reader = await signedInUser(t);
    const track = await addTrack(me.client);
    const post = await created(me.client, { fileId: track.FileId, body: 'Слушайте' });
    const deleted = await update(me.client, { PostId: post.PostId, DeletedFlag: 'Y' });
    expect(deleted.json()).toMatchObject({ DeletedFlag: 'Y' });
    expect(deleted.json().DeletedDT).not.toBeNull();
    expect((await getPost(reader.client, post.PostId)).statusCode).toBe(404);
    expect((await list(me.client)).json().ListOfPosts).toEqual([]);
    expect(
      (await list(me.client, { deletedFlag: 'Y' }))
        .json()
        .ListOfPosts.map((p: { PostId: string }) => p.PostId),
    ).toEqual([post.PostId]);
    expect(
      (await list(reader.client, { nickName: me.user.nickName, deletedFlag: 'Y' })).json().ListOfPosts,
    ).toEqual([]);
    const edit = await update(me.client, { PostId: post.PostId, Body: 'Правка' });
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'POST_DELETED']);

    const restored = await update(me.client, { PostId: post.PostId, DeletedFlag: 'N' });
    expect(restored.json()).toMatchObject({ DeletedFlag: 'N', DeletedDT: null, Body: 'Слушайте' });
    expect((await getPost(reader.client, post.PostId)).statusCode).toBe(200);
  });

  it('replaces the attached files, and a private post stays its author’s', async () => {
    const me = await signedInUser(t);
    const reader = await signedInUser(t);
    const [a, b] = [await addImage(me.client), await addTrack(me.client)];
    const post = await created(me.client, { fileId: a.FileId });
    const res = await update(me.client, {
      PostId: post.PostId,
      FileIds: [b.FileId, a.FileId],
      Type: 'Private',
    });
    expect(res.json().Files.map((f: { FileId: string }) => f.FileId)).toEqual([b.FileId, a.FileId]);
    expect((await getPost(reader.client, post.PostId)).statusCode).toBe(404);
    expect((await list(reader.client, { nickName: me.user.nickName })).json().ListOfPosts).toEqual([]);
  });
});

describe('author cards', () => {
  it('are the users module’s cards, read in the list’s own statement (names, creative name, avatar, flags)', async () => {
    const singer = await signedInUser(t, { firstName: 'Анна', lastName: 'Ветрова' });
    await singer.client.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    await singer.client.post('/api/user/syncTalant', { Code: 'MUS', CreativeName: 'Анна Ветер' });
    const image = await addImage(singer.client);
    expect((await singer.client.post('/api/user/setUserAvatar', { photoId: image.FileId })).statusCode).toBe(
      200,
    );
    const post = await created(singer.client, { body: 'Привет' });
    const reader = await signedInUser(t);
    const comment = await reader.client.post('/api/user/processComment', {
      objectId: post.PostId,
      objectType: 'post',
      operation: 'add',
      message: 'Привет!',
    });
    const seen = (await list(reader.client, { nickName: singer.user.nickName })).json().ListOfPosts[0];
    const cards = await t.app.users.cards([singer.user.id, reader.user.id], reader.user.id);
    expect(seen.Author).toEqual(cards.get(singer.user.id));
    expect(seen.Author).toMatchObject({
      CreativeName: 'Анна Ветер',
      Photo: expect.stringMatching(/^\/files\//),
    });
    expect(comment.json().Comment.Author).toEqual(cards.get(reader.user.id));
  });
});

describe('getUserPostList', () => {
  it('pages ten at a time, newest first, by a signed cursor; bad cursors are a 400', async () => {
    const me = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await created(me.client, { body: `Пост ${i}` })).PostId);
    const first = (await list(t.client(), { nickName: me.user.nickName })).json();
    expect(first.ListOfPosts).toHaveLength(10);
    expect(first.ListOfPosts.map((p: { PostId: string }) => p.PostId)).toEqual(ids.slice(2).reverse());
    const second = (await list(t.client(), { nickName: me.user.nickName, cursor: first.nextCursor })).json();
    expect(second.ListOfPosts.map((p: { PostId: string }) => p.PostId)).toEqual(ids.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();
    const bad = await list(t.client(), { nickName: me.user.nickName, cursor: `${first.nextCursor}x` });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_CURSOR']);
    const other = await list(t.client(), {
      nickName: me.user.nickName,
      status: 'Sheduled',
      cursor: first.nextCursor,
    });
    expect(other.statusCode).toBe(400);
    expect((await list(t.client())).statusCode).toBe(401);
    const nobody = await list(t.client(), { nickName: 'nobody-here-at-all' });
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'POST_AUTHOR_NOT_FOUND']);
  });

  it('reads a page in index order (EXPLAIN), with likes, comment counts and the author’s card in the same statement', async () => {
    const plan = (kind: 'published' | 'scheduled' | 'deleted') =>
      planOf(
        t,
        listQuery(t.app.db, {
          authorId: UNKNOWN,
          viewerId: UNKNOWN,
          kind,
          readerView: kind === 'published',
          after: { sortKey: '2026-01-01T00:00:00.000000Z', id: UNKNOWN },
          limit: 11,
        }),
      );
    for (const kind of ['published', 'scheduled'] as const) {
      const p = await plan(kind);
      expect(p).toMatch(/posts_author_list_idx/);
      // The page comes in index order; only the author's first creative name (≤ 10 talents) is sorted.
      expect(p).not.toMatch(/Sort Key: posts\./);
      expect(p).toMatch(/users_pkey/);
      expect(p).toMatch(/user_profiles_pkey/);
      expect(p).toMatch(/like_counts_pkey|like_counts_object_type_object_id_pk/);
      expect(p).toMatch(/comment_counts_object_type_object_id_pk/);
    }
    expect(await plan('deleted')).toMatch(/posts_author_deleted_idx/);
  });
});

describe('setUserPostLike', () => {
  it('is idempotent and the lists carry the count and my flag', async () => {
    const me = await signedInUser(t);
    const fan = await signedInUser(t);
    const post = await created(me.client, { body: 'Нравится?' });
    const like = (flag: 'Y' | 'N') =>
      fan.client.post('/api/user/post/setUserPostLike', { postId: post.PostId, likeFlag: flag });
    expect((await like('Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect((await like('Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    const seen = (await list(fan.client, { nickName: me.user.nickName })).json().ListOfPosts[0];
    expect([seen.Likes, seen.LikeFlag]).toEqual([1, 'Y']);
    expect((await getPost(me.client, post.PostId)).json()).toMatchObject({ Likes: 1, LikeFlag: 'N' });
    expect((await like('N')).json()).toEqual({ likeFlag: 'N', likeNum: 0 });
    expect((await like('N')).json()).toEqual({ likeFlag: 'N', likeNum: 0 });
    const unknown = await fan.client.post('/api/user/post/setUserPostLike', {
      postId: UNKNOWN,
      likeFlag: 'Y',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'POST_NOT_FOUND']);
  });
});

describe('removal', () => {
  it('purges posts deleted 30 days ago with their likes and comments; restorable before', async () => {
    const me = await signedInUser(t);
    const fan = await signedInUser(t);
    const post = await created(me.client, { body: 'Уйдёт' });
    await fan.client.post('/api/user/post/setUserPostLike', { postId: post.PostId, likeFlag: 'Y' });
    const c = await fan.client.post('/api/user/processComment', {
      objectId: post.PostId,
      objectType: 'post',
      operation: 'add',
      message: 'Класс',
    });
    expect(c.json().commentNum, c.body).toBe(1);
    await update(me.client, { PostId: post.PostId, DeletedFlag: 'Y' });
    expect(await t.app.posts.purgeDeleted()).toBe(0);
    expect(await t.app.posts.purgeDeleted(new Date(Date.now() + DELETED_POST_TTL_MS + HOUR))).toBe(1);
    expect(await postRow(post.PostId)).toBeUndefined();
    const on = (table: typeof likes | typeof comments | typeof commentCounts) =>
      t.app.db
        .select()
        .from(table)
        .where(and(eq(table.objectType, 'post'), eq(table.objectId, post.PostId)));
    expect(await on(likes)).toEqual([]);
    expect(await on(comments)).toEqual([]);
    expect(await on(commentCounts)).toEqual([]);
  });

  it('an account’s removal takes its posts, their likes and comments', async () => {
    const me = await signedInUser(t);
    const fan = await signedInUser(t);
    const post = await created(me.client, { body: 'Пока' });
    await fan.client.post('/api/user/post/setUserPostLike', { postId: post.PostId, likeFlag: 'Y' });
    await t.app.files.uploads.purgeOwner(me.user.id);
    await t.app.db.delete(users).where(eq(users.id, me.user.id));
    expect(await postRow(post.PostId)).toBeUndefined();
    expect(
      await t.app.db
        .select()
        .from(likes)
        .where(and(eq(likes.objectType, 'post'), eq(likes.objectId, post.PostId))),
    ).toEqual([]);
  });
});

describe('the post page for crawlers', () => {
  it('fills the title, description and image of a public post', async () => {
    const me = await signedInUser(t, { firstName: 'Ира', lastName: 'Звон' });
    const photo = await addImage(me.client);
    const post = await created(me.client, { fileId: photo.FileId, body: 'Новый клип <скоро>' });
    const page = await t.client().get(`/post/${post.PostId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Новый клип &lt;скоро&gt; — Ира Звон (@');
    expect(page.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/files\//);
    expect(page.body).toContain('<meta property="og:type" content="article">');
  });
});

describe('openapi', () => {
  it('documents every post and comment call from the contract', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    for (const path of [
      '/api/user/post/createUserPost',
      '/api/user/post/updateUserPost',
      '/api/user/post/getUserPostList',
      '/api/user/post/getUserPost',
      '/api/user/post/setUserPostLike',
      '/api/user/post/getUserPostEditList',
      '/api/user/post/getFeed',
      '/api/user/processComment',
      '/api/glossary/getCommentList',
      '/api/user/setCommentLike',
    ])
      expect(doc.paths[path]?.post, path).toBeDefined();
    const create =
      doc.paths['/api/user/post/createUserPost'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(create.properties)).toEqual(expect.arrayContaining(['body', 'fileId', 'displayDT']));
  });
});

describe('odd input', () => {
  it('is a 4xx on every post and comment call, never a 500', async () => {
    const me = await signedInUser(t);
    const post = await created(me.client, { body: 'Пост' });
    const odd: unknown[] = [
      null,
      [],
      'text',
      { postId: 42 },
      { PostId: post.PostId, Title: 5 },
      { PostId: post.PostId, Status: 'Draft' },
      { PostId: post.PostId, Status: 'Sheduled' },
      { PostId: post.PostId, DisplayDT: '2026-13-45T99:00:00Z' },
      { PostId: post.PostId, FileIds: ['x'] },
      { body: 'x', fileId: [null] },
      { body: 'x', type: 'Secret' },
      { nickName: '' },
      { cursor: 'x'.repeat(301) },
      { deletedFlag: 'maybe' },
      { objectId: post.PostId, objectType: 'post', operation: 'add', message: 'x', parentId: 'nope' },
      { objectId: post.PostId, objectType: 'post', cursor: 'garbage' },
      { objectId: post.PostId, objectType: 'post', parentId: UNKNOWN },
      { commentId: UNKNOWN, likeFlag: 'Y' },
    ];
    const paths = [
      '/api/user/post/createUserPost',
      '/api/user/post/updateUserPost',
      '/api/user/post/getUserPostList',
      '/api/user/post/getUserPost',
      '/api/user/post/setUserPostLike',
      '/api/user/post/getUserPostEditList',
      '/api/user/post/getFeed',
      '/api/user/processComment',
      '/api/glossary/getCommentList',
      '/api/user/setCommentLike',
    ];
    for (const path of paths)
      for (const body of odd) {
        const res = await me.client.post(path, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
      }
  });
});
