import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicCache } from '../lib/public-cache.ts';
import {
  addImage,
  addTrack,
  buildTestAppWithFactories,
  createUser,
  registerTestRoutes,
  signedInUser,
} from '../test/factories.ts';
import {
  buildTestApp,
  eventually,
  openSameDatabase,
  servedFromCache,
  statementsDuring,
  type TestApp,
  type TestClient,
} from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

/** Counts the statements the app sends while `run` runs (drizzle's client: a pg Pool or PGlite). */

const profileOf = (c: TestClient, nick: string, headers?: Record<string, string>) =>
  c.get(`/api/user/getProfile/${encodeURIComponent(nick)}`, headers);

/** Waits for a condition a NOTIFY from elsewhere makes true (another process, a write outside a request). */

describe('cached public reads', () => {
  it('serves a visitor’s second read of a profile without a database query, with ETag and 304', async () => {
    const { user } = await signedInUser(t, { firstName: 'Вера' });
    const visitor = t.client();
    const first = await profileOf(visitor, user.nickName);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);

    let second: Awaited<ReturnType<typeof profileOf>> | undefined;
    await servedFromCache(t, async () => {
      second = await profileOf(visitor, user.nickName.toUpperCase());
    });
    expect(second!.body).toBe(first.body);
    expect(second!.headers.etag).toBe(first.headers.etag);
    expect(second!.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const again = await profileOf(visitor, user.nickName, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('sends a cached answer compressed once, in the encoding the reader accepts, with its own ETag', async () => {
    const { user } = await signedInUser(t, { firstName: 'Сжатая', aboutMe: 'Про себя. '.repeat(100) });
    const visitor = t.client();
    const plain = await profileOf(visitor, user.nickName);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding, Accept-Language');

    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const br = await profileOf(visitor, user.nickName, browser);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    const again = await profileOf(visitor, user.nickName, browser);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await profileOf(visitor, user.nickName, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // A header that names nothing we have, or is nonsense, gets the answer as it is.
    for (const header of ['identity', 'br;q=0, gzip;q=0', ';;q=abc,, \u0001', 'x'.repeat(8000)]) {
      const odd = await profileOf(visitor, user.nickName, { 'accept-encoding': header });
      expect(odd.statusCode).toBe(200);
      expect(odd.headers['content-encoding']).toBeUndefined();
      expect(odd.body).toBe(plain.body);
    }

    // What the client holds is this answer in any form: 304 for either tag.
    for (const etag of [br.headers.etag, plain.headers.etag] as string[]) {
      const fresh = await profileOf(visitor, user.nickName, { ...browser, 'if-none-match': etag });
      expect(fresh.statusCode).toBe(304);
    }
  });

  it('never gives a signed-in reader the visitors’ entry, nor a visitor theirs', async () => {
    const { user, client: owner } = await signedInUser(t);
    await owner.post('/api/user/updateUserContactInfo', { Telegram: 't.me/owner_here' });
    const visitor = t.client();
    expect((await profileOf(visitor, user.nickName)).json()).toMatchObject({
      OwnerFlag: 'N',
      ContactInfo: null,
    });
    const mine = await profileOf(owner, user.nickName);
    expect(mine.json()).toMatchObject({ OwnerFlag: 'Y', ContactInfo: { Telegram: '@owner_here' } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeDefined();
    expect(
      (await profileOf(owner, user.nickName, { 'if-none-match': mine.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await profileOf(visitor, user.nickName)).json()).toMatchObject({
      OwnerFlag: 'N',
      ContactInfo: null,
    });
  });

  it('a first visit that sets the XSRF cookie is not for shared caches', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ url: `/api/user/getProfile/${user.nickName}` });
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('each write a visitor would see makes the next read fresh', async () => {
    const { user, client: owner } = await signedInUser(t, { firstName: 'Old' });
    const visitor = t.client();
    const read = async () => (await profileOf(visitor, user.nickName)).json();
    expect((await read()).FirstName).toBe('Old');

    await owner.post('/api/user/updateUserInfo', { FirstName: 'New' });
    expect((await read()).FirstName).toBe('New');

    await owner.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    expect((await read()).ListOfTalants.map((x: { Code: string }) => x.Code)).toEqual(['MUS']);

    const service = await owner.post('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'INSTRUMENT_LESSONS',
      cost: 2000,
      unit: 'hour',
    });
    expect(service.statusCode, service.body).toBe(200);
    const priced = JSON.stringify(await read());
    expect(priced).toContain('2000');

    const image = (await addImage(owner)) as { FileId: string };
    await owner.post('/api/user/setUserAvatar', { photoId: image.FileId });
    expect((await read()).AvatarId).toBe(image.FileId);

    const fan = await signedInUser(t);
    await fan.client.post('/api/user/foolowAdd', { nickName: user.nickName });
    expect((await read()).Followers).toBe(1);

    // A write outside any request (an admin, a job, another process): the NOTIFY still comes.
    await t.app.db.execute(sql`update users set about_me = 'written elsewhere' where id = ${user.id}`);
    await eventually(async () => expect((await read()).AboutMe).toBe('written elsewhere'));

    // A rename: the old address is gone, the new one is fresh.
    await owner.post('/api/user/updateUserInfo', { NickName: `${user.nickName}x` });
    expect((await profileOf(visitor, user.nickName)).statusCode).toBe(404);
    expect((await profileOf(visitor, `${user.nickName}x`)).json().NickName).toBe(`${user.nickName}x`);
  });

  it('a file made private leaves the visitors’ cache; its page too', async () => {
    const { client: owner } = await signedInUser(t, { firstName: 'Lena' });
    const track = (await addTrack(owner, { PublicFlag: 'Y', Name: 'Song one' })) as { FileId: string };
    const visitor = t.client();
    const url = `/api/user/getUserFile?fileId=${track.FileId}`;
    expect((await visitor.get(url)).statusCode).toBe(200);
    expect((await visitor.get(`/media/${track.FileId}`)).body).toContain('Song one');
    await servedFromCache(t, () => visitor.get(`/media/${track.FileId}`));

    const sync = await owner.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: { File: [{ FileId: track.FileId, PublicFlag: 'N' }] },
      },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect((await visitor.get(url)).statusCode).toBe(404);
    expect((await visitor.get(`/media/${track.FileId}`)).body).not.toContain('Song one');
  });

  it('a post’s page follows its edits and deletion; a followers-only post is never cached for visitors', async () => {
    const { client: author } = await signedInUser(t);
    const created = await author.post('/api/user/post/createUserPost', {
      body: 'First words',
      type: 'Public',
    });
    expect(created.statusCode, created.body).toBe(200);
    const postId = created.json().PostId as string;
    const visitor = t.client();
    const page = () => visitor.get(`/post/${postId}`);
    expect((await page()).body).toContain('First words');
    await servedFromCache(t, page);

    const edited = await author.post('/api/user/post/updateUserPost', {
      PostId: postId,
      Body: 'Second words',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page()).body).toContain('Second words');

    await author.post('/api/user/post/updateUserPost', { PostId: postId, Type: 'Followers' });
    expect((await page()).body).not.toContain('Second words');
    expect(await statementsDuring(t, page)).toBeGreaterThan(0);

    await author.post('/api/user/post/updateUserPost', { PostId: postId, Type: 'Public' });
    expect((await page()).body).toContain('Second words');
    await author.post('/api/user/post/updateUserPost', { PostId: postId, DeletedFlag: 'Y' });
    expect((await page()).body).not.toContain('Second words');
  });

  it('a profile page’s HTML is cached and follows a rename of the person', async () => {
    const { user, client: owner } = await signedInUser(t, { firstName: 'Pagename' });
    const visitor = t.client();
    const page = () => visitor.get(`/@${user.nickName}`);
    const first = await page();
    expect(first.body).toContain('Pagename');
    expect(first.headers['cache-control']).toBe('no-cache');
    await servedFromCache(t, page);
    expect(
      (await visitor.get(`/@${user.nickName}`, { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
    await owner.post('/api/user/updateUserInfo', { FirstName: 'Renamed' });
    expect((await page()).body).toContain('Renamed');
  });

  it('people search pages are cached by the normalised request and dropped when a person changes', async () => {
    const visitor = t.client();
    const search = (body: unknown) => visitor.post('/api/search/executeUserSearch', body);
    const before = await search({ talantCode: 'MUS', q: '' });
    expect(before.statusCode, before.body).toBe(200);
    await servedFromCache(t, () => search({ talantCode: 'MUS' }));

    const { client } = await signedInUser(t, { firstName: 'Searchable' });
    await client.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    await eventually(async () =>
      expect((await search({ talantCode: 'MUS' })).json().rowNum).toBe(before.json().rowNum + 1),
    );
  });

  it('track and media search pages are cached for visitors and follow a new track, a like, a private file', async () => {
    const { client: owner } = await signedInUser(t, { firstName: 'Tracked' });
    const visitor = t.client();
    const tracks = (q: string) => visitor.post('/api/search/executeAudioSearch', { q });
    const media = (c: TestClient) => c.post('/api/search/executeMediaSearchV2', { fileType: 'Image' });
    const first = (await addTrack(owner, { PublicFlag: 'Y', Name: 'Кэшевая баллада' })) as { FileId: string };
    const found = async (q: string) =>
      (await tracks(q)).json().ListOfFiles.map((f: { FileId: string; Likes: number }) => [f.FileId, f.Likes]);
    expect(await found('Кэшевая')).toEqual([[first.FileId, 0]]);
    await servedFromCache(t, () => tracks('Кэшевая'));
    expect((await media(visitor)).statusCode).toBe(200);
    await servedFromCache(t, () => media(visitor));

    // A like shows its count at once; the liker's own answer (LikeFlag) is read for them.
    const fan = await signedInUser(t);
    await fan.client.post('/api/user/setUserMediaLike', { fileId: first.FileId, likeFlag: 'Y' });
    expect(await found('Кэшевая')).toEqual([[first.FileId, 1]]);
    const own = (await fan.client.post('/api/search/executeAudioSearch', { q: 'Кэшевая' })).json();
    expect(own.ListOfFiles[0].LikeFlag).toBe('Y');
    expect((await tracks('Кэшевая')).json().ListOfFiles[0].LikeFlag).toBe('N');

    // A new track is found; a track made private is not; so is a new photo.
    const second = (await addTrack(owner, { PublicFlag: 'Y', Name: 'Кэшевая вторая' })) as { FileId: string };
    expect((await found('Кэшевая')).map(([id]: [string]) => id)).toEqual([second.FileId, first.FileId]);
    await owner.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: { File: [{ FileId: first.FileId, PublicFlag: 'N' }] },
      },
    });
    expect((await found('Кэшевая')).map(([id]: [string]) => id)).toEqual([second.FileId]);
    const before = (await media(visitor)).json().rowNum;
    await addImage(owner, { PublicFlag: 'Y' });
    expect((await media(visitor)).json().rowNum).toBe(before + 1);
  });
});

describe('a person’s posts and a thread, as visitors see them', () => {
  const postsOf = (c: TestClient, nickName: string) => c.post('/api/user/post/getUserPostList', { nickName });
  const threadOf = (c: TestClient, objectId: string) =>
    c.post('/api/glossary/getCommentList', { objectId, objectType: 'post' });

  it('a post list is cached and follows a new post, an edit, a like and a rename', async () => {
    const author = await signedInUser(t, { firstName: 'Poster' });
    const visitor = t.client();
    const first = (await author.client.post('/api/user/post/createUserPost', { body: 'первый' })).json();
    expect((await postsOf(visitor, author.user.nickName)).json().ListOfPosts).toHaveLength(1);
    await servedFromCache(t, () => postsOf(visitor, author.user.nickName));

    await author.client.post('/api/user/post/createUserPost', { body: 'второй' });
    await eventually(async () =>
      expect(
        (await postsOf(visitor, author.user.nickName))
          .json()
          .ListOfPosts.map((p: { Body: string }) => p.Body),
      ).toEqual(['второй', 'первый']),
    );
    const edited = await author.client.post('/api/user/post/updateUserPost', {
      PostId: first.PostId,
      Body: 'первый, правка',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await eventually(async () =>
      expect((await postsOf(visitor, author.user.nickName)).json().ListOfPosts[1].Body).toBe(
        'первый, правка',
      ),
    );
    const fan = await signedInUser(t);
    await fan.client.post('/api/user/post/setUserPostLike', { postId: first.PostId, likeFlag: 'Y' });
    await eventually(async () =>
      expect((await postsOf(visitor, author.user.nickName)).json().ListOfPosts[1].Likes).toBe(1),
    );
    await author.client.post('/api/user/updateUserInfo', { FirstName: 'Renamed' });
    await eventually(async () =>
      expect((await postsOf(visitor, author.user.nickName)).json().ListOfPosts[0].Author.FirstName).toBe(
        'Renamed',
      ),
    );
    // A signed-in reader's answer is their own (LikeFlag): never the visitors' entry.
    const mine = (await postsOf(fan.client, author.user.nickName)).json();
    expect(mine.ListOfPosts[1].LikeFlag).toBe('Y');
    expect((await postsOf(visitor, author.user.nickName)).json().ListOfPosts[1].LikeFlag).toBe('N');
  });

  it('a thread is cached and follows a new comment, an edit, a removal, a like and the post going private', async () => {
    const author = await signedInUser(t);
    const anna = await signedInUser(t, { firstName: 'Anna' });
    const post = (await author.client.post('/api/user/post/createUserPost', { body: 'обсудим' })).json();
    const on = { objectId: post.PostId, objectType: 'post' };
    const say = (body: Record<string, unknown>) =>
      anna.client.post('/api/user/processComment', { ...on, ...body });
    const visitor = t.client();
    expect((await threadOf(visitor, post.PostId)).json().commentNum).toBe(0);
    await servedFromCache(t, () => threadOf(visitor, post.PostId));

    const added = (await say({ operation: 'add', message: 'Привет' })).json().Comment;
    await eventually(async () => expect((await threadOf(visitor, post.PostId)).json().commentNum).toBe(1));
    await say({ operation: 'edit', commentId: added.CommentId, message: 'Привет!' });
    await eventually(async () =>
      expect((await threadOf(visitor, post.PostId)).json().ListOfComments[0].Message).toBe('Привет!'),
    );
    await author.client.post('/api/user/setCommentLike', { commentId: added.CommentId, likeFlag: 'Y' });
    await eventually(async () =>
      expect((await threadOf(visitor, post.PostId)).json().ListOfComments[0].Likes).toBe(1),
    );
    await say({ operation: 'delete', commentId: added.CommentId });
    await eventually(async () => expect((await threadOf(visitor, post.PostId)).json().commentNum).toBe(0));
    await author.client.post('/api/user/post/updateUserPost', { PostId: post.PostId, Type: 'Private' });
    await eventually(async () => expect((await threadOf(visitor, post.PostId)).statusCode).toBe(404));
  });
});

describe('a reader’s own feed', () => {
  const feedOf = async (c: TestClient) => {
    const res = await c.post('/api/user/post/getFeed', {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { ListOfPosts: { Body: string; LikeFlag: string; Likes: number }[] };
  };
  const post = (c: TestClient, body: string) => c.post('/api/user/post/createUserPost', { body });

  it('is kept for that reader alone and goes when someone they follow posts, or they like or follow', async () => {
    const author = await signedInUser(t);
    const stranger = await signedInUser(t);
    const [anna, boris] = [await signedInUser(t), await signedInUser(t)];
    for (const reader of [anna, boris])
      await reader.client.post('/api/user/foolowAdd', { nickName: author.user.nickName });
    const first = (await post(author.client, 'первый')).json();

    expect((await feedOf(anna.client)).ListOfPosts.map((p) => p.Body)).toEqual(['первый']);
    // The second read is Anna's cached page with her cached session: no statement at all; a
    // stranger's post is nothing her feed shows.
    await post(stranger.client, 'чужой');
    await servedFromCache(t, () => feedOf(anna.client));

    // Someone she follows posts: the next read is fresh.
    await post(author.client, 'второй');
    await eventually(async () =>
      expect((await feedOf(anna.client)).ListOfPosts.map((p) => p.Body)).toEqual(['второй', 'первый']),
    );
    // Her like shows on her next read (her write waits for its own NOTIFY); never on Boris's.
    await anna.client.post('/api/user/post/setUserPostLike', { postId: first.PostId, likeFlag: 'Y' });
    expect((await feedOf(anna.client)).ListOfPosts[1]).toMatchObject({ LikeFlag: 'Y', Likes: 1 });
    await eventually(async () =>
      expect((await feedOf(boris.client)).ListOfPosts[1]).toMatchObject({ LikeFlag: 'N', Likes: 1 }),
    );
    // Following the stranger brings their posts in at once.
    await anna.client.post('/api/user/foolowAdd', { nickName: stranger.user.nickName });
    expect((await feedOf(anna.client)).ListOfPosts.map((p) => p.Body)).toContain('чужой');
  });
});

/**
 * Holds the visitors' profile reads (the service's, `viewer` null) after they have read, until
 * `release()`: a read stays under way while the test does something else.
 */
function holdVisitorProfileReads() {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  const original = t.app.profiles.profile;
  const spy = vi.spyOn(t.app.profiles, 'profile').mockImplementation(async (...args) => {
    const record = await original(...args);
    if (args[1] === null) await held; // a write answers with the profile too: not held
    return record;
  });
  return { spy, release };
}

describe('the race guard', () => {
  it('a read that started before an invalidation of its tags does not store its answer', () => {
    const cache = new PublicCache({ max: 10, ttlMs: 60_000 });
    const answer = { body: Buffer.from('{}'), etag: '"x"', contentType: 'application/json', encoded: {} };
    const started = cache.now();
    cache.invalidate('user:1');
    expect(cache.set('a', answer, ['user:1'], started)).toBe(false);
    expect(cache.set('b', answer, ['user:2'], started)).toBe(true);
    const later = cache.now();
    cache.invalidate('*');
    expect(cache.set('c', answer, ['user:2'], later)).toBe(false);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.set('d', answer, [], cache.now())).toBe(false);
  });

  it('misses of one key at once share one read; one after an invalidation reads anew', async () => {
    const { user } = await signedInUser(t, { firstName: 'Толпа' });
    const { spy, release } = holdVisitorProfileReads();
    try {
      const crowd = Array.from({ length: 6 }, () => profileOf(t.client(), user.nickName));
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
      // Something else changed meanwhile: the read under way may be stale for a request from now on.
      t.app.publicCache.cache.invalidate('user:someone-else');
      const late = profileOf(t.client(), user.nickName);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
      release();
      const answers = await Promise.all([...crowd, late]);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(7).fill(200));
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('a read that fails fails every request that joined it, and the next one reads again', async () => {
    const { user } = await signedInUser(t, { firstName: 'Сбой' });
    let fail!: () => void;
    const failing = new Promise<void>((_resolve, reject) => {
      fail = () => reject(new Error('the database went away'));
    });
    const spy = vi.spyOn(t.app.profiles, 'profile').mockImplementationOnce(async () => {
      await failing;
      throw new Error('unreachable');
    });
    try {
      const crowd = Array.from({ length: 3 }, () => profileOf(t.client(), user.nickName));
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
      fail();
      expect((await Promise.all(crowd)).map((r) => r.statusCode)).toEqual([500, 500, 500]);
    } finally {
      spy.mockRestore();
    }
    const next = await profileOf(t.client(), user.nickName);
    expect(next.statusCode).toBe(200);
    expect(next.json().FirstName).toBe('Сбой');
  });

  it('a profile read in flight while a write commits is not stored stale', async () => {
    const { user, client: owner } = await signedInUser(t, { firstName: 'Before' });
    const visitor = t.client();
    // The read takes its snapshot, then the write commits and its NOTIFY arrives, then the read ends.
    const { spy, release } = holdVisitorProfileReads();
    try {
      const reading = profileOf(visitor, user.nickName);
      await new Promise((r) => setTimeout(r, 50));
      await owner.post('/api/user/updateUserInfo', { FirstName: 'After' });
      await new Promise((r) => setTimeout(r, 200)); // the write's NOTIFY has come by now
      release();
      expect((await reading).json().FirstName).toBe('Before');
    } finally {
      spy.mockRestore();
    }
    expect((await profileOf(visitor, user.nickName)).json().FirstName).toBe('After');
  });
});

describe('two processes on one PostgreSQL database', () => {
  it('a write through one drops the other’s cached entry within a second', async () => {
    const second = await openSameDatabase(t);
    if (!second) return; // PGlite: one process owns the database
    const other = await buildTestApp({}, registerTestRoutes, { database: second });
    try {
      const { user, client: owner } = await signedInUser(t, { firstName: 'One' });
      const visitorB = other.client();
      expect((await profileOf(visitorB, user.nickName)).json().FirstName).toBe('One');
      // The sign-up's own NOTIFYs may reach B during its first read, which then stores nothing (the
      // race guard): B serves the profile from its cache once they have all arrived. Setup, not the
      // promise under test: on a loaded machine (CI's, load 10) that took over a second.
      await servedFromCache(other, () => profileOf(visitorB, user.nickName));
      await owner.post('/api/user/updateUserInfo', { FirstName: 'Two' });
      // Milliseconds on a quiet machine; CI's loaded PostgreSQL run (load 10, both apps on one event
      // loop) once took over a second, so the bound here is 5 s.
      await eventually(
        async () => expect((await profileOf(visitorB, user.nickName)).json().FirstName).toBe('Two'),
        5000,
      );
    } finally {
      await other.close();
      await second.close();
    }
  });
});
