import { createReadStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { AUDIO_EXTENSIONS, toLine, UPLOAD_LIMITS } from '@talanty/contract';
import { fileTypeFromBuffer } from 'file-type';
import { type IAudioMetadata, type IPicture, parseFile } from 'music-metadata';
import { withTimeout } from '../timeout.ts';
import { adtsDuration, mpegDuration, oggDuration } from './audio-duration.ts';
import { IMAGE_FORMATS } from './image.ts';
import { createLimiter } from './limiter.ts';
import { MediaError, type MediaFormat, type MediaOutput, type MediaProcessor } from './types.ts';

/**
 * Spec section 5: MP3, WAV, OGG and AAC (ADTS), decided by content. `mime` is what `file-type`
 * reports; `declaredTypes` are the other names browsers and systems give the same content
 * (Windows calls ADTS `audio/vnd.dlna.adts`, Firefox calls WAV `audio/x-wav`).
 */
export const AUDIO_FORMATS: MediaFormat[] = [
  {
    mime: 'audio/mpeg',
    label: 'MP3',
    extensions: ['mp3'],
    declaredTypes: ['audio/mp3', 'audio/mpeg3', 'audio/x-mpeg', 'audio/x-mp3', 'audio/mpg'],
  },
  {
    mime: 'audio/wav',
    label: 'WAV',
    extensions: ['wav'],
    declaredTypes: ['audio/x-wav', 'audio/vnd.wave', 'audio/wave', 'audio/x-pn-wav'],
  },
  {
    mime: 'audio/ogg',
    label: 'OGG',
    extensions: ['ogg'],
    declaredTypes: ['application/ogg', 'audio/vorbis', 'audio/x-ogg'],
  },
  // Opus in an Ogg container (what browsers record): still an .ogg file for people.
  {
    mime: 'audio/ogg; codecs=opus',
    label: 'OGG',
    extensions: ['ogg'],
    declaredTypes: ['audio/ogg', 'application/ogg', 'audio/opus'],
  },
  {
    mime: 'audio/aac',
    label: 'AAC',
    extensions: ['aac'],
    declaredTypes: ['audio/vnd.dlna.adts', 'audio/x-aac', 'audio/aacp', 'audio/x-hx-aac-adts'],
  },
];

/** Embedded cover art becomes these variants of the audio upload (from the image processor's sizes). */
export const COVER_VARIANTS = {
  main: 'cover',
  thumb: 'coverthumb',
  sq512: 'coversq512',
  sq128: 'coversq128',
} as const;

const PARSE_TIMEOUT_MS = 120_000;

export type AudioProcessorOptions = {
  maxBytes?: number;
  concurrency?: number;
  /** Re-encodes embedded cover art (the registry's image processor, so both share its limits). */
  images: MediaProcessor;
};

/**
 * Reads tags, cover and duration from the file on disk (music-metadata reads what it needs, never
 * the whole file). When the header states no length (ADTS always; MP3 without a Xing/VBRI header;
 * some Ogg streams) our own frame walk or last-page read supplies it (audio-duration.ts).
 */
async function readMetadata(
  path: string,
  format: MediaFormat,
): Promise<{ meta: IAudioMetadata; duration: number | undefined } | undefined> {
  try {
    const meta = await withTimeout(
      parseFile(path),
      PARSE_TIMEOUT_MS,
      `audio parsing took longer than ${PARSE_TIMEOUT_MS} ms`,
    );
    let duration = meta.format.duration;
    if (!usableDuration(duration)) {
      const mime = format.mime;
      duration =
        mime === 'audio/aac'
          ? await adtsDuration(path)
          : mime === 'audio/mpeg'
            ? await mpegDuration(path)
            : mime.startsWith('audio/ogg')
              ? await oggDuration(path, meta.format.sampleRate, mime.includes('opus'))
              : undefined;
    }
    return { meta, duration };
  } catch {
    return undefined;
  }
}

const usableDuration = (d: number | undefined): d is number =>
  d !== undefined && Number.isFinite(d) && d > 0 && d < 100 * 24 * 3600;

/** The front cover if the file names one, else its first picture. */
const pickPicture = (pictures: IPicture[] | undefined) =>
  pictures?.find((p) => /front/i.test(p.type ?? '')) ?? pictures?.[0];

const clean = (s: string | undefined) => {
  const v = s === undefined ? undefined : toLine(s);
  return v ? v.slice(0, 200) : undefined;
};

/**
 * Audio uploads: stored byte for byte (streamed from the temporary file), with the duration, the
 * title and artist from the tags, and the embedded cover art re-encoded through the image path
 * (so no EXIF or other metadata survives) as `cover*` variants.
 */
export function createAudioProcessor(opts: AudioProcessorOptions): MediaProcessor {
  const limiter = createLimiter(opts.concurrency ?? 2);
  const { images } = opts;

  async function coverOutputs(picture: IPicture | undefined, tmpPath: string): Promise<MediaOutput[]> {
    if (!picture || picture.data.length === 0 || picture.data.length > UPLOAD_LIMITS.image) return [];
    const sniffed = await fileTypeFromBuffer(picture.data).catch(() => undefined);
    const format = IMAGE_FORMATS.find((f) => f.mime === sniffed?.mime);
    if (!format) return [];
    const coverPath = `${tmpPath}.cover`;
    try {
      await writeFile(coverPath, picture.data, { mode: 0o600 });
      const done = await images.process({ path: coverPath, size: picture.data.length, format });
      return done.outputs.flatMap((out) => {
        const variant = COVER_VARIANTS[out.variant as keyof typeof COVER_VARIANTS];
        return variant ? [{ ...out, variant }] : [];
      });
    } catch {
      // Broken cover art does not spoil the track: it is kept without a cover.
      return [];
    } finally {
      await rm(coverPath, { force: true });
    }
  }

  return {
    kind: 'audio',
    maxBytes: opts.maxBytes ?? UPLOAD_LIMITS.audio,
    formats: AUDIO_FORMATS,
    badExtension: (ext, format) =>
      new MediaError('INVALID_AUDIO_EXTENSION', {
        ext,
        allowed: AUDIO_EXTENSIONS.join(', '),
        fits: format.extensions.join(', '),
      }),
    process: ({ path, format, owner }) =>
      limiter.run(async () => {
        const read = await readMetadata(path, format);
        const duration = read?.duration;
        if (!read || !usableDuration(duration))
          throw new MediaError('AUDIO_DURATION_UNREADABLE', { format: format.label });
        const { meta } = read;
        const cover = await coverOutputs(pickPicture(meta.common.picture), path);
        const main: MediaOutput = {
          variant: 'main',
          ext: format.extensions[0]!,
          mime: format.mime.split(';')[0]!,
          body: () => createReadStream(path),
        };
        const f = meta.format;
        return {
          outputs: [main, ...cover],
          meta: {
            duration: Math.round(duration * 1000) / 1000,
            extra: {
              title: clean(meta.common.title),
              artist: clean(meta.common.artist),
              album: clean(meta.common.album),
              codec: f.codec,
              sampleRate: f.sampleRate,
              channels: f.numberOfChannels,
              bitrate: f.bitrate ? Math.round(f.bitrate) : undefined,
            },
          },
        };
      }, owner),
  };
}
