import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { feedQuery } from './posts.repo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';
type Post = { PostId: string; Body: string; UserId: string; Type: string; DisplayDT: string };

async function created(client: TestClient, body: Record<string, unknown>): Promise<Post> {
  const res = await client.post('/api/user/post/createUserPost', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const follow = async (client: TestClient, nickName: string) =>
  expect((await client.post('/api/user/foolowAdd', { nickName })).statusCode).toBe(200);
const unfollow = async (client: TestClient, nickName: string) =>
  expect((await client.post('/api/user/foolowRemove', { nickName })).statusCode).toBe(200);
const feed = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post('/api/user/post/getFeed', body);
const ids = (list: Post[]) => list.map((p) => p.PostId);

/** Every read path of a post, as one viewer: true where the viewer reached the post. */
async function readPaths(viewer: { client: TestClient; id: string | null }, authorNick: string, post: Post) {
  const { client } = viewer;
  const postId = post.PostId;
  const on = { objectId: postId, objectType: 'post' };
  const list = (await client.post('/api/user/post/getUserPostList', { nickName: authorNick })).json();
  const signedIn = viewer.id !== null;
  const status = async (p: Promise<{ statusCode: number }>) => (await p).statusCode;
  const paths: Record<string, boolean> = {
    list: ids(list.ListOfPosts).includes(postId),
    page: (await status(client.post('/api/user/post/getUserPost', { postId }))) === 200,
    edits: (await status(client.post('/api/user/post/getUserPostEditList', { postId }))) === 200,
    thread: (await status(client.post('/api/glossary/getCommentList', on))) === 200,
    registry: (await t.app.objects.visibleTo('post', viewer.id, [postId])).has(postId),
  };
  if (signedIn) {
    const comment = await client.post('/api/user/processComment', {
      ...on,
      operation: 'add',
      message: 'Да!',
    });
    paths.comment = comment.statusCode === 200;
    const like = await client.post('/api/user/post/setUserPostLike', { postId, likeFlag: 'Y' });
    paths.like = like.statusCode === 200;
    paths.feed = ids((await feed(client)).json().ListOfPosts).includes(postId);
  }
  return paths;
}

describe('followers-only posts', () => {
  it('reach their author and followers on every read path, and nobody else (the Pixelfed CVE-2025-30741 matrix)', async () => {
    const author = await signedInUser(t, { firstName: 'Вера' });
    const fan = await signedInUser(t);
    const stranger = await signedInUser(t);
    await follow(fan.client, author.user.nickName);
    const post = await created(author.client, { body: 'Только для своих: новый трек', type: 'Followers' });
    expect(post.Type).toBe('Followers');
    // A comment of the author's, so the thread and a comment's like are there to reach.
    const mine = await author.client.post('/api/user/processComment', {
      objectId: post.PostId,
      objectType: 'post',
      operation: 'add',
      message: 'Спасибо, что слушаете',
    });
    const commentId = mine.json().Comment.CommentId;

    const nick = author.user.nickName;
    const all = { list: true, page: true, edits: true, thread: true, registry: true };
    const none = { list: false, page: false, edits: false, thread: false, registry: false };
    const signed = (v: boolean) => ({ comment: v, like: v, feed: v });
    expect(await readPaths({ client: author.client, id: author.user.id }, nick, post)).toEqual({
      ...all,
      ...signed(true),
    });
    expect(await readPaths({ client: fan.client, id: fan.user.id }, nick, post)).toEqual({
      ...all,
      ...signed(true),
    });
    expect(await readPaths({ client: stranger.client, id: stranger.user.id }, nick, post)).toEqual({
      ...none,
      ...signed(false),
    });
    expect(await readPaths({ client: t.client(), id: null }, nick, post)).toEqual(none);

    // A comment on it is as hidden as the post: its like and its replies' thread.
    const commentLike = (client: TestClient) =>
      client.post('/api/user/setCommentLike', { commentId, likeFlag: 'Y' });
    expect((await commentLike(fan.client)).statusCode).toBe(200);
    const refused = await commentLike(stranger.client);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'COMMENT_NOT_FOUND']);
    const replies = await stranger.client.post('/api/glossary/getCommentList', {
      objectId: post.PostId,
      objectType: 'post',
      parentId: commentId,
    });
    expect(replies.statusCode).toBe(404);

    // Crawlers (and link previews) get the generic tags, never its text.
    const page = await t.client().get(`/post/${post.PostId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Только для своих');

    // Unfollowing takes it away at once; the stranger's attempts wrote nothing.
    await unfollow(fan.client, nick);
    expect((await fan.client.post('/api/user/post/getUserPost', { postId: post.PostId })).statusCode).toBe(
      404,
    );
    const [likes] = await t.app.db
      .execute(
        sql`select count(*)::int as n from likes where object_type = 'post' and object_id = ${post.PostId}::uuid`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(likes!.n).toBe(2);
  });

  it('a public post turned followers-only (and private) leaves the reach of non-followers', async () => {
    const author = await signedInUser(t);
    const fan = await signedInUser(t);
    await follow(fan.client, author.user.nickName);
    const post = await created(author.client, { body: 'Сначала для всех' });
    const seen = async (client: TestClient) =>
      (await client.post('/api/user/post/getUserPost', { postId: post.PostId })).statusCode;
    expect(await seen(t.client())).toBe(200);
    const change = (Type: string) =>
      author.client.post('/api/user/post/updateUserPost', { PostId: post.PostId, Type });
    expect((await change('Followers')).json().Type).toBe('Followers');
    expect([await seen(t.client()), await seen(fan.client)]).toEqual([404, 200]);
    expect((await change('Private')).statusCode).toBe(200);
    expect([await seen(fan.client), await seen(author.client)]).toEqual([404, 200]);
    const bad = await change('Friends');
    expect(bad.statusCode).toBe(400);
  });
});

describe('getFeed', () => {
  it('shows my posts and those of the people I follow, newest first, ten a page, with the Post record', async () => {
    const me = await signedInUser(t);
    const anna = await signedInUser(t);
    const boris = await signedInUser(t);
    const stranger = await signedInUser(t);
    await follow(me.client, anna.user.nickName);
    await follow(me.client, boris.user.nickName);
    const made: Post[] = [];
    for (let i = 0; i < 8; i++) {
      made.push(await created(anna.client, { body: `Анна ${i}`, type: i === 3 ? 'Followers' : 'Public' }));
      made.push(await created(i % 2 ? boris.client : me.client, { body: `Пост ${i}` }));
    }
    await created(anna.client, { body: 'Личное', type: 'Private' });
    await created(stranger.client, { body: 'Чужое' });
    await created(anna.client, { body: 'Потом', displayDT: new Date(Date.now() + 3_600_000).toISOString() });
    const gone = await created(boris.client, { body: 'Удалено' });
    await boris.client.post('/api/user/post/updateUserPost', { PostId: gone.PostId, DeletedFlag: 'Y' });
    await anna.client.post('/api/user/post/setUserPostLike', { postId: made[0]!.PostId, likeFlag: 'Y' });
    await me.client.post('/api/user/post/setUserPostLike', { postId: made[0]!.PostId, likeFlag: 'Y' });

    const first = (await feed(me.client)).json();
    expect(first.ListOfPosts).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await feed(me.client, { cursor: first.nextCursor })).json();
    expect(second.ListOfPosts).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    expect([...ids(first.ListOfPosts), ...ids(second.ListOfPosts)]).toEqual(ids(made).reverse());
    const oldest = second.ListOfPosts.at(-1);
    expect(oldest).toMatchObject({ Likes: 2, LikeFlag: 'Y', CommentNum: 0, OwnerFlag: 'N', Files: [] });
    expect(oldest.Author).toMatchObject({ NickName: anna.user.nickName, MeFlag: 'N' });

    // A visitor has no feed; an odd cursor is a 400.
    expect((await feed(t.client())).statusCode).toBe(401);
    for (const cursor of ['x', `${first.nextCursor}x`, 'a'.repeat(301)]) {
      const res = await feed(me.client, { cursor });
      expect(res.statusCode, cursor.slice(0, 20)).toBe(400);
    }
    const otherList = await me.client.post('/api/user/post/getUserPostList', { cursor: first.nextCursor });
    expect(otherList.statusCode).toBe(400);
    expect((await feed(me.client, { cursor: 5 })).statusCode).toBe(400);
  });

  it('is empty for someone who follows nobody and has no posts', async () => {
    const me = await signedInUser(t);
    expect((await feed(me.client)).json()).toEqual({ ListOfPosts: [], nextCursor: null });
  });

  it('reads a page through the follow index and a short walk of each author’s posts (EXPLAIN), one statement', async () => {
    const plan = await planOf(
      t,
      feedQuery(t.app.db, {
        viewerId: UNKNOWN,
        after: { sortKey: '2026-01-01T00:00:00.000000Z', id: UNKNOWN },
        limit: 11,
      }),
    );
    expect(plan).toMatch(/follows_follower_idx|follows_pkey/);
    expect(plan).toMatch(/Index (Only )?Scan Backward using posts_author_list_idx/);
    expect(plan).not.toMatch(/Seq Scan on posts/);
    expect(plan).toMatch(/users_pkey/);
    expect(plan).toMatch(/comment_counts_object_type_object_id_pk/);
    // Each author's walk stops after a page: the limit sits inside the LATERAL.
    expect(plan.match(/Limit/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the feed statement’s two ways (issue 15)', () => {
  /** Every page of the feed straight from the statement, `limit` a page, with the first try's bound `scan`. */
  async function allPages(viewerId: string, limit: number, scan?: number) {
    const seen: string[] = [];
    let after: { sortKey: string; id: string } | undefined;
    for (let page = 0; page < 50; page++) {
      const rows = await feedQuery(t.app.db, { viewerId, after, limit, scan });
      seen.push(...rows.map((r) => r.post.id));
      const last = rows.at(-1);
      if (rows.length < limit || !last) break;
      after = { sortKey: last.sortKey, id: last.post.id };
    }
    return seen;
  }

  it('the bounded scan of everyone’s newest posts and the per-author walks give the same pages', async () => {
    const me = await signedInUser(t);
    const anna = await signedInUser(t);
    const boris = await signedInUser(t);
    const stranger = await signedInUser(t);
    await follow(me.client, anna.user.nickName);
    await follow(me.client, boris.user.nickName);
    // Strangers' posts interleaved with the followees', so the scan skips some and its bound matters.
    const mine: Post[] = [];
    for (let i = 0; i < 7; i++) {
      await created(stranger.client, { body: `Чужое ${i}` });
      mine.push(await created(anna.client, { body: `Анна ${i}`, type: i % 3 ? 'Public' : 'Followers' }));
      await created(anna.client, { body: `Личное ${i}`, type: i === 2 ? 'Private' : 'Public' }).then(
        (p) => p.Type !== 'Private' && mine.push(p),
      );
      await created(stranger.client, { body: `Ещё ${i}` });
      mine.push(
        await created(i % 2 ? boris.client : me.client, {
          body: `Пост ${i}`,
          type: i === 4 ? 'Private' : 'Public',
        }),
      );
    }
    const expected = ids(mine).reverse();
    for (const limit of [3, 11])
      for (const scan of [undefined, 0, 2, 5, 12, 40])
        expect(await allPages(me.user.id, limit, scan), `limit ${limit}, scan ${scan}`).toEqual(expected);
    // Over HTTP too (the default bound).
    const first = (await feed(me.client)).json();
    const second = (await feed(me.client, { cursor: first.nextCursor })).json();
    expect([...ids(first.ListOfPosts), ...ids(second.ListOfPosts)]).toEqual(expected);
  });

  it('first walks everyone’s newest posts backwards in posts_feed_idx with the followees hashed (EXPLAIN)', async () => {
    const plan = await planOf(
      t,
      feedQuery(t.app.db, {
        viewerId: UNKNOWN,
        after: { sortKey: '2026-01-01T00:00:00.000000Z', id: UNKNOWN },
        limit: 11,
      }),
    );
    expect(plan).toMatch(/Index Only Scan Backward using posts_feed_idx/);
    // The followees as a hash under the ordered walk (a join would lose the order and read the whole bound).
    expect(plan).toMatch(/hashed SubPlan/);
    // The author walks only when the scan found less than a page.
    expect(plan).toMatch(/One-Time Filter/);
    expect(plan).not.toMatch(/Seq Scan on posts/);
  });
});
