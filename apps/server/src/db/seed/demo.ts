import { Readable } from 'node:stream';
import {
  addUserFileBodySchema,
  cfgParamsSchema,
  contactInfoSchema,
  privacySchema,
  serviceInputSchema,
  setHeaderSchema,
  syncTalentSchema,
  updateUserInfoSchema,
} from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { demoAccounts, insertDemoUsers, takenNickNames } from './accounts.ts';
import { renderAvatar } from './avatar.ts';
import { loadCatalog } from './catalog.ts';
import { addDemoFollows } from './follows.ts';
import { addDemoLikes } from './likes.ts';
import { type MediaAdded, mediaMaker, planMedia } from './media.ts';
import { contactsFor, demoEmail, generatePerson } from './people.ts';
import { addDemoSocial } from './social.ts';
import type { DemoPerson } from './types.ts';

export const DEFAULT_DEMO_COUNT = 300;

export type SeedOptions = {
  /** How many demo profiles the database should hold (300). */
  count?: number;
  /** Remove every demo account and its files first. */
  reset?: boolean;
  /** Profiles built at once: image work runs on sharp's threads while the database serves the next. */
  concurrency?: number;
  /** Generate and upload avatars (true); off only to measure the rest. */
  avatars?: boolean;
  /** Demo tracks and photos for the first people, video links, likes, posts and comments (true); off only to measure the rest. */
  media?: boolean;
  log?: (message: string) => void;
};

export type SeedResult = {
  /** Complete demo profiles found before adding. */
  existing: number;
  created: number;
  /** Demo accounts removed (by `reset`, or left half-built by an interrupted run). */
  removed: number;
  avatars: number;
  /** Demo tracks, photos and video links added. */
  tracks: number;
  photos: number;
  videos: number;
  /** Likes demo people gave each other's files in this run. */
  likes: number;
  /** Posts (of which scheduled), likes of posts and comments added in this run. */
  posts: number;
  scheduled: number;
  postLikes: number;
  comments: number;
  /** Follows between demo people added in this run. */
  follows: number;
  ms: number;
};

/** Runs `task` over `items` with at most `limit` at once; the first failure stops new work and is thrown. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure;
}

/** Removes demo accounts with their files and bytes (uploads first, then the rows cascade from users). */
async function removeAccounts(app: FastifyInstance, ids: string[]): Promise<number> {
  let removed = 0;
  await pool(ids, 4, async (id) => {
    await app.files.uploads.purgeOwner(id);
    // Through the users module: the follows module takes the account off everyone's counts
    // (real people who followed a demo profile among them).
    if (await app.db.transaction((tx) => app.users.remove(id, tx))) removed++;
  });
  return removed;
}

/** Every demo account, its files and its bytes. Real accounts are never touched. */
export async function removeDemo(app: FastifyInstance): Promise<number> {
  return removeAccounts(
    app,
    (await demoAccounts(app.db)).map((a) => a.id),
  );
}

/**
 * Fills a profile through the same services (and the same contract validation) as the pages'
 * calls: personal data and city, contacts, privacy, talents with tools, styles and priced
 * services, header colour. `finishProfile` adds the avatar and the onboarding flags last: a demo
 * profile without `MasterIsFullFlag` is a half-built one and the next run replaces it.
 */
async function buildProfile(app: FastifyInstance, userId: string, p: DemoPerson): Promise<void> {
  const lang = p.locale;
  await app.profiles.updateUserInfo(
    userId,
    updateUserInfoSchema.parse({
      FirstName: p.firstName,
      LastName: p.lastName,
      BirthDate: p.birthDate,
      Sex: p.sex,
      AboutMe: p.aboutMe,
      TripFlag: p.tripFlag ? 'Y' : 'N',
      RemoteFlag: p.remoteFlag ? 'Y' : 'N',
      CityCode: p.cityCode,
    }),
  );
  await app.profiles.updateContactInfo(
    userId,
    contactInfoSchema.parse(contactsFor(p.nickName, p.contactKinds)),
  );
  if (p.contactsHidden)
    await app.profiles.setPrivacy(userId, privacySchema.parse({ ContactsVisibility: 'NOBODY' }));

  for (const t of p.talents) {
    await app.talents.add(userId, t.code, lang);
    await app.talents.sync(
      userId,
      syncTalentSchema.parse({
        Code: t.code,
        CreativeName: t.creativeName,
        About: t.about,
        ...(t.tools.length ? { ListOfTool: t.tools.map((Code) => ({ Code })) } : {}),
        ...(t.styles.length ? { ListOfStyle: t.styles.map((Code) => ({ Code })) } : {}),
      }),
      lang,
    );
    for (const s of t.services) {
      await app.talents.addService(
        userId,
        serviceInputSchema.parse({
          talantCode: t.code,
          serviceCode: s.serviceCode,
          cost: s.cost,
          unit: s.unit,
          costByAgreeFlag: s.byAgreement ? 'Y' : 'N',
        }),
        lang,
      );
    }
  }

  if (p.headerColor) {
    const header = setHeaderSchema.parse({ color: p.headerColor });
    await app.profiles.setHeader(userId, header.color ?? null, null);
  }
}

/**
 * The second pass: the avatar (rendered, uploaded through storage, added as a file, set), the demo
 * tracks and photos (media.ts), then the onboarding flags. Kept apart from the database-heavy
 * first pass, because PGlite's queries hold the event loop that sharp's threads need between
 * steps: this way the images get both cores. (Starting the media beside the first pass was tried:
 * no faster, for the same reason.)
 */
async function finishProfile(
  app: FastifyInstance,
  userId: string,
  p: DemoPerson,
  withAvatar: boolean,
  media: (() => Promise<MediaAdded>) | undefined,
): Promise<{ avatar: boolean } & MediaAdded> {
  const lang = p.locale;
  let avatar = false;
  if (p.avatar && withAvatar) {
    const png = await renderAvatar(p.avatar);
    const stored = await app.files.uploads.upload(userId, Readable.from([png]), {
      filename: 'avatar.png',
      mimetype: 'image/png',
    });
    const file = await app.files.addUserFile(
      { id: userId },
      addUserFileBodySchema.parse({
        FileType: 'Image',
        uploadId: stored.uploadId,
        Name: lang === 'ru' ? 'Фото профиля' : 'Profile photo',
      }),
      lang,
    );
    await app.profiles.setAvatar(userId, file.FileId);
    avatar = true;
  }
  const added = media ? await media() : { tracks: 0, photos: 0, videos: 0 };
  await app.profiles.setCfg(
    userId,
    cfgParamsSchema.parse({
      AvatarNeonFrameFlag: p.neonFrame ? 'Y' : 'N',
      MasterIsFullFlag: 'Y',
      MasterLastSetStep: 'DONE',
      MasterLastAddedTalentCode: p.talents.at(-1)?.code,
    }),
  );
  return { avatar, ...added };
}

/** Gives each person a free nickname: theirs if nobody has it, else an alternative, else a numbered one. */
async function assignNickNames(app: FastifyInstance, people: DemoPerson[]): Promise<void> {
  const taken = await takenNickNames(
    app.db,
    people.flatMap((p) => [p.nickName, ...p.nickAlternatives]),
  );
  for (const p of people) {
    const options = [p.nickName, ...p.nickAlternatives];
    let nick = options.find((n) => !taken.has(n.toLowerCase()));
    for (let n = 2; !nick; n++) {
      const numbered = `${p.nickName.slice(0, 26)}${n}`;
      if (!taken.has(numbered.toLowerCase()) && (await takenNickNames(app.db, [numbered])).size === 0)
        nick = numbered;
    }
    taken.add(nick.toLowerCase());
    p.nickName = nick;
  }
}

/**
 * `npm run seed:demo`: makes sure the database holds `count` complete demo profiles. Idempotent:
 * with the demo set in place it adds nothing; with fewer it adds the missing ones (people are a
 * function of their index, so a top-up adds new people, never duplicates).
 */
export async function seedDemo(app: FastifyInstance, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const count = opts.count ?? DEFAULT_DEMO_COUNT;
  const log = opts.log ?? (() => {});
  let removed = 0;
  if (opts.reset) {
    removed += await removeDemo(app);
    if (removed) log(`Removed ${removed} demo accounts and their files.`);
  }
  const accounts = await demoAccounts(app.db);
  const broken = accounts.filter((a) => !a.complete);
  if (broken.length) {
    removed += await removeAccounts(
      app,
      broken.map((a) => a.id),
    );
    log(`Removed ${broken.length} half-built demo accounts left by an interrupted run.`);
  }
  const existing = accounts.filter((a) => a.complete);
  const added = {
    avatars: 0,
    tracks: 0,
    photos: 0,
    videos: 0,
    likes: 0,
    posts: 0,
    scheduled: 0,
    postLikes: 0,
    comments: 0,
    follows: 0,
  };
  const result = (created: number): SeedResult => ({
    existing: existing.length,
    created,
    removed,
    ...added,
    ms: Math.round(performance.now() - started),
  });
  if (existing.length >= count) return result(0);

  const catalog = await loadCatalog(app);
  const emails = new Set(existing.map((a) => a.email.toLowerCase()));
  const people: DemoPerson[] = [];
  const today = new Date();
  for (let index = 0; people.length < count - existing.length; index++) {
    if (!emails.has(demoEmail(index))) people.push(generatePerson(index, catalog, today));
  }
  await assignNickNames(app, people);

  const ids = new Map(people.map((p) => [p, uuidv7()]));
  await insertDemoUsers(
    app.db,
    people.map((p) => ({
      id: ids.get(p)!,
      email: p.email,
      nickName: p.nickName,
      language: p.locale,
      createdAt: p.memberSince,
    })),
  );

  let done = 0;
  await pool(people, opts.concurrency ?? 4, async (p) => {
    await buildProfile(app, ids.get(p)!, p);
    done++;
    if (done % 50 === 0 || done === people.length) log(`  ${done}/${people.length} profiles`);
  });
  const maker = opts.media === false ? null : mediaMaker(app);
  const restoreVideoLinks = offlineVideoLinks(app);
  try {
    await pool(people, (opts.concurrency ?? 4) + 1, async (p) => {
      const media = maker ? () => maker.add(ids.get(p)!, p, planMedia(p, catalog, today)) : undefined;
      const finished = await finishProfile(app, ids.get(p)!, p, opts.avatars ?? true, media);
      if (finished.avatar) added.avatars++;
      added.tracks += finished.tracks;
      added.photos += finished.photos;
      added.videos += finished.videos;
    });
  } finally {
    restoreVideoLinks();
    await maker?.close();
  }
  if (added.avatars) log(`  ${added.avatars} avatars`);
  if (added.tracks || added.photos || added.videos)
    log(
      `  ${added.tracks} demo tracks (${maker?.renders ?? 0} pieces rendered), ${added.photos} demo photos, ${added.videos} demo video links`,
    );
  if (maker) {
    added.likes = await addDemoLikes(app);
    if (added.likes) log(`  ${added.likes} likes`);
    Object.assign(
      added,
      await addDemoSocial(
        app,
        people.map((p) => ({ person: p, id: ids.get(p)! })),
      ),
    );
    if (added.posts)
      log(
        `  ${added.posts} posts (${added.scheduled} scheduled), ${added.postLikes} post likes, ${added.comments} comments`,
      );
  }
  added.follows = await addDemoFollows(app);
  if (added.follows) log(`  ${added.follows} follows`);
  return result(people.length);
}

/**
 * While the seed runs, video links are recognised by the app's own parser and saved without the
 * platforms' details, as a user does when YouTube or VK cannot be reached (the title typed by
 * hand, no cover): demo links point at no real video, and the seed asks no outside service.
 * Returns the undo, which puts back the media module's resolver.
 */
function offlineVideoLinks(app: FastifyInstance): () => void {
  app.files.registerVideoLinks(async (url) => ({ link: app.video.parse(url), details: null }));
  return () => app.files.registerVideoLinks((url) => app.video.resolve(url));
}
