import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeWav, pieceSeconds, renderPiece, SAMPLE_RATE, waveformPeaks } from './audio-synth.ts';
import { GENRES, MAX_SECONDS, MIN_SECONDS, makePiece } from './pieces.ts';

/** What a listener would notice first: length, loudness, silence, clipping. */
function listen(samples: Float32Array) {
  let sum = 0;
  let peak = 0;
  let clipped = 0;
  for (const x of samples) {
    sum += x * x;
    const a = Math.abs(x);
    if (a > peak) peak = a;
    if (a >= 0.999) clipped++;
  }
  // The quietest 4-second stretch before the final fade.
  const win = 4 * SAMPLE_RATE;
  let quietest = Number.POSITIVE_INFINITY;
  for (let from = 0; from + win < samples.length - 2 * SAMPLE_RATE; from += win) {
    let s = 0;
    for (let i = from; i < from + win; i++) s += samples[i]! ** 2;
    quietest = Math.min(quietest, Math.sqrt(s / win));
  }
  return { rms: Math.sqrt(sum / samples.length), peak, clipped, quietest };
}

// No database here: the PostgreSQL run (TEST_DATABASE_URL) would only repeat the PGlite run's work.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('demo music', { timeout: 120_000 }, () => {
  it('arranges every genre into a 60-105 s piece with sections, deterministically', () => {
    for (const g of GENRES)
      for (const seed of [1, 2, 3]) {
        const spec = makePiece(g.name, seed);
        expect(makePiece(g.name, seed)).toEqual(spec);
        const seconds = pieceSeconds(spec);
        expect(seconds, `${g.name} ${seed}`).toBeGreaterThanOrEqual(MIN_SECONDS);
        expect(seconds, `${g.name} ${seed}`).toBeLessThanOrEqual(MAX_SECONDS + 5);
        const kinds = spec.sections.map((s) => s.kind);
        expect(kinds[0]).toBe('intro');
        expect(kinds.at(-1)).toBe('outro');
        expect(kinds.some((k) => k === 'chorus' || k === 'solo')).toBe(true);
        expect(spec.bpm).toBeGreaterThanOrEqual(g.bpm[0]);
        expect(spec.bpm).toBeLessThanOrEqual(g.bpm[1]);
      }
  });

  it('keeps the genres apart: a DJ’s house is four on the floor at 120-126 BPM, jazz walks and swings', () => {
    const house = makePiece('house', 7);
    expect([house.drums, house.build, house.bass]).toEqual(['house', 'club', 'offbeat']);
    const jazz = makePiece('jazz', 7);
    expect([jazz.drums, jazz.bass, jazz.swing?.unit]).toEqual(['jazz', 'walking', 8]);
    expect(makePiece('rock', 7).comp).toBe('power');
    expect(makePiece('salsa', 7)).toMatchObject({ drums: 'salsa', bass: 'tumbao', comp: 'montuno' });
    expect(makePiece('pop', 7, 'vox').lead).toBe('vox');
  });

  // A few genres across the voices (drum machines, amp, strings, piano, congas, the singing voice).
  it.each(['techno', 'rock', 'jazz', 'classical', 'salsa', 'pop'])(
    'renders %s that is long, audible, never silent and never clipped, as a WAV the server reads',
    async (name) => {
      const spec = makePiece(name, 11, name === 'pop' ? 'vox' : undefined);
      const { samples, seconds } = renderPiece(spec);
      expect(seconds).toBeCloseTo(pieceSeconds(spec), 1);
      const heard = listen(samples);
      expect(heard.peak).toBeLessThanOrEqual(0.9);
      expect(heard.clipped).toBe(0);
      expect(heard.rms).toBeGreaterThan(0.12);
      // Even the quietest stretch (an intro, a breakdown) is music, not silence.
      expect(heard.quietest).toBeGreaterThan(0.005);

      const wav = encodeWav(samples);
      const meta = await parseBuffer(wav, { mimeType: 'audio/wav' });
      expect(meta.format.sampleRate).toBe(SAMPLE_RATE);
      expect(meta.format.numberOfChannels).toBe(1);
      expect(meta.format.duration).toBeCloseTo(seconds, 1);
      const peaks = waveformPeaks(samples, 800);
      expect(Math.max(...peaks)).toBe(1);
      expect(peaks.filter((p) => p > 0.2).length).toBeGreaterThan(700);
    },
  );
});
