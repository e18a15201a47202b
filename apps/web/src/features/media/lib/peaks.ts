/**
 * Waveform peaks of an audio file, computed once in the browser at upload (files README, "Peaks"):
 * decode with the Web Audio API, split the samples into `count` buckets, keep the largest absolute
 * sample of each (across channels), and scale so the loudest bucket is 1. The server stores them
 * as one byte per peak.
 */

/** What `addUserFile` takes: 200..2000 peaks (`PEAKS_COUNT` in the contract). */
export const DEFAULT_PEAKS = 800;
/**
 * Decoding resamples to this rate: a 40-minute stereo track stays under 160 MB of samples instead of
 * about a gigabyte at 48 kHz, and a waveform of 800 bars loses nothing visible.
 */
const DECODE_SAMPLE_RATE = 8000;

/** The largest absolute sample of each of `count` equal buckets, across channels, scaled to 0..1. */
export function bucketPeaks(channels: readonly Float32Array[], count: number): number[] {
  const size = Math.floor(count);
  if (size <= 0) return [];
  const length = channels.reduce((max, channel) => Math.max(max, channel.length), 0);
  const out = new Array<number>(size).fill(0);
  if (length === 0) return out;
  let loudest = 0;
  for (let i = 0; i < size; i++) {
    const from = Math.floor((i * length) / size);
    // A bucket holds at least one sample, so a clip shorter than `count` still draws every bar.
    const to = Math.min(length, Math.max(from + 1, Math.floor(((i + 1) * length) / size)));
    let peak = 0;
    for (const channel of channels) {
      const end = Math.min(to, channel.length);
      for (let j = from; j < end; j++) {
        // NaN (a broken decoder) fails the comparison and counts as silence.
        const v = Math.abs(channel[j] as number);
        if (v > peak) peak = v;
      }
    }
    out[i] = peak;
    if (peak > loudest) loudest = peak;
  }
  if (loudest === 0) return out;
  return out.map((v) => Math.min(1, v / loudest));
}

type DecodingContext = {
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer>;
  close?: () => Promise<void>;
};

function decodingContext(): DecodingContext {
  const scope = globalThis as typeof globalThis & {
    webkitOfflineAudioContext?: typeof OfflineAudioContext;
  };
  const Offline = scope.OfflineAudioContext ?? scope.webkitOfflineAudioContext;
  // An offline context never plays, needs no user gesture, and decodes at the rate it is given.
  if (Offline) return new Offline(1, 1, DECODE_SAMPLE_RATE);
  if (scope.AudioContext) return new scope.AudioContext({ sampleRate: DECODE_SAMPLE_RATE });
  throw new Error('This browser cannot decode audio (no Web Audio API)');
}

/**
 * Decodes `file` in the browser and answers its `count` peaks (0..1, the loudest 1). Rejects when the
 * browser cannot decode the format; the caller then saves the track without peaks.
 */
export async function computePeaks(file: Blob, count = DEFAULT_PEAKS): Promise<number[]> {
  const context = decodingContext();
  try {
    const audio = await context.decodeAudioData(await file.arrayBuffer());
    const channels: Float32Array[] = [];
    for (let c = 0; c < audio.numberOfChannels; c++) channels.push(audio.getChannelData(c));
    if (audio.length === 0) throw new Error('The decoded audio is empty');
    return bucketPeaks(channels, count);
  } finally {
    // An AudioContext holds an audio device until closed; an offline one has no close().
    await context.close?.().catch(() => {});
  }
}
