import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageProcessor } from '../lib/media/image.ts';
import { buildTestAppWithFactories, signedInUser, storageProbe, uploadFile } from '../test/factories.ts';
import { png, pngClaiming } from '../test/fixtures/images.ts';
import type { TestApp } from '../test/helpers.ts';

/** Issue 14: pictures too large to decode are refused from their header, before any decoding. */
let t: TestApp;
const storage = storageProbe(() => t);

beforeAll(async () => {
  // One image at a time, as on a small server, so a burst from one person really queues.
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' }, async (app) => {
    app.media.register(createImageProcessor({ concurrency: 1 }));
  });
});
afterAll(() => t?.close());

describe('the decoded size of an image', () => {
  const CASES: [string, Buffer, number][] = [
    [
      'a 10000×10000 1-bit PNG (100 MP, accepted before)',
      pngClaiming(10_000, { bitDepth: 1, colourType: 0 }),
      50,
    ],
    ['a 7072×7072 RGB PNG (just over 50 MP)', pngClaiming(7072), 50],
    [
      'a 5200×5200 16-bit RGBA PNG (27 MP, 216 MB decoded)',
      pngClaiming(5200, { bitDepth: 16, colourType: 6 }),
      25,
    ],
  ];
  for (const [what, data, max] of CASES) {
    it(`refuses ${what} with IMAGE_TOO_MANY_PIXELS, storing nothing`, async () => {
      const { client } = await signedInUser(t);
      const before = await storage.snapshot();
      const res = await uploadFile(client, data, 'big.png', 'image/png', { 'accept-language': 'en' });
      expect([res.statusCode, res.json().code]).toEqual([400, 'IMAGE_TOO_MANY_PIXELS']);
      expect(res.json().message).toBe(`The image is too large: at most ${max} megapixels`);
      await storage.expectNothingStored(before);
    });
  }
});

describe('each person’s share of the image work', () => {
  it('refuses a person’s fifth image in processing with 429, while someone else’s photo goes through', async () => {
    const anna = await signedInUser(t);
    const boris = await signedInUser(t);
    const picture = await png(1800, 1200);
    const burst = await Promise.all([
      ...Array.from({ length: 6 }, () => uploadFile(anna.client, picture, 'stage.png', 'image/png')),
      uploadFile(boris.client, picture, 'avatar.png', 'image/png'),
    ]);
    const annas = burst.slice(0, 6);
    const refused = annas.filter((r) => r.statusCode === 429);
    expect(refused.length, annas.map((r) => r.statusCode).join()).toBeGreaterThanOrEqual(2);
    expect(annas.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers['retry-after']).toBe('10');
    expect(refused[0]!.json()).toMatchObject({
      code: 'MEDIA_QUOTA_FULL',
      message:
        'Ваши файлы ещё обрабатываются (не больше 4 одновременно): дождитесь их и загрузите этот снова',
    });
    expect(burst[6]!.statusCode).toBe(200);
    // The share is free again once the work is done.
    expect((await uploadFile(anna.client, picture, 'later.png', 'image/png')).statusCode).toBe(200);
    expect(storage.tmpFiles()).toEqual([]);
  });
});
