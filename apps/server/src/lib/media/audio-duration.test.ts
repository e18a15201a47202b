import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_FIXTURES, audioFixture, mp3HeadedSilence, withId3 } from '../../test/fixtures/audio.ts';
import { adtsDuration, mpegDuration, oggDuration } from './audio-duration.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'talanty-duration-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const file = (name: string, data: Buffer) => {
  const p = path.join(dir, name);
  writeFileSync(p, data);
  return p;
};
const fixturePath = (kind: keyof typeof AUDIO_FIXTURES) =>
  path.join(import.meta.dirname, '../../test/fixtures/audio', AUDIO_FIXTURES[kind].file);

describe('durations read without a length header', () => {
  it('walks ADTS and MPEG frames, after an ID3 tag too', async () => {
    expect(await adtsDuration(fixturePath('aac'))).toBeCloseTo(1.58, 2);
    expect(await mpegDuration(fixturePath('mp3vbr'))).toBeCloseTo(1.567, 2);
    const tagged = file('tagged.mp3', withId3(audioFixture('mp3vbr'), { title: 'x'.repeat(5000) }));
    expect(await mpegDuration(tagged)).toBeCloseTo(1.567, 2);
  });

  it('reads the last Ogg page for Vorbis and Opus', async () => {
    expect(await oggDuration(fixturePath('ogg'), 22050, false)).toBe(1.5);
    expect(await oggDuration(fixturePath('opus'), undefined, true)).toBe(1.5);
  });

  it('finds nothing in a sync word followed by junk, or in a truncated stream', async () => {
    expect(await mpegDuration(file('silence.mp3', mp3HeadedSilence()))).toBeUndefined();
    const junk = Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.from('noise'.repeat(500))]);
    expect(await adtsDuration(file('junk.aac', junk))).toBeUndefined();
    expect(await adtsDuration(file('text.aac', Buffer.from('hello')))).toBeUndefined();
    expect(
      await oggDuration(file('cut.ogg', audioFixture('ogg').subarray(0, 30)), 22050, false),
    ).toBeUndefined();
  });
});
