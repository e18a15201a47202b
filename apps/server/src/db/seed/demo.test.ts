import { readdirSync } from 'node:fs';
import path from 'node:path';
import { decodePeaks, type FileRecord, type Profile } from '@talanty/contract';
import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';
import {
  comments,
  files,
  followCounts,
  follows,
  likeCounts,
  likes,
  posts,
  uploads,
  users,
} from '../schema/index.ts';
import { DEMO_PASSWORD_HASH } from './accounts.ts';
import { loadCatalog } from './catalog.ts';
import { seedDemo } from './demo.ts';
import { followingTarget, popularity } from './follows.ts';
import { MEDIA_PEOPLE, PEAKS, planMedia } from './media.ts';
import { generatePerson } from './people.ts';
import { GENRES, MAX_SECONDS, MIN_SECONDS } from './pieces.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

const demoUsers = () => t.app.db.select().from(users).where(eq(users.isDemo, true));
const fileList = async (
  c: TestClient,
  nick: string,
  type: 'Audio' | 'Image' | 'Video',
): Promise<FileRecord[]> => {
  const res = await c.get(`/api/user/getUserFileList?type=${type}&nickName=${encodeURIComponent(nick)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outIO.ListOfUserFileList.File;
};
const AVATAR_NAMES = ['Фото профиля', 'Profile photo'];
const rowCount = async (table: typeof files | typeof uploads) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;
/** Every object the local storage holds (DATA_DIR/media/<prefix>/<key>). */
const storedObjects = () =>
  readdirSync(path.join(t.dataDir, 'media'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes(`${path.sep}.tmp`))
    .map((e) => e.name)
    .sort();
/** The keys the uploads rows name (main object and its sizes). */
const uploadKeys = async () =>
  (await t.app.db.select().from(uploads))
    .flatMap((u) => [u.key, ...Object.values(u.variants).map((v) => v.key)])
    .sort();

const profileOf = async (c: TestClient, nick: string): Promise<Profile> => {
  const res = await c.get(`/api/user/getProfile/${encodeURIComponent(nick)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

// Each seeding renders minute-long pieces: generous time on a shared machine.
describe('npm run seed:demo', { timeout: 180_000 }, () => {
  it('creates complete profiles through the services, marked demo, that nobody can sign in as', async () => {
    const real = await createUser(t, { nickName: 'real.person' });
    const { client: reader } = await signedInUser(t);
    const result = await seedDemo(t.app, { count: 5 });
    expect(result).toMatchObject({ existing: 0, created: 5, removed: 0 });

    const rows = await demoUsers();
    expect(rows).toHaveLength(5);
    let withAvatar = 0;
    for (const u of rows) {
      expect(u.email).toMatch(/^demo-\d{4}@demo\.talanty\.invalid$/);
      expect(u.passwordHash).toBe(DEMO_PASSWORD_HASH);

      const p = await profileOf(reader, u.nickName);
      expect(p.DemoFlag).toBe('Y');
      expect(p.FirstName && p.LastName && p.AboutMe).toBeTruthy();
      expect(p.Age).toBeGreaterThanOrEqual(16);
      expect(p.Age).toBeLessThanOrEqual(70);
      expect(['M', 'F']).toContain(p.Sex);
      expect(p.Location.CityName && p.Location.CountryName).toBeTruthy();
      expect(p.ListOfTalants.length).toBeGreaterThanOrEqual(1);
      expect(p.ListOfTalants.length).toBeLessThanOrEqual(3);
      for (const talent of p.ListOfTalants) {
        expect(talent.About, talent.Code).toBeTruthy();
        // The field matrix held: tools only where the talent has a tools field, styles only where it shows them.
        if (talent.ToolFieldKind === null) expect(talent.ListOfTool).toEqual([]);
        if (talent.ShowStyleFlag === 'N') expect(talent.ListOfStyle).toEqual([]);
      }
      const services = p.ListOfTalants.flatMap((x) => x.ListOfTalantService);
      expect(services.length).toBeGreaterThanOrEqual(1);
      expect(services.length).toBeLessThanOrEqual(4);
      for (const s of services) {
        if (s.costByAgreeFlag === 'Y') expect([s.cost, s.unit]).toEqual([null, null]);
        else expect(s.cost! % 100).toBe(0);
      }
      if (p.ContactsState === 'SHOWN') expect(p.ContactInfo?.Email).toMatch(/@example\.com$/);
      else expect(p.ContactsState).toBe('HIDDEN');
      if (p.Avatar) {
        withAvatar++;
        // The avatar went through storage: a visitor gets its bytes as WebP.
        expect(p.Avatar).toMatch(/^\/files\//);
        const img = await t.client().get(p.Avatar);
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/webp');
      }

      const login = await t.client().request({
        method: 'POST',
        url: '/login',
        form: { username: u.email, password: 'any-password-at-all' },
      });
      expect(login.statusCode).toBe(401);
    }
    expect(withAvatar).toBe(result.avatars);
    expect((await t.app.db.select().from(users).where(eq(users.id, real.id))).length).toBe(1);
  });

  it('gives music makers generated tracks with peaks, duration and covers, and some people photos', async () => {
    const reader = t.client();
    const tracks: FileRecord[] = [];
    const photos: FileRecord[] = [];
    for (const u of await demoUsers()) {
      const p = await profileOf(reader, u.nickName);
      const talents = new Map(p.ListOfTalants.map((x) => [x.Code, x]));
      const ownStyles = new Set(p.ListOfTalants.flatMap((x) => x.ListOfStyle.map((s) => s.Code)));
      for (const f of await fileList(reader, u.nickName, 'Audio')) {
        tracks.push(f);
        // One talent of the owner's; its styles are the owner's (a DJ's own, never somebody else's salsa).
        expect(f.ListOfTalants).toHaveLength(1);
        const talent = talents.get(f.ListOfTalants[0]!.Code);
        expect(talent, f.Name).toBeTruthy();
        const talentStyles = talent!.ListOfStyle.map((s) => s.Code);
        for (const style of f.ListOfStyles.map((s) => s.Code)) {
          expect(ownStyles).toContain(style);
          if (talentStyles.length) expect(talentStyles).toContain(style);
        }
        for (const tool of f.ListOfTools.map((x) => x.Code))
          expect(talent!.ListOfTool.map((x) => x.Code)).toContain(tool);
      }
      photos.push(
        ...(await fileList(reader, u.nickName, 'Image')).filter((f) => !AVATAR_NAMES.includes(f.Name)),
      );
    }
    // A person's media plan is a function of their index: among the first five, two have tracks and two photos.
    expect(tracks.length).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);
    const covered = tracks.filter((f) => f.LogoId);
    expect(covered.length).toBeGreaterThan(0);
    for (const f of tracks) {
      expect(f.MimeType).toBe('audio/wav');
      expect(f.Name).toBeTruthy();
      expect(f.Description).toMatch(/Демо-запись|Demo recording/);
      expect(f.Duration).toBeGreaterThanOrEqual(MIN_SECONDS);
      expect(f.Duration).toBeLessThanOrEqual(MAX_SECONDS + 5);
      // 16-bit mono at 22.05 kHz: about 44 KB a second.
      expect(f.FileSize).toBeLessThan((MAX_SECONDS + 5) * 44_100 + 1024);
      const peaks = decodePeaks(f.Peaks!);
      expect(peaks).toHaveLength(PEAKS);
      expect(Math.max(...peaks)).toBe(1);
      expect(f.FileDate).toBeTruthy();
      if (f.LogoId) expect(f.CoverSizes?.Square512).toBeTruthy();
      else expect(f.CoverSizes).toBeNull();
    }
    for (const f of photos) {
      expect(f.Description).toMatch(/Демо-изображение|Demo picture/);
      expect([f.Width, f.Height].sort()).toEqual([1067, 1600]);
    }

    // A visitor seeks in a track: a byte range of the stored WAV.
    const track = tracks[0]!;
    const head = await t.client().get(track.FileFullURL, { range: 'bytes=0-11' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(head.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(head.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // The cover's square goes to everyone too.
    const cover = await t.client().get(covered[0]!.CoverSizes!.Square512);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('saves demo video links as links, without details nobody fetched', async () => {
    const reader = t.client();
    const videos: FileRecord[] = [];
    for (const u of await demoUsers()) videos.push(...(await fileList(reader, u.nickName, 'Video')));
    // Among the first five people one has video links (a function of the index).
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(['YouTube', 'VK']).toContain(v.hostingService);
      expect(v.FileFullURL).toMatch(
        /^https:\/\/(www\.youtube\.com\/(watch\?v=|shorts\/)demo-[A-Za-z0-9]{6}|vk\.com\/(video|clip)-9\d{9}_\d+)$/,
      );
      expect(v.Description).toMatch(/Демо-видео|Demo video/);
      expect(v.Name).toBeTruthy();
      // Nothing pretends to come from the platform: no thumbnail, no duration.
      expect(v.LogoURL).toBeNull();
      expect(v.Duration).toBeNull();
    }
  });

  it('has demo people like each other’s media, with a long tail', async () => {
    const [{ n }] = (await t.app.db.select({ n: count() }).from(likes)) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    const liked = await t.app.db
      .select({ id: files.id, ownerId: files.ownerId, count: likeCounts.count })
      .from(likeCounts)
      .innerJoin(files, and(eq(likeCounts.objectType, 'file'), eq(likeCounts.objectId, files.id)))
      .where(gt(likeCounts.count, 0));
    expect(liked.length).toBeGreaterThan(0);
    for (const f of liked) {
      const [{ rows }] = (await t.app.db
        .select({ rows: count() })
        .from(likes)
        .where(and(eq(likes.objectType, 'file'), eq(likes.objectId, f.id)))) as [{ rows: number }];
      expect(rows).toBe(f.count);
      // Nobody likes their own file here.
      const own = await t.app.db
        .select()
        .from(likes)
        .where(and(eq(likes.objectId, f.id), eq(likes.userId, f.ownerId)));
      expect(own).toEqual([]);
    }
  });

  it('has demo people post their media and text, a few scheduled, with likes and threads with replies', async () => {
    const all = await t.app.db.select().from(posts);
    const demo = new Set((await demoUsers()).map((u) => u.id));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => demo.has(p.authorId))).toBe(true);
    expect(all.some((p) => p.fileIds.length > 0)).toBe(true);
    const published = all.filter((p) => p.status === 'Published');
    expect(published.length).toBeGreaterThan(0);
    // Some text posts are for followers only, and nobody reacted to them before following.
    const followersOnly = published.filter((p) => p.type === 'Followers');
    const reacted = await t.app.db.select().from(likes);
    expect(reacted.filter((l) => followersOnly.some((p) => p.id === l.objectId))).toEqual([]);
    // Spread over the past, not all at the moment of the run.
    expect(new Set(published.map((p) => p.displayAt.toISOString().slice(0, 10))).size).toBeGreaterThan(1);
    for (const p of all.filter((x) => x.status === 'Sheduled'))
      expect(p.displayAt.getTime()).toBeGreaterThan(Date.now());
    const thread = await t.app.db.select().from(comments);
    expect(thread.every((c) => c.objectType === 'post')).toBe(true);
    // A reply's time is after its parent's.
    const byId = new Map(thread.map((c) => [c.id, c]));
    for (const c of thread.filter((x) => x.parentId))
      expect(c.createdAt.getTime()).toBeGreaterThanOrEqual(byId.get(c.parentId!)!.createdAt.getTime());
  });

  it('has demo people follow each other: no one themselves, counts matching the rows, a few popular', async () => {
    const rows = await t.app.db.select().from(follows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.followerId === r.followeeId)).toEqual([]);
    const counts = await t.app.db.select().from(followCounts);
    for (const c of counts) {
      expect(c.followers).toBe(rows.filter((r) => r.followeeId === c.userId).length);
      expect(c.following).toBe(rows.filter((r) => r.followerId === c.userId).length);
    }
    // Popularity is skewed: the weights' tail is long, and media makers draw more.
    const weights = Array.from({ length: 300 }, (_, i) => popularity(i)).sort((a, b) => b - a);
    expect(weights[2]! / weights[150]!).toBeGreaterThan(20);
    expect(followingTarget(0, 299)).toBeGreaterThanOrEqual(1);
  });

  it('plans at least one distinct piece per person over the first 60, each in a genre its tags stand for', async () => {
    const catalog = await loadCatalog(t.app);
    const today = new Date('2026-06-01T00:00:00Z');
    const pieces = new Set<string>();
    for (let index = 0; index < MEDIA_PEOPLE; index++) {
      const p = generatePerson(index, catalog, today);
      const plan = planMedia(p, catalog, today);
      expect(planMedia(p, catalog, today)).toEqual(plan);
      for (const track of plan.tracks) {
        pieces.add(`${track.genre}:${track.seed}`);
        const talent = p.talents.find((x) => x.code === track.talents[0]);
        expect(talent).toBeTruthy();
        const genre = GENRES.find((g) => g.name === track.genre)!;
        for (const style of track.styles) {
          expect(genre.styles).toContain(style);
          expect(p.talents.flatMap((x) => x.styles)).toContain(style);
        }
        if (talent!.code === 'DJ' && !talent!.styles.includes('SALSA')) expect(track.genre).not.toBe('salsa');
      }
    }
    expect(pieces.size).toBeGreaterThanOrEqual(MEDIA_PEOPLE);
  });

  it('adds nothing when the demo set exists, tops it up with new people, and replaces a half-built one', async () => {
    const before = { files: await rowCount(files), uploads: await rowCount(uploads), bytes: storedObjects() };
    const again = await seedDemo(t.app, { count: 5 });
    expect(again).toMatchObject({
      existing: 5,
      created: 0,
      removed: 0,
      tracks: 0,
      photos: 0,
      videos: 0,
      likes: 0,
      posts: 0,
      comments: 0,
      follows: 0,
    });
    expect(await demoUsers()).toHaveLength(5);
    expect({
      files: await rowCount(files),
      uploads: await rowCount(uploads),
      bytes: storedObjects(),
    }).toEqual(before);

    const [victim] = await demoUsers();
    await t.app.profiles.setCfg(victim!.id, { MasterIsFullFlag: 'N' });
    const more = await seedDemo(t.app, { count: 6 });
    expect(more).toMatchObject({ existing: 4, created: 2, removed: 1 });
    const rows = await demoUsers();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.email)).size).toBe(6);
  });

  it('--reset removes every demo account with its files and leaves real accounts alone', async () => {
    const demoIds = (await demoUsers()).map((u) => u.id);
    const reset = await seedDemo(t.app, { count: 2, reset: true });
    expect(reset).toMatchObject({ removed: 6, created: 2 });
    const rows = await demoUsers();
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => demoIds.includes(r.id))).toBe(false);
    // What is left is the new set's: its avatars, tracks with their covers, photos; and the bytes of exactly those.
    expect(await rowCount(files)).toBe(reset.avatars + reset.tracks + reset.photos + reset.videos);
    const [liked] = await t.app.db.select({ n: count() }).from(likes);
    expect(liked!.n).toBe(reset.likes + reset.postLikes);
    const [followed] = await t.app.db.select({ n: count() }).from(follows);
    expect(followed!.n).toBe(reset.follows);
    // The removed accounts' follows came off the counts of those who stay.
    const counts = await t.app.db.select().from(followCounts);
    expect(counts.reduce((n, c) => n + c.followers, 0)).toBe(reset.follows);
    const [covers] = await t.app.db.select({ n: count() }).from(files).where(isNotNull(files.logoUploadId));
    expect(await rowCount(uploads)).toBe(reset.avatars + reset.tracks + reset.photos + covers!.n);
    expect(storedObjects()).toEqual(await uploadKeys());
    expect((await t.app.db.select().from(users).where(eq(users.nickName, 'real.person'))).length).toBe(1);
  });
});
