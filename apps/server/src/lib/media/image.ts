import { availableParallelism } from 'node:os';
import { UPLOAD_LIMITS } from '@talanty/contract';
import sharp from 'sharp';
import { createLimiter } from './limiter.ts';
import { MediaError, type MediaFormat, type MediaOutput, type MediaProcessor } from './types.ts';

// Temporary upload files are deleted right after processing: sharp must not keep them open or cached.
sharp.cache(false);

/**
 * Larger pictures are refused from their header, before decoding (a 12 KB 1-bit PNG can claim
 * 100 megapixels and cost seconds of CPU and hundreds of MB): 50 megapixels, what a phone camera
 * makes, and at most as many decoded bytes as 50 megapixels of 8-bit RGBA, so a 16-bit or
 * floating-point picture gets proportionally fewer pixels.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_DECODED_BYTES = MAX_INPUT_PIXELS * 4;
/** Bytes per sample of libvips' band formats (sharp's `metadata().depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
};

/** The refusal of a picture too large to decode: its limit in megapixels at its own bytes per pixel. */
function tooManyPixels(bytesPerPixel: number): MediaError {
  const max = Math.min(MAX_INPUT_PIXELS, Math.floor(MAX_DECODED_BYTES / bytesPerPixel));
  return new MediaError('IMAGE_TOO_MANY_PIXELS', { max: Math.floor(max / 1e6) });
}
/** Every size is made from one decoded, auto-rotated master at most this large. */
const MASTER_SIDE = 2048;

/**
 * The stored versions of an image, all WebP with no metadata. `main` is what `FileFullURL` points
 * at; the square and wide crops are made up front, so any photo can become an avatar or a header
 * without another pass (the client may crop before uploading; the server then centres on the
 * most interesting part).
 */
export const IMAGE_VARIANTS = {
  main: { box: 1600, quality: 82 },
  thumb: { box: 400, quality: 78 },
  sq512: { crop: [1, 1], width: 512, quality: 80 },
  sq128: { crop: [1, 1], width: 128, quality: 80 },
  wide: { crop: [4, 1], width: 1920, quality: 80 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

const HEIF_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];

export const IMAGE_FORMATS: MediaFormat[] = [
  {
    mime: 'image/jpeg',
    label: 'JPEG',
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
    declaredTypes: ['image/jpg', 'image/pjpeg'],
  },
  { mime: 'image/png', label: 'PNG', extensions: ['png'], declaredTypes: ['image/x-png', 'image/apng'] },
  { mime: 'image/apng', label: 'PNG', extensions: ['png', 'apng'], declaredTypes: ['image/png'] },
  { mime: 'image/webp', label: 'WebP', extensions: ['webp'], declaredTypes: [] },
  { mime: 'image/gif', label: 'GIF', extensions: ['gif'], declaredTypes: [] },
  { mime: 'image/avif', label: 'AVIF', extensions: ['avif'], declaredTypes: ['image/avif-sequence'] },
  ...HEIF_TYPES.map((mime) => ({
    mime,
    label: 'HEIC',
    extensions: ['heic', 'heif'],
    declaredTypes: HEIF_TYPES,
  })),
];

export type ImageProcessorOptions = {
  maxBytes?: number;
  /** Images processed at once (each may use several libuv threads inside sharp). */
  concurrency?: number;
  /** Images one person may have queued or in processing (then MEDIA_QUOTA_FULL). */
  perOwner?: number;
  timeoutSeconds?: number;
};

/** Images one person may have waiting or in processing at once: a batch from a phone, not a flood. */
export const IMAGES_PER_PERSON = 4;

/** `sharp` does the work on libuv threads; the limiter bounds how many images are in flight. */
export function createImageProcessor(opts: ImageProcessorOptions = {}): MediaProcessor {
  const limiter = createLimiter(opts.concurrency ?? Math.max(1, Math.min(4, availableParallelism() - 1)), {
    perOwner: opts.perOwner ?? IMAGES_PER_PERSON,
  });
  const timeout = { seconds: opts.timeoutSeconds ?? 60 };
  const inputOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error' as const,
    sequentialRead: true,
  };

  return {
    kind: 'image',
    maxBytes: opts.maxBytes ?? UPLOAD_LIMITS.image,
    formats: IMAGE_FORMATS,
    process: ({ path, format, owner }) =>
      limiter.run(async () => {
        const unreadable = (err: unknown): never => {
          if (/pixel limit/i.test(String(err))) throw tooManyPixels(4);
          // A HEIC that is HEVC-coded cannot be decoded by the bundled libvips: a format we do not take.
          if (HEIF_TYPES.includes(format.mime))
            throw new MediaError('UNSUPPORTED_FORMAT', { accepted: 'JPEG, PNG, WebP, GIF, AVIF' });
          throw new MediaError('FILE_UNREADABLE', { format: format.label, reason: String(err) });
        };
        const info = await sharp(path, inputOptions).metadata().catch(unreadable);
        const pixels = (info.width ?? 0) * (info.pageHeight ?? info.height ?? 0);
        const bytesPerPixel = (info.channels ?? 4) * (SAMPLE_BYTES[info.depth ?? ''] ?? 8);
        if (pixels > MAX_INPUT_PIXELS || pixels * bytesPerPixel > MAX_DECODED_BYTES)
          throw tooManyPixels(bytesPerPixel);

        // One decode: auto-rotate by EXIF orientation, then drop every metadata block (EXIF, GPS, XMP, ICC).
        const master = await sharp(path, inputOptions)
          .rotate()
          .resize({ width: MASTER_SIDE, height: MASTER_SIDE, fit: 'inside', withoutEnlargement: true })
          .toColourspace('srgb')
          .raw({ depth: 'uchar' })
          .timeout(timeout)
          .toBuffer({ resolveWithObject: true })
          .catch(unreadable);
        const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels };
        const from = () => sharp(master.data, { raw });

        const outputs: MediaOutput[] = [];
        for (const [variant, spec] of Object.entries(IMAGE_VARIANTS)) {
          let pipeline = from();
          if ('box' in spec) {
            pipeline = pipeline.resize({
              width: spec.box,
              height: spec.box,
              fit: 'inside',
              withoutEnlargement: true,
            });
          } else {
            const [rw, rh] = spec.crop;
            // The largest box of the wanted ratio inside the picture, never enlarged.
            const boxWidth = Math.min(raw.width, Math.floor((raw.height * rw) / rh));
            const width = Math.max(1, Math.min(spec.width, boxWidth));
            const height = Math.max(1, Math.round((width * rh) / rw));
            pipeline = pipeline.resize({ width, height, fit: 'cover', position: sharp.strategy.attention });
          }
          const out = await pipeline
            .webp({ quality: spec.quality, effort: 4 })
            .timeout(timeout)
            .toBuffer({ resolveWithObject: true });
          outputs.push({
            variant,
            ext: 'webp',
            mime: 'image/webp',
            body: out.data,
            width: out.info.width,
            height: out.info.height,
          });
        }
        const main = outputs[0]!;
        return {
          outputs,
          meta: {
            width: main.width,
            height: main.height,
            orientation: (main.width ?? 0) >= (main.height ?? 0) ? 'Horizontal' : 'Vertical',
          },
        };
      }, owner),
  };
}
