import { z } from 'zod';
import { idSchema } from './text.ts';

/**
 * The media library (spec sections 3-5, 7): video by link, likes, and the waveform peaks of audio
 * files. The File record itself and the upload answer live in `files.ts`.
 */

const yn = z.enum(['Y', 'N']);

export const HOSTING_SERVICES = ['YouTube', 'VK'] as const;
export type HostingService = (typeof HOSTING_SERVICES)[number];
/** FileSubType of a video link: decided by the server from the link. */
export const VIDEO_SUB_TYPES = ['YouTubeVideo', 'YouTubeShort', 'VKVideo', 'VKClip'] as const;
export type VideoSubType = (typeof VIDEO_SUB_TYPES)[number];

// ---------------------------------------------------------------- video by link

/** `POST /api/media/getVideoInfo`: a YouTube or VK link as the user pasted it (with or without `https://`). */
export const getVideoInfoBodySchema = z.object({
  url: z.string('VIDEO_URL_REQUIRED').trim().min(1, 'VIDEO_URL_REQUIRED').max(2000, 'INVALID_VIDEO_URL'),
});
export type GetVideoInfoBody = z.infer<typeof getVideoInfoBodySchema>;

/**
 * What the server learnt about a video link. The link itself is always recognised (else 400); the
 * details come from the platform and may be missing (`detailsFlag: "N"`, with `detailsError`
 * saying why): the user then types the title and picks a cover, and the link can still be saved.
 */
export const videoInfoSchema = z.object({
  hostingService: z.enum(HOSTING_SERVICES),
  FileSubType: z.enum(VIDEO_SUB_TYPES),
  /** YouTube: the 11-character id; VK: `<owner>_<id>` (`-123_456`). */
  videoId: z.string(),
  /** The canonical link to save as `FileFullURL` (`https://www.youtube.com/watch?v=…`, `https://vk.com/video-1_2`). */
  url: z.string(),
  /** What to put in an iframe, after the user clicks play (youtube-nocookie.com for YouTube). */
  embedUrl: z.string(),
  title: z.string().nullable(),
  authorName: z.string().nullable(),
  /** The platform's preview picture (https, on the platform's image hosts); save it as `LogoURL`. */
  thumbnailUrl: z.string().nullable(),
  /** Seconds, when the platform says (VK does, YouTube's oEmbed does not). */
  duration: z.number().nullable().optional(),
  /** "Y" when the platform's details were fetched, "N" when they could not be. */
  detailsFlag: yn,
  /** Why the details are missing: `VIDEO_PLATFORM_ERROR` (the platform refused) or `VIDEO_DETAILS_UNAVAILABLE`. */
  detailsError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

// ---------------------------------------------------------------- likes

/** `POST /api/user/setUserMediaLike`: like ("Y") or unlike ("N") a file you may see; repeating is harmless. */
export const setUserMediaLikeBodySchema = z.object({
  fileId: idSchema,
  likeFlag: yn,
});
export type SetUserMediaLikeBody = z.infer<typeof setUserMediaLikeBodySchema>;
export const setUserMediaLikeAnswerSchema = z.object({
  /** The viewer's like after the call. */
  likeFlag: yn,
  /** How many people like the file now. */
  likeNum: z.number().int(),
});
export type SetUserMediaLikeAnswer = z.infer<typeof setUserMediaLikeAnswerSchema>;

// ---------------------------------------------------------------- waveform peaks

/**
 * Waveform peaks of an audio file: computed once in the browser at upload (Web Audio API: decode,
 * split into N buckets, the largest absolute sample of each, normalised to 0..1) and sent with
 * `addUserFile`/`syncFile`. Stored and answered compactly: base64 of one byte per peak
 * (round(peak * 255)); `decodePeaks` turns the record's `Peaks` back into numbers.
 */
export const PEAKS_COUNT = { min: 200, max: 2000 } as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Peaks (0..1) -> the stored base64 form. */
export function encodePeaks(values: readonly number[]): string {
  let binary = '';
  for (const v of values) binary += String.fromCharCode(Math.round(Math.min(1, Math.max(0, v)) * 255));
  return btoa(binary);
}

/** The record's `Peaks` -> numbers 0..1 (two decimals are plenty for drawing). */
export function decodePeaks(encoded: string): number[] {
  const binary = atob(encoded);
  const out = new Array<number>(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = Math.round((binary.charCodeAt(i) / 255) * 1000) / 1000;
  return out;
}

/** How many peaks a base64 string holds, or -1 when it is not base64. */
function peaksInBase64(s: string): number {
  if (s.length % 4 !== 0 || !BASE64.test(s)) return -1;
  return (s.length / 4) * 3 - (s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0);
}

/** Peaks as a client sends them: numbers 0..1 (200-2000 of them), or the record's base64 form echoed back. */
export const peaksInputSchema = z.union(
  [
    z
      .array(z.number('INVALID_PEAKS'))
      .min(PEAKS_COUNT.min, 'INVALID_PEAKS')
      .max(PEAKS_COUNT.max, 'INVALID_PEAKS')
      // One issue for the whole list, not one per number out of range.
      .refine((a) => a.every((v) => v >= 0 && v <= 1), 'INVALID_PEAKS'),
    z.string().refine((s) => {
      const n = peaksInBase64(s);
      return n >= PEAKS_COUNT.min && n <= PEAKS_COUNT.max;
    }, 'INVALID_PEAKS'),
  ],
  { error: 'INVALID_PEAKS' },
);
export type PeaksInput = z.infer<typeof peaksInputSchema>;

/** A validated peaks input -> the stored base64 form. */
export const peaksToStored = (p: PeaksInput): string => (typeof p === 'string' ? p : encodePeaks(p));
