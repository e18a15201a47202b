import { afterEach, describe, expect, it, vi } from 'vitest';
import { bucketPeaks, computePeaks } from './peaks.ts';

const f32 = (values: number[]) => Float32Array.from(values);

describe('bucketPeaks', () => {
  it('keeps the largest absolute sample of each bucket, scaled so the loudest is 1', () => {
    const samples = f32([0.1, -0.2, 0.05, 0.4, -0.8, 0.2, 0, 0.1]);
    expect(bucketPeaks([samples], 4)).toEqual([0.25, 0.5, 1, 0.125]);
  });

  it('takes the louder channel of each bucket', () => {
    const left = f32([0.5, 0, 0, 0]);
    const right = f32([0, 0, -0.25, 0]);
    expect(bucketPeaks([left, right], 2)).toEqual([1, 0.5]);
  });

  it('gives every bucket at least one sample when the clip is shorter than the count', () => {
    const peaks = bucketPeaks([f32([0.5, -1])], 4);
    expect(peaks).toHaveLength(4);
    expect(peaks).toEqual([0.5, 0.5, 1, 1]);
  });

  it('answers zeros for silence and for no samples, and nothing for no buckets', () => {
    expect(bucketPeaks([f32([0, 0, 0, 0])], 2)).toEqual([0, 0]);
    expect(bucketPeaks([], 3)).toEqual([0, 0, 0]);
    expect(bucketPeaks([f32([1])], 0)).toEqual([]);
  });

  it('shapes a synthetic fade-in: rising peaks, every one within 0..1', () => {
    const rate = 8000;
    const tone = new Float32Array(rate * 2);
    for (let i = 0; i < tone.length; i++)
      tone[i] = (i / tone.length) * Math.sin((2 * Math.PI * 440 * i) / rate);
    const peaks = bucketPeaks([tone, tone], 800);
    expect(peaks).toHaveLength(800);
    expect(Math.max(...peaks)).toBe(1);
    expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(peaks[10]).toBeLessThan(peaks[400] as number);
    expect(peaks[400]).toBeLessThan(peaks[790] as number);
  });

  it('counts NaN samples as silence', () => {
    expect(bucketPeaks([f32([Number.NaN, 0.5, Number.NaN, 0.25])], 2)).toEqual([1, 0.5]);
  });
});

describe('computePeaks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('decodes with an offline audio context and buckets every channel', async () => {
    const decoded = {
      numberOfChannels: 2,
      length: 4,
      getChannelData: (c: number) => (c === 0 ? f32([0.2, 0, 0, 0]) : f32([0, 0, 0, -0.4])),
    };
    const made: unknown[][] = [];
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        constructor(...args: unknown[]) {
          made.push(args);
        }
        decodeAudioData = async (data: ArrayBuffer) => {
          expect(data.byteLength).toBe(3);
          return decoded;
        };
      },
    );
    const peaks = await computePeaks(new Blob([new Uint8Array([1, 2, 3])]), 2);
    expect(peaks).toEqual([0.5, 1]);
    expect(made).toEqual([[1, 1, 8000]]);
  });

  it('rejects when the browser cannot decode the file', async () => {
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        decodeAudioData = async () => {
          throw new DOMException('Unable to decode audio data', 'EncodingError');
        };
      },
    );
    await expect(computePeaks(new Blob(['not audio']))).rejects.toThrow('Unable to decode');
  });
});
