import type { Readable } from 'node:stream';
import type { MediaKind, Orientation } from '@talanty/contract';

export type { MediaKind };

/** One content format a processor accepts, as sniffed from the bytes. */
export type MediaFormat = {
  /** The MIME type `file-type` reports for this content. */
  mime: string;
  /** Shown to people in messages ("JPEG", "MP3"). */
  label: string;
  /** File name extensions that may carry this content (lower case, no dot). */
  extensions: readonly string[];
  /** Content types a client may declare for it; `application/octet-stream` and empty are always fine. */
  declaredTypes: readonly string[];
};

/** One object to store for an upload: `main` is the file itself, the rest are its variants. */
export type MediaOutput = {
  variant: string;
  ext: string;
  mime: string;
  /** Small outputs (re-encoded images) come as buffers; large ones (audio) as a stream factory. */
  body: Buffer | (() => Readable);
  width?: number;
  height?: number;
};

export type MediaMeta = {
  width?: number;
  height?: number;
  orientation?: Orientation;
  /** Seconds. */
  duration?: number;
  /** Kind-specific facts (e.g. audio peaks) kept with the upload. */
  extra?: Record<string, unknown>;
};

export type ProcessedMedia = { outputs: MediaOutput[]; meta: MediaMeta };

export type MediaInput = {
  /** A local temporary file holding the whole upload; the caller deletes it afterwards. */
  path: string;
  size: number;
  format: MediaFormat;
  /** Who uploaded it: media work is shared fairly between people (lib/media/limiter.ts). */
  owner?: string;
};

/**
 * Everything one kind of media needs: which sniffed formats it takes, its size limit, and how an
 * accepted upload becomes stored objects and facts. Images are built in; audio registers its own.
 */
export interface MediaProcessor {
  readonly kind: MediaKind;
  readonly maxBytes: number;
  readonly formats: readonly MediaFormat[];
  /** The error for a name whose extension does not fit the content (default: INVALID_EXTENSION). */
  badExtension?(ext: string, format: MediaFormat): MediaError;
  process(input: MediaInput): Promise<ProcessedMedia>;
}

export type MediaErrorCode =
  | 'UNSUPPORTED_FORMAT'
  | 'INVALID_EXTENSION'
  | 'FILE_TYPE_MISMATCH'
  | 'FILE_TOO_LARGE'
  | 'FILE_UNREADABLE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'INVALID_AUDIO_EXTENSION'
  | 'AUDIO_DURATION_UNREADABLE'
  | 'MEDIA_BUSY'
  | 'MEDIA_QUOTA_FULL';

/** A refused upload, with the facts its message needs; the files module turns it into an API error. */
export class MediaError extends Error {
  readonly code: MediaErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: MediaErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'MediaError';
    this.code = code;
    this.params = params;
  }
}
