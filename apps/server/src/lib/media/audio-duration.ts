import { open } from 'node:fs/promises';

/**
 * Durations of audio whose header does not state one, read from the file on disk in 1 MB chunks
 * with a few arithmetic steps per frame: ADTS (AAC) and MPEG audio (MP3 without a Xing/VBRI
 * header) by walking frame headers, Ogg from its last page's granule position. music-metadata's
 * own frame counting reads byte by byte on the main thread (seconds per MB), which the embedded
 * database, sharing that thread, cannot afford.
 */

const CHUNK = 1024 * 1024;

/** The frames found must cover this share of the bytes after the first one (junk behind one sync word fails). */
const MIN_COVERAGE = 0.9;

type Reader = {
  size: number;
  /** At least `n` bytes at `offset` (fewer at the end of the file). */
  at(offset: number, n: number): Promise<{ buf: Buffer; i: number; len: number }>;
  close(): Promise<void>;
};

async function reader(path: string): Promise<Reader> {
  const fh = await open(path, 'r');
  const size = (await fh.stat()).size;
  const buf = Buffer.alloc(CHUNK);
  let start = 0;
  let len = 0;
  return {
    size,
    async at(offset, n) {
      if (offset < start || offset + n > start + len) {
        start = offset;
        len = (await fh.read(buf, 0, CHUNK, offset)).bytesRead;
      }
      return { buf, i: offset - start, len: Math.min(len - (offset - start), n) };
    },
    close: () => fh.close(),
  };
}

/** Where the audio starts: after an ID3v2 tag if there is one. */
async function afterId3(r: Reader): Promise<number> {
  const { buf, i, len } = await r.at(0, 10);
  if (len < 10 || buf.toString('latin1', i, i + 3) !== 'ID3') return 0;
  const size =
    ((buf[i + 6]! & 0x7f) << 21) |
    ((buf[i + 7]! & 0x7f) << 14) |
    ((buf[i + 8]! & 0x7f) << 7) |
    (buf[i + 9]! & 0x7f);
  const footer = buf[i + 5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

type Frame = { length: number; samples: number; rate: number };

const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

function adtsFrame(b: Buffer, i: number): Frame | undefined {
  if (b[i] !== 0xff || (b[i + 1]! & 0xf6) !== 0xf0) return undefined;
  const rate = ADTS_RATES[(b[i + 2]! >> 2) & 0x0f];
  const length = ((b[i + 3]! & 0x03) << 11) | (b[i + 4]! << 3) | (b[i + 5]! >> 5);
  if (!rate || length < 7) return undefined;
  return { length, samples: 1024 * ((b[i + 6]! & 0x03) + 1), rate };
}

// kbit/s by [version 1 | 2 and 2.5][layer I, II, III]
const MPEG_BITRATES = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
const MPEG_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

function mpegFrame(b: Buffer, i: number): Frame | undefined {
  if (b[i] !== 0xff || (b[i + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (b[i + 1]! >> 3) & 3;
  const layer = 4 - ((b[i + 1]! >> 1) & 3);
  const bitrateIndex = b[i + 2]! >> 4;
  const rate = MPEG_RATES[version]?.[(b[i + 2]! >> 2) & 3];
  if (version === 1 || layer === 4 || !rate || bitrateIndex === 0 || bitrateIndex === 15) return undefined;
  const kbps = MPEG_BITRATES[version === 3 ? 0 : 1]![layer - 1]![bitrateIndex]!;
  const padding = (b[i + 2]! >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 3 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * kbps * 1000) / rate) + padding) * 4
      : Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
  return { length, samples, rate };
}

/** Walks frames from the start of the audio; undefined unless they cover the file. */
async function walkFrames(path: string, parse: (b: Buffer, i: number) => Frame | undefined) {
  const r = await reader(path);
  try {
    const first = await afterId3(r);
    let offset = first;
    let samples = 0;
    let rate = 0;
    let covered = 0;
    for (;;) {
      if (offset + 7 > r.size) break;
      const { buf, i, len } = await r.at(offset, 7);
      if (len < 7) break;
      const frame = parse(buf, i);
      if (!frame || offset + frame.length > r.size) break;
      // A change of sample rate mid-stream is not audio we can time.
      if (rate && frame.rate !== rate) break;
      rate = frame.rate;
      samples += frame.samples;
      covered += frame.length;
      offset += frame.length;
    }
    const body = r.size - first;
    if (!rate || samples === 0 || covered < body * MIN_COVERAGE - 128) return undefined;
    return samples / rate;
  } finally {
    await r.close();
  }
}

export const adtsDuration = (path: string) => walkFrames(path, adtsFrame);
export const mpegDuration = (path: string) => walkFrames(path, mpegFrame);

/**
 * Ogg: the granule position of the last page counts samples of the whole stream (at 48 kHz for
 * Opus, less its pre-skip; at the stream's rate for Vorbis and FLAC).
 */
export async function oggDuration(path: string, sampleRate: number | undefined, opus: boolean) {
  const rate = opus ? 48000 : sampleRate;
  if (!rate) return undefined;
  const r = await reader(path);
  try {
    let preSkip = 0;
    if (opus) {
      const head = await r.at(0, 200);
      const at = head.buf.subarray(head.i, head.i + head.len).indexOf('OpusHead');
      if (at >= 0) preSkip = head.buf.readUInt16LE(head.i + at + 10);
    }
    const tail = Math.max(0, r.size - 65536);
    const { buf, i, len } = await r.at(tail, Math.min(65536, r.size));
    const window = buf.subarray(i, i + len);
    const last = window.lastIndexOf('OggS');
    if (last < 0 || last + 14 > window.length || window[last + 4] !== 0) return undefined;
    const granule = window.readBigInt64LE(last + 6);
    if (granule <= 0n) return undefined;
    return (Number(granule) - preSkip) / rate;
  } finally {
    await r.close();
  }
}
