import type { NotificationGroup, NotificationListAnswer } from '@talanty/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';
const HOUR = 60 * 60 * 1000;

/** Hands every pending event to the consumers (the dispatcher job, at once). */
const deliver = () => t.app.events.dispatch();

async function list(c: TestClient, cursor?: string): Promise<NotificationListAnswer> {
  const res = await c.get(
    `/api/user/getNotificationList${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const groups = async (c: TestClient) => (await list(c)).ListOfNotifications;
const summary = (g: NotificationGroup) => ({
  type: g.type,
  target: g.Target.Type,
  count: g.ActorCount,
  actors: g.Actors.map((a) => a.NickName),
  read: g.ReadFlag,
});
const unread = async (c: TestClient) =>
  (await c.get('/api/user/getUserStatistic')).json().UnreadNotifications;

const follow = (c: TestClient, nickName: string) => c.post('/api/user/foolowAdd', { nickName });
const unfollow = (c: TestClient, nickName: string) => c.post('/api/user/foolowRemove', { nickName });
async function postOf(c: TestClient, body = 'Новый трек почти готов', extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/user/post/createUserPost', { body, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().PostId as string;
}
const likePost = (c: TestClient, postId: string, likeFlag: 'Y' | 'N' = 'Y') =>
  c.post('/api/user/post/setUserPostLike', { postId, likeFlag });
async function comment(
  c: TestClient,
  objectType: 'post' | 'file',
  objectId: string,
  message: string,
  parentId?: string,
) {
  const res = await c.post('/api/user/processComment', {
    objectType,
    objectId,
    operation: 'add',
    message,
    parentId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Comment.CommentId as string;
}

describe('notifications', () => {
  it('follows: grouped within the window, taken back on unfollow, none for my own actions', async () => {
    const me = await signedInUser(t);
    const anna = await signedInUser(t);
    const boris = await signedInUser(t);
    await follow(anna.client, me.user.nickName);
    await follow(boris.client, me.user.nickName);
    await follow(me.client, anna.user.nickName); // my own action: nothing for me
    await deliver();
    const [group, ...rest] = await groups(me.client);
    expect(rest).toEqual([]);
    expect(summary(group!)).toEqual({
      type: 'follow',
      target: 'user',
      count: 2,
      actors: [boris.user.nickName, anna.user.nickName],
      read: 'N',
    });
    expect(group!.Target).toEqual({
      Type: 'user',
      Id: me.user.id,
      Title: null,
      FileType: null,
      Link: '/friendlist',
    });
    expect(group!.Actors[0]).toMatchObject({ UserId: boris.user.id, MeFlag: 'N', DemoFlag: 'N' });
    expect(await unread(me.client)).toBe(1);
    // Anna got "me" following her.
    expect((await groups(anna.client)).map(summary)).toEqual([
      { type: 'follow', target: 'user', count: 1, actors: [me.user.nickName], read: 'N' },
    ]);

    await unfollow(boris.client, me.user.nickName);
    await deliver();
    expect((await groups(me.client)).map((g) => g.ActorCount)).toEqual([1]);
    await unfollow(anna.client, me.user.nickName);
    await deliver();
    expect(await groups(me.client)).toEqual([]);
    expect(await unread(me.client)).toBe(0);

    // A repeated delivery adds nothing (at-least-once events).
    await follow(anna.client, me.user.nickName);
    await deliver();
    const action = {
      type: 'follow' as const,
      recipientId: me.user.id,
      actorId: anna.user.id,
      targetType: 'user' as const,
      targetId: me.user.id,
      causeId: me.user.id,
      at: new Date(),
    };
    await t.app.notifications.record(action);
    expect((await groups(me.client)).map((g) => g.ActorCount)).toEqual([1]);
    // After the window a new group starts.
    await t.app.notifications.record({
      ...action,
      actorId: boris.user.id,
      at: new Date(Date.now() + 25 * HOUR),
    });
    expect((await groups(me.client)).map((g) => g.ActorCount)).toEqual([1, 1]);
  });

  it('likes of a post and a file: grouped per target, the newest three cards, undone by unlike; not mine', async () => {
    const me = await signedInUser(t);
    const fans = await Promise.all([0, 1, 2, 3].map(() => signedInUser(t)));
    const postId = await postOf(me.client, 'Первая строка поста\nи вторая');
    for (const fan of fans) expect((await likePost(fan.client, postId)).statusCode).toBe(200);
    await likePost(me.client, postId);
    const image = await addImage(me.client);
    await fans[0]!.client.post('/api/user/setUserMediaLike', { fileId: image.FileId, likeFlag: 'Y' });
    await deliver();
    const [fileGroup, postGroup] = await groups(me.client);
    expect(summary(postGroup!)).toEqual({
      type: 'like',
      target: 'post',
      count: 4,
      actors: [fans[3]!, fans[2]!, fans[1]!].map((f) => f.user.nickName),
      read: 'N',
    });
    expect(postGroup!.Target).toEqual({
      Type: 'post',
      Id: postId,
      Title: 'Первая строка поста\nи вторая',
      FileType: null,
      Link: `/post/${postId}`,
    });
    expect(fileGroup!.Target).toMatchObject({
      Type: 'file',
      Id: image.FileId,
      Title: 'stage',
      FileType: 'Image',
    });
    expect(fileGroup!.Target.Link).toBe(`/media/${image.FileId}`);
    expect(await unread(me.client)).toBe(2);

    await likePost(fans[3]!.client, postId, 'N');
    await deliver();
    const after = (await groups(me.client)).find((g) => g.Target.Id === postId)!;
    expect(summary(after).count).toBe(3);
    expect(summary(after).actors).toEqual([fans[2]!, fans[1]!, fans[0]!].map((f) => f.user.nickName));
  });

  it('comments and replies: the owner and the replied-to author, each once; deleting the comment takes them back', async () => {
    const me = await signedInUser(t);
    const anna = await signedInUser(t);
    const boris = await signedInUser(t);
    const postId = await postOf(me.client);
    const annaSays = await comment(anna.client, 'post', postId, 'Жду релиза!');
    const borisSays = await comment(boris.client, 'post', postId, 'И я', annaSays);
    await comment(me.client, 'post', postId, 'Спасибо', annaSays); // mine: nothing for me
    await deliver();
    expect((await groups(me.client)).map(summary)).toEqual([
      {
        type: 'comment',
        target: 'post',
        count: 2,
        actors: [boris.user.nickName, anna.user.nickName],
        read: 'N',
      },
    ]);
    const annaGroups = await groups(anna.client);
    expect(annaGroups.map(summary)).toEqual([
      {
        type: 'reply',
        target: 'comment',
        count: 2,
        actors: [me.user.nickName, boris.user.nickName],
        read: 'N',
      },
    ]);
    expect(annaGroups[0]!.Target).toEqual({
      Type: 'comment',
      Id: annaSays,
      Title: 'Жду релиза!',
      FileType: null,
      Link: `/post/${postId}?comment=${annaSays}`,
    });

    const removed = await boris.client.post('/api/user/processComment', {
      objectType: 'post',
      objectId: postId,
      operation: 'delete',
      commentId: borisSays,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await deliver();
    expect((await groups(me.client)).map((g) => g.ActorCount)).toEqual([1]);
    expect((await groups(anna.client)).map((g) => g.Actors.map((a) => a.NickName))).toEqual([
      [me.user.nickName],
    ]);

    // Deleting the post hides what is about it.
    const deleted = await me.client.post('/api/user/post/updateUserPost', {
      PostId: postId,
      DeletedFlag: 'Y',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await groups(me.client)).toEqual([]);
    expect(await unread(me.client)).toBe(0);
  });

  it('a scheduled post published by the job tells its author; one published at once does not', async () => {
    const me = await signedInUser(t);
    await postOf(me.client, 'Сразу');
    const at = new Date(Date.now() + 60_000);
    const postId = await postOf(me.client, 'Позже', { displayDT: at.toISOString() });
    await t.app.posts.publishDue(new Date(at.getTime() + 1000));
    await deliver();
    expect((await groups(me.client)).map(summary)).toEqual([
      { type: 'post_published', target: 'post', count: 1, actors: [me.user.nickName], read: 'N' },
    ]);
    expect((await groups(me.client))[0]!.Target.Id).toBe(postId);
  });

  it('an action of someone who has left since notifies no one and is not retried', async () => {
    const me = await signedInUser(t);
    const gone = await signedInUser(t);
    const follows = { type: 'follow' as const, targetType: 'user' as const, at: new Date() };
    await t.database.db.execute(sql`delete from users where id = ${gone.user.id}`);
    // Their follow of me, and mine of them, delivered after they left.
    const ofGone = { ...follows, actorId: gone.user.id, recipientId: me.user.id, targetId: me.user.id };
    await expect(t.app.notifications.record({ ...ofGone, causeId: me.user.id })).resolves.toBeUndefined();
    const toGone = { ...follows, actorId: me.user.id, recipientId: gone.user.id, targetId: gone.user.id };
    await expect(t.app.notifications.record({ ...toGone, causeId: gone.user.id })).resolves.toBeUndefined();
    expect(await groups(me.client)).toEqual([]);
  });

  it('per-type switches: off stops new ones of that type only', async () => {
    const me = await signedInUser(t);
    const anna = await signedInUser(t);
    const path = '/api/user/getNotificationSettings';
    const all = { FollowFlag: 'Y', LikeFlag: 'Y', CommentFlag: 'Y', ReplyFlag: 'Y', PostPublishedFlag: 'Y' };
    expect((await me.client.get(path)).json()).toEqual(all);
    const set = await me.client.post('/api/user/setNotificationSettings', { LikeFlag: 'N', Other: 'x' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ ...all, LikeFlag: 'N' });
    expect((await me.client.get(path)).json()).toEqual({ ...all, LikeFlag: 'N' });
    const postId = await postOf(me.client);
    await likePost(anna.client, postId);
    await follow(anna.client, me.user.nickName);
    await deliver();
    expect((await groups(me.client)).map((g) => g.type)).toEqual(['follow']);

    const bad = await me.client.post('/api/user/setNotificationSettings', { LikeFlag: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await me.client.get(path)).json()).toEqual({ ...all, LikeFlag: 'N' });
  });

  it('read one, read all; unread comes back with a new action; bad inputs are 4xx and change nothing', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const anna = await signedInUser(t);
    const postId = await postOf(me.client);
    await likePost(anna.client, postId);
    await follow(anna.client, me.user.nickName);
    await follow(me.client, other.user.nickName);
    await deliver();
    const [followGroup, likeGroup] = await groups(me.client);
    const read = (c: TestClient, body: unknown) => c.post('/api/user/setNotificationRead', body);

    expect((await read(me.client, { groupKey: 'abc' })).statusCode).toBe(400);
    expect((await read(me.client, { groupKey: UNKNOWN })).statusCode).toBe(404);
    const othersGroup = (await groups(other.client))[0]!.groupKey;
    const notMine = await read(me.client, { groupKey: othersGroup });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('NOTIFICATION_NOT_FOUND');
    expect(await unread(other.client)).toBe(1);
    expect((await read(t.client(), {})).statusCode).toBe(401);

    expect((await read(me.client, { groupKey: likeGroup!.groupKey })).json()).toEqual({
      UnreadNotifications: 1,
    });
    expect((await groups(me.client)).map((g) => g.ReadFlag)).toEqual(['N', 'Y']);
    expect((await read(me.client, {})).json()).toEqual({ UnreadNotifications: 0 });
    expect((await groups(me.client)).map((g) => g.ReadFlag)).toEqual(['Y', 'Y']);
    expect(followGroup!.type).toBe('follow');

    // A new like joins the read group: unread again, and first.
    const boris = await createUser(t);
    await t.app.likes.set({ id: boris.id }, { type: 'post', id: postId }, true);
    await deliver();
    expect((await groups(me.client)).map((g) => [g.type, g.ReadFlag, g.ActorCount])).toEqual([
      ['like', 'N', 2],
      ['follow', 'Y', 1],
    ]);
  });

  it('pages keyset by 20, newest first; visitors get 401; a bad cursor 400', async () => {
    const me = await signedInUser(t);
    const anna = await createUser(t);
    const base = Date.now() - 100 * 24 * HOUR;
    for (let i = 0; i < 23; i++)
      await t.app.notifications.record({
        type: 'follow',
        recipientId: me.user.id,
        actorId: anna.id,
        targetType: 'user',
        targetId: me.user.id,
        causeId: me.user.id,
        at: new Date(base + i * 25 * HOUR),
      });
    const first = await list(me.client);
    expect(first.ListOfNotifications).toHaveLength(20);
    expect(first.UnreadNotifications).toBe(23);
    const second = await list(me.client, first.nextCursor!);
    expect(second.ListOfNotifications).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const times = [...first.ListOfNotifications, ...second.ListOfNotifications].map((g) => g.LatestAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times).size).toBe(23);

    for (const path of [
      '/api/user/getNotificationList',
      '/api/user/getNotificationSettings',
      '/api/user/notificationStream',
    ])
      expect((await t.client().get(path)).statusCode, path).toBe(401);
    expect((await t.client().post('/api/user/setNotificationSettings', {})).statusCode).toBe(401);
    expect((await me.client.get('/api/user/getNotificationList?cursor=zzz')).statusCode).toBe(400);
    const stranger = await signedInUser(t);
    // Another person's cursor is refused.
    expect(
      (await stranger.client.get(`/api/user/getNotificationList?cursor=${first.nextCursor}`)).statusCode,
    ).toBe(400);
  });

  it('the page and the unread count use the indexes', async () => {
    const recipient = UNKNOWN;
    for (const [name, query] of [
      [
        'list',
        sql`select id from notification_groups where recipient_id = ${recipient} and actor_count > 0 order by latest_at desc, id desc limit 21`,
      ],
      [
        'unread',
        sql`select count(*) from notification_groups where recipient_id = ${recipient} and actor_count > 0 and not read`,
      ],
      [
        'replay',
        sql`select id from notification_groups where recipient_id = ${recipient} and seq > 5 order by seq`,
      ],
    ] as const)
      expect(await planOf(t, query), name).toMatch(/Index/);
  });
});
