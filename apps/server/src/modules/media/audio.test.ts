import { decodePeaks, encodePeaks } from '@talanty/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploads } from '../../db/schema/index.ts';
import {
  addTrack,
  buildTestAppWithFactories,
  keyOf,
  signedInUser,
  storageProbe,
  uploaded,
  uploadFile,
} from '../../test/factories.ts';
import {
  AUDIO_FIXTURES,
  audioFixture,
  emptyWav,
  mp3HeadedSilence,
  withId3,
} from '../../test/fixtures/audio.ts';
import { jpegWithGps, png } from '../../test/fixtures/images.ts';
import type { TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

const { mediaFiles, snapshot, expectNothingStored } = storageProbe(() => t);
const peaks = (n: number) => Array.from({ length: n }, (_, i) => Math.abs(Math.sin(i / 10)));

describe('POST /api/storage with audio', () => {
  it('accepts MP3, WAV, OGG and AAC by content, stores them byte for byte and reads the duration', async () => {
    const { client } = await signedInUser(t);
    const cases = [
      { kind: 'mp3', name: 'song.mp3', type: 'audio/mpeg' },
      { kind: 'mp3', name: 'SONG.MP3', type: 'audio/mp3' },
      { kind: 'mp3vbr', name: 'vbr.mp3', type: 'audio/mpeg' },
      { kind: 'wav', name: 'take.wav', type: 'audio/wav' },
      { kind: 'wav', name: 'take.wav', type: 'audio/x-wav' },
      { kind: 'wav', name: 'take.wav', type: 'audio/vnd.wave' },
      { kind: 'ogg', name: 'demo.ogg', type: 'audio/ogg' },
      { kind: 'opus', name: 'voice.ogg', type: 'audio/ogg' },
      { kind: 'aac', name: 'loop.aac', type: 'audio/aac' },
      { kind: 'aac', name: 'loop.aac', type: 'audio/vnd.dlna.adts' },
      // A recording handed over as a blob: no extension, no declared type.
      { kind: 'opus', name: 'blob', type: 'application/octet-stream' },
    ] as const;
    for (const c of cases) {
      const fixture = AUDIO_FIXTURES[c.kind];
      const bytes = audioFixture(c.kind);
      const res = await uploadFile(client, bytes, c.name, c.type);
      expect(res.statusCode, `${c.name} ${c.type}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body, c.name).toMatchObject({
        kind: 'audio',
        mime: fixture.mime,
        ext: fixture.ext,
        size: bytes.length,
        width: null,
        height: null,
        sizes: null,
        coverSizes: null,
        title: null,
      });
      expect(body.duration, c.name).toBeCloseTo(fixture.duration, 1);
      expect(body.fileName).toBe(`${body.uploadId}.${fixture.ext}`);
      const served = await client.get(keyOf(body.url));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(fixture.mime);
      expect(served.rawPayload.equals(bytes), c.name).toBe(true);
    }
  });

  it('keeps the tag title and artist, and the embedded cover re-encoded without EXIF', async () => {
    const { client } = await signedInUser(t);
    const cover = await jpegWithGps(300, 300);
    expect(cover.toString('latin1')).toContain('TalantyCam');
    const tagged = withId3(audioFixture('mp3'), {
      title: 'Песня о весне',
      artist: 'Группа «Март»',
      cover: { mime: 'image/jpeg', data: cover },
    });
    const up = await uploaded(client, tagged, 'track01.mp3', 'audio/mpeg');
    expect(up).toMatchObject({ title: 'Песня о весне', artist: 'Группа «Март»', kind: 'audio' });
    expect(up.duration).toBeCloseTo(1.57, 1);
    expect(Object.keys(up.coverSizes).sort()).toEqual(['Full', 'Square128', 'Square512', 'Thumbnail']);

    const full = await client.get(keyOf(up.coverSizes.Full));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.toString('latin1')).not.toContain('TalantyCam');
    const sq = await sharp((await client.get(keyOf(up.coverSizes.Square128))).rawPayload).metadata();
    expect([sq.width, sq.height]).toEqual([128, 128]);
    // The track itself is stored as sent, tag and all.
    expect((await client.get(keyOf(up.url))).rawPayload.equals(tagged)).toBe(true);
  });

  it('keeps a track whose embedded picture is broken, without a cover', async () => {
    const { client } = await signedInUser(t);
    const broken = withId3(audioFixture('mp3'), {
      title: 'Без обложки',
      cover: { mime: 'image/jpeg', data: Buffer.from('not really a jpeg') },
    });
    const up = await uploaded(client, broken, 'nocover.mp3');
    expect(up).toMatchObject({ title: 'Без обложки', coverSizes: null });
  });

  it('refuses a renamed non-audio file: text is 415, a picture disagrees with its name or type', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const text = await uploadFile(client, 'la la la, not a song\n'.repeat(200), 'song.mp3', 'audio/mpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_FORMAT');
    expect(text.json().message).toContain('MP3, WAV, OGG, AAC');

    const picture = await png();
    const declared = await uploadFile(client, picture, 'song.mp3', 'audio/mpeg');
    expect(declared.statusCode).toBe(400);
    expect(declared.json()).toMatchObject({ code: 'FILE_TYPE_MISMATCH' });
    expect(declared.json().message).toContain('audio/mpeg');
    const named = await uploadFile(client, picture, 'song.mp3');
    expect(named.statusCode).toBe(400);
    expect(named.json().code).toBe('INVALID_EXTENSION');
    await expectNothingStored(before);
  });

  it('refuses an audio file with the wrong extension, listing mp3, wav, ogg, aac', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const mp4 = await uploadFile(client, audioFixture('mp3'), 'clip.mp4', 'application/octet-stream', {
      'accept-language': 'en',
    });
    expect(mp4.statusCode).toBe(400);
    expect(mp4.json()).toMatchObject({
      code: 'INVALID_AUDIO_EXTENSION',
      message: 'Invalid extension ".mp4". An audio file may be mp3, wav, ogg, aac; this one is .mp3',
    });
    const wav = await uploadFile(client, audioFixture('mp3'), 'take.wav');
    expect(wav.statusCode).toBe(400);
    expect(wav.json().code).toBe('INVALID_AUDIO_EXTENSION');
    expect(wav.json().message).toContain('mp3, wav, ogg, aac');
    await expectNothingStored(before);
  });

  it('refuses a declared type that disagrees with the content', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    for (const [kind, type] of [
      ['mp3', 'audio/wav'],
      ['ogg', 'audio/mpeg'],
      ['wav', 'video/mp4'],
    ] as const) {
      const res = await uploadFile(client, audioFixture(kind), `a.${kind}`, type);
      expect(res.statusCode, `${kind} as ${type}`).toBe(400);
      expect(res.json().code).toBe('FILE_TYPE_MISMATCH');
      expect(res.json().message).toContain(type);
    }
    await expectNothingStored(before);
  });

  it('refuses a file whose duration cannot be read, keeping nothing', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    for (const [data, name] of [
      [mp3HeadedSilence(), 'silence.mp3'],
      [emptyWav(), 'empty.wav'],
      [Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.from('noise'.repeat(500))]), 'x.aac'],
    ] as const) {
      const res = await uploadFile(client, data, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('AUDIO_DURATION_UNREADABLE');
      expect(res.json().message).toMatch(/длительност/);
    }
    await expectNothingStored(before);
  });

  it('serves an audio file with byte ranges (206) so players can seek', async () => {
    const { client } = await signedInUser(t);
    const rec = await addTrack(client);
    const bytes = audioFixture('mp3');
    const url = keyOf(rec.FileFullURL);
    const res = await t.client().get(url, { range: 'bytes=1000-1999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await t.client().get(url, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
  });
});

describe('Audio records', () => {
  it('adds a track: name from the tag title, duration, peaks, tags, the embedded cover', async () => {
    const { user, client } = await signedInUser(t);
    const cover = await jpegWithGps(240, 240);
    const tagged = withId3(audioFixture('mp3'), {
      title: 'Тема из фильма',
      cover: { mime: 'image/jpeg', data: cover },
    });
    const up = await uploaded(client, tagged, 'theme.mp3', 'audio/mpeg');
    const values = peaks(400);
    const res = await client.post('/api/user/addUserFile', {
      FileType: 'Audio',
      FileName: up.fileName,
      Description: 'Живая запись',
      ListOfTalants: ['MUS'],
      ListOfTools: [],
      ListOfStyles: [],
      Peaks: values,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rec = res.json();
    expect(rec).toMatchObject({
      FileType: 'Audio',
      FileSubType: null,
      FileExt: 'mp3',
      MimeType: 'audio/mpeg',
      Name: 'Тема из фильма',
      OriginName: 'theme.mp3',
      Description: 'Живая запись',
      NickName: user.nickName,
      LogoId: null,
      LogoURL: up.coverSizes.Thumbnail,
      LogoWidth: 240,
      LogoHeight: 240,
      CoverSizes: up.coverSizes,
      Sizes: null,
      Width: null,
      Height: null,
      externalFlag: 'N',
      hostingService: null,
      VideoId: null,
      EmbedURL: null,
      Likes: 0,
      LikeFlag: 'N',
      ListOfTalants: [{ Code: 'MUS' }],
    });
    expect(rec.Duration).toBeCloseTo(1.57, 1);
    expect(rec.FileFullURL).toBe(up.url);
    const back = decodePeaks(rec.Peaks);
    expect(back).toHaveLength(400);
    for (let i = 0; i < 400; i += 37) expect(back[i]).toBeCloseTo(values[i]!, 2);
    // 400 peaks travel as 536 characters of base64, not as 400 JSON numbers.
    expect(rec.Peaks).toHaveLength(536);
  });

  it('names a track after its file when there is no tag, and takes your own cover (LogoId)', async () => {
    const { client } = await signedInUser(t);
    const cover = (await uploadFile(client, await png(500, 500), 'cover.png', 'image/png')).json();
    const rec = await addTrack(client, { LogoId: cover.uploadId, Peaks: encodePeaks(peaks(200)) });
    expect(rec).toMatchObject({
      Name: 'Утренняя распевка',
      LogoId: cover.uploadId,
      LogoURL: cover.sizes.Thumbnail,
      LogoWidth: 500,
      LogoHeight: 500,
      CoverSizes: {
        Full: cover.url,
        Thumbnail: cover.sizes.Thumbnail,
        Square512: cover.sizes.Square512,
        Square128: cover.sizes.Square128,
      },
    });
    expect(decodePeaks(rec.Peaks)).toHaveLength(200);
    // A visitor may fetch the cover of a public track.
    expect((await t.client().get(keyOf(rec.LogoURL))).statusCode).toBe(200);
  });

  it('takes one of your Image files as the cover, never someone else’s', async () => {
    const { client } = await signedInUser(t);
    const up = (await uploadFile(client, await png(400, 400), 'photo.png')).json();
    const photo = (
      await client.post('/api/user/addUserFile', { FileType: 'Image', FileName: up.fileName })
    ).json();
    const rec = await addTrack(client, { LogoId: photo.FileId });
    expect(rec).toMatchObject({ LogoId: up.uploadId, LogoURL: photo.Sizes.Thumbnail, LogoWidth: 400 });
    const other = await signedInUser(t);
    const theirs = await uploaded(other.client, audioFixture('aac'), 'b.aac');
    for (const logo of [photo.FileId, up.uploadId]) {
      const res = await other.client.post('/api/user/addUserFile', {
        FileType: 'Audio',
        FileName: theirs.fileName,
        LogoId: logo,
      });
      expect([res.statusCode, res.json().code]).toEqual([404, 'LOGO_NOT_FOUND']);
    }
  });

  it('checks peaks: 200-2000 numbers from 0 to 1, audio only', async () => {
    const { client } = await signedInUser(t);
    const up = await uploaded(client, audioFixture('wav'), 'a.wav');
    for (const bad of [
      peaks(199),
      peaks(2001),
      [...peaks(299), 1.5],
      [...peaks(299), -0.1],
      'not base64!',
      42,
    ]) {
      const res = await client.post('/api/user/addUserFile', {
        FileType: 'Audio',
        FileName: up.fileName,
        Peaks: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields).toEqual([
        { path: 'body.Peaks', message: 'Форма волны (Peaks): от 200 до 2000 чисел от 0 до 1' },
      ]);
    }
    const image = (await uploadFile(client, await png())).json();
    const onImage = await client.post('/api/user/addUserFile', {
      FileType: 'Image',
      FileName: image.fileName,
      Peaks: peaks(300),
    });
    expect([onImage.statusCode, onImage.json().code]).toEqual([400, 'PEAKS_AUDIO_ONLY']);
    const kind = await client.post('/api/user/addUserFile', { FileType: 'Image', FileName: up.fileName });
    expect([kind.statusCode, kind.json().code]).toEqual([400, 'UPLOAD_KIND_MISMATCH']);
    const list = await client.get('/api/user/getUserFileList');
    expect(list.json().outIO.ListOfUserFileList.File).toEqual([]);
    // The upload is still free to use.
    const ok = await client.post('/api/user/addUserFile', {
      FileType: 'Audio',
      uploadId: up.uploadId,
      Peaks: peaks(2000),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Duration).toBe(0.5);
  });

  it('updates the audio variant through syncFile: name, description, cover, peaks, the file itself', async () => {
    const { client } = await signedInUser(t);
    const tagged = withId3(audioFixture('mp3'), {
      cover: { mime: 'image/jpeg', data: await jpegWithGps(100, 100) },
    });
    const rec = await addTrack(client, {}, tagged);
    const embedded = rec.LogoURL;
    const sync = (file: Record<string, unknown>) =>
      client.post('/api/user/syncFile', {
        InIO: { IntObjectName: 'UserFile', ListOfUserFile: { File: [{ FileId: rec.FileId, ...file }] } },
      });

    // Echoing the record back changes nothing.
    const echo = await sync({ ...rec });
    expect(echo.statusCode, echo.body).toBe(200);
    expect(echo.json().outIO.ListOfUserFile.File[0]).toEqual(rec);

    const cover = (await uploadFile(client, await png(300, 300), 'c.png')).json();
    const named = await sync({
      Name: 'Новое имя',
      Description: 'Новое описание',
      LogoId: cover.uploadId,
      Peaks: peaks(250),
    });
    expect(named.json().outIO.ListOfUserFile.File[0]).toMatchObject({
      Name: 'Новое имя',
      Description: 'Новое описание',
      LogoId: cover.uploadId,
      LogoURL: cover.sizes.Thumbnail,
      LogoWidth: 300,
    });
    expect(decodePeaks(named.json().outIO.ListOfUserFile.File[0].Peaks)).toHaveLength(250);
    // Removing the own cover brings back the embedded one.
    const back = await sync({ LogoId: null });
    expect(back.json().outIO.ListOfUserFile.File[0]).toMatchObject({ LogoId: null, LogoURL: embedded });

    // Another upload replaces the bytes; the old upload goes with its cover art.
    const oldUpload = rec.FileName.slice(0, 36);
    const ogg = await uploaded(client, audioFixture('ogg'), 'v2.ogg', 'audio/ogg');
    const replaced = await sync({ FileFullURL: ogg.url });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json().outIO.ListOfUserFile.File[0];
    expect(now).toMatchObject({
      FileName: ogg.fileName,
      FileExt: 'ogg',
      MimeType: 'audio/ogg',
      OriginName: 'v2.ogg',
      Name: 'Новое имя',
      Peaks: null,
      LogoURL: null,
      CoverSizes: null,
    });
    expect(now.Duration).toBe(1.5);
    expect(mediaFiles().some((f) => f.includes(oldUpload))).toBe(false);
    expect((await t.app.db.select().from(uploads).where(eq(uploads.id, oldUpload))).length).toBe(0);
  });

  it('refuses to swap in someone else’s upload or one of another kind, changing nothing', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const rec = await addTrack(a.client);
    const theirs = await uploaded(b.client, audioFixture('wav'), 'b.wav');
    const picture = (await uploadFile(a.client, await png())).json();
    for (const [ref, status, code] of [
      [{ FileName: theirs.fileName }, 404, 'UPLOAD_NOT_FOUND'],
      [{ uploadId: picture.uploadId }, 400, 'UPLOAD_KIND_MISMATCH'],
    ] as const) {
      const res = await a.client.post('/api/user/syncFile', {
        InIO: {
          IntObjectName: 'UserFile',
          ListOfUserFile: { File: [{ FileId: rec.FileId, Name: 'x', ...ref }] },
        },
      });
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const same = (await a.client.get(`/api/user/getUserFile?fileId=${rec.FileId}`)).json();
    expect(same).toMatchObject({ Name: rec.Name, FileName: rec.FileName });

    // Someone else's track: 404 for sync and delete, and it stays as it was.
    const sync = await b.client.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: { File: [{ FileId: rec.FileId, FileName: theirs.fileName }] },
      },
    });
    expect(sync.statusCode).toBe(404);
    const del = await b.client.post('/api/user/deleteUserFile', { rowId: rec.FileId });
    expect(del.statusCode).toBe(404);
    expect((await a.client.get(`/api/user/getUserFile?fileId=${rec.FileId}`)).json()).toMatchObject({
      FileName: rec.FileName,
      DeletedFlag: 'N',
    });
  });

  it('shows a private track to its owner only (record and bytes), and lists audio by type', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const pub = await addTrack(owner.client, { Name: 'public' });
    const priv = await addTrack(owner.client, { Name: 'private', PublicFlag: 'N' });
    for (const c of [other.client, t.client()]) {
      expect((await c.get(`/api/user/getUserFile?fileId=${priv.FileId}`)).statusCode).toBe(404);
      expect((await c.get(keyOf(priv.FileFullURL))).statusCode).toBe(404);
      expect((await c.get(`/api/user/getUserFile?fileId=${pub.FileId}`)).statusCode).toBe(200);
      const list = await c.get(`/api/user/getUserFileList?nickName=${owner.user.nickName}&type=Audio`);
      expect(list.json().outIO.ListOfUserFileList.File.map((f: { Name: string }) => f.Name)).toEqual([
        'public',
      ]);
    }
    expect((await owner.client.get(`/api/user/getUserFile?fileId=${priv.FileId}`)).json().PublicFlag).toBe(
      'N',
    );
    expect((await owner.client.get(keyOf(priv.FileFullURL))).statusCode).toBe(200);
    const own = await owner.client.get('/api/user/getUserFileList?type=Audio');
    expect(own.json().outIO.ListOfUserFileList.File.map((f: { Name: string }) => f.Name)).toEqual([
      'private',
      'public',
    ]);
    expect(
      (await owner.client.get('/api/user/getUserFileList?type=Photo')).json().outIO.ListOfUserFileList.File,
    ).toEqual([]);
  });

  it('purges a track deleted 30 days ago with its bytes, embedded cover, own cover and peaks', async () => {
    const { client } = await signedInUser(t);
    const tagged = withId3(audioFixture('mp3'), {
      cover: { mime: 'image/jpeg', data: await jpegWithGps(64, 64) },
    });
    const cover = (await uploadFile(client, await png(), 'c.png')).json();
    const rec = await addTrack(client, { Peaks: peaks(300) }, tagged);
    const withLogo = await addTrack(client, { LogoId: cover.uploadId });
    await client.post('/api/user/setUserMediaLike', { fileId: rec.FileId, likeFlag: 'Y' });
    const audioId = rec.FileName.slice(0, 36);
    // The track and its four cover sizes.
    expect(mediaFiles().filter((f) => f.includes(audioId))).toHaveLength(5);
    for (const f of [rec, withLogo]) await client.post('/api/user/deleteUserFile', { rowId: f.FileId });
    await t.app.db
      .update(files)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(files.id, rec.FileId));
    await t.app.db
      .update(files)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(files.id, withLogo.FileId));

    expect(await t.app.files.purgeDeleted()).toBe(2);
    expect(mediaFiles().filter((f) => f.includes(audioId))).toEqual([]);
    expect(mediaFiles().filter((f) => f.includes(cover.uploadId))).toEqual([]);
    expect(await t.app.db.select().from(files).where(eq(files.id, rec.FileId))).toEqual([]);
    const likes = await t.app.db.execute(
      sql`select count(*)::int as n from likes where object_type = 'file' and object_id = ${rec.FileId}::uuid`,
    );
    expect((likes as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
