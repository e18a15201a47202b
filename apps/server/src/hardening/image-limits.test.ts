import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, signedInUser, storageProbe, uploadFile } from '../test/factories.ts';
import { pngClaiming } from '../test/fixtures/images.ts';
import type { TestApp } from '../test/helpers.ts';

/** Issue 14: pictures too large to decode are refused from their header, before any decoding. */
let t: TestApp;
const storage = storageProbe(() => t);

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
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
