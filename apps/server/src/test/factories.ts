import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import { z } from 'zod';
import { uploads, users } from '../db/schema/index.ts';
import { audioFixture } from './fixtures/audio.ts';
import { png } from './fixtures/images.ts';
import { buildTestApp, type TestApp, type TestClient } from './helpers.ts';

export type TestUser = typeof users.$inferSelect;

let counter = 0;

/** Inserts a user straight into the database (no registration flow); overrides win. */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  const [user] = await t.app.db
    .insert(users)
    .values({
      id: uuidv7(),
      email: `user${tag}@example.test`,
      nickName: `user${tag}`,
      // Not a real hash: factory users sign in through signIn(), never with a password.
      passwordHash: 'factory-user-without-password',
      ...overrides,
    })
    .returning();
  return user!;
}

export const TEST_SIGN_IN_PATH = '/api/test/sign-in';

/** Test-only routes: sign a user in by id through the real sessions service. */
export async function registerTestRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    TEST_SIGN_IN_PATH,
    { schema: { hide: true, body: z.object({ userId: z.string() }) } },
    async (req, reply) => {
      const { userId } = req.body as { userId: string };
      await app.sessions.create(req, reply, userId);
      return { ok: true };
    },
  );
}

/** buildTestApp with the factory routes, plus any routes of the test's own. */
export function buildTestAppWithFactories(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<TestApp> {
  return buildTestApp(env, async (app) => {
    await registerTestRoutes(app);
    if (extend) await extend(app);
  });
}

/** Gives the client a session for the user (the app must have registerTestRoutes). */
export async function signIn(client: TestClient, userId: string): Promise<void> {
  const res = await client.post(TEST_SIGN_IN_PATH, { userId });
  if (res.statusCode !== 200) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
}

/** A new user and a client signed in as them. */
export async function signedInUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, overrides);
  const client = t.client();
  await signIn(client, user.id);
  return { user, client };
}

export type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body, built by hand so tests control every header of every part. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----talanty${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/storage with one file in the `file` field (by default with no extension and a neutral type). */
export function uploadFile(
  client: TestClient,
  data: Buffer | string,
  filename = 'upload',
  contentType = 'application/octet-stream',
  extraHeaders: Record<string, string> = {},
) {
  const body = multipartBody([{ name: 'file', data, filename, contentType }]);
  return client.request({
    method: 'POST',
    url: '/api/storage',
    payload: body.payload,
    headers: { ...body.headers, ...extraHeaders },
  });
}

/** POST /api/storage that must succeed; answers the upload (`fileName`, …). */
export async function uploaded(
  client: TestClient,
  data: Buffer | string,
  filename?: string,
  contentType?: string,
) {
  const res = await uploadFile(client, data, filename, contentType);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Uploads the bytes and adds them to the user's library as `fileType`; answers the new record. */
async function addUploaded(
  client: TestClient,
  fileType: 'Image' | 'Audio',
  upload: { data: Buffer; filename: string; contentType: string },
  extra: Record<string, unknown>,
) {
  const up = await uploaded(client, upload.data, upload.filename, upload.contentType);
  const res = await client.post('/api/user/addUserFile', {
    FileType: fileType,
    FileName: up.fileName,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An image in the user's library (a 300×200 PNG unless given); `extra` goes into addUserFile. */
export async function addImage(
  client: TestClient,
  extra: Record<string, unknown> = {},
  image?: Buffer,
  filename = 'stage.png',
) {
  return addUploaded(
    client,
    'Image',
    { data: image ?? (await png()), filename, contentType: 'image/png' },
    extra,
  );
}

/** A track in the user's library (the MP3 fixture unless given, untagged it is named «Утренняя распевка»). */
export function addTrack(
  client: TestClient,
  extra: Record<string, unknown> = {},
  data?: Buffer,
  filename = 'Утренняя распевка.mp3',
) {
  const upload = { data: data ?? audioFixture('mp3'), filename, contentType: 'audio/mpeg' };
  return addUploaded(client, 'Audio', upload, extra);
}

/** The path of a media address (the API answers same-origin paths; an absolute one is cut down too). */
export const keyOf = (url: string) => new URL(url, 'http://localhost').pathname;

/** Every regular file under a folder, recursively (empty folders do not count). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/**
 * What the app keeps of uploads: files under DATA_DIR/media and DATA_DIR/tmp, rows of `uploads`.
 * Takes the app lazily, so a test file can make it before its beforeAll builds the app.
 */
export function storageProbe(app: () => TestApp) {
  const mediaFiles = () => filesUnder(path.join(app().dataDir, 'media'));
  const tmpFiles = () => filesUnder(path.join(app().dataDir, 'tmp'));
  const uploadCount = async () =>
    (await app().app.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]!.n;
  const snapshot = async () => ({ media: mediaFiles().length, rows: await uploadCount() });
  /** Nothing stored and nothing recorded by a refused upload. */
  async function expectNothingStored(before: { media: number; rows: number }) {
    expect(mediaFiles()).toHaveLength(before.media);
    expect(tmpFiles()).toEqual([]);
    expect(await uploadCount()).toBe(before.rows);
  }
  return { mediaFiles, tmpFiles, uploadCount, snapshot, expectNothingStored };
}
