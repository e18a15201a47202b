import type { AddUserFileBody, FileRecord } from '@talanty/contract';
import { uuidv7 } from 'uuidv7';
import { badRequest } from '../../lib/errors.ts';
import { allowedThumbnail, idThumbnail, type VideoDetails, type VideoLink } from '../../lib/video/index.ts';
import { toDate } from './files.input.ts';
import type { FileTags, NewFile } from './files.repo.ts';
import type { FileTagsService } from './files.tags.ts';

/**
 * Hook for the media module: recognises a YouTube/VK link (throwing the spec's link errors as
 * AppErrors) and fetches its details when it can (null when it cannot). Until it is registered
 * (`app.files.registerVideoLinks`), links are refused with EXTERNAL_FILES_UNSUPPORTED.
 */
export type VideoLinkResolver = (url: string) => Promise<{ link: VideoLink; details: VideoDetails | null }>;

/** What a record keeps of a video link (shorts and clips are vertical). */
export function fromVideo(link: VideoLink, details: VideoDetails | null) {
  return {
    fileName: link.url,
    externalUrl: link.url,
    fileExt: null,
    uploadId: null,
    external: true,
    hostingService: link.hostingService,
    fileSubType: link.subType,
    externalId: link.videoId,
    embedUrl: details?.embedUrl ?? link.embedUrl,
    duration: details?.duration ?? null,
    orientation: link.subType === 'YouTubeShort' || link.subType === 'VKClip' ? 'Vertical' : 'Horizontal',
  };
}

/** A video link's cover: an own image (LogoId), else an allowed platform thumbnail (LogoURL), else the platform's. */
export function videoLogoUrl(given: string | null | undefined, fallback: string | null): string | null {
  if (given === undefined) return fallback;
  if (given === null || given === '') return null;
  const ok = allowedThumbnail(given);
  if (!ok) throw badRequest('INVALID_LOGO_URL', { fields: [{ path: 'body.LogoURL', message: given }] });
  return ok;
}

/** Video records: Files that are a YouTube or VK link rather than an upload. */
export function fileVideos(deps: {
  tags: FileTagsService;
  /** The upload id of a cover the owner names (LogoId), null/undefined as given; 404 when not theirs. */
  ownLogo: (ownerId: string, logoId: string | null | undefined) => Promise<string | null | undefined>;
}) {
  let resolver: VideoLinkResolver | undefined;

  const resolve = async (url: string) => {
    if (!resolver) throw badRequest('EXTERNAL_FILES_UNSUPPORTED');
    return resolver(url);
  };

  return {
    register(r: VideoLinkResolver) {
      resolver = r;
    },

    resolve,

    /** The row and tags of a new video link record, every part checked (not stored yet). */
    async newRecord(
      owner: { id: string },
      body: AddUserFileBody,
      fileType: FileRecord['FileType'],
    ): Promise<{ row: NewFile; tags: Partial<FileTags> }> {
      if (fileType !== 'Video') throw badRequest('EXTERNAL_FILES_UNSUPPORTED');
      if (body.Peaks) throw badRequest('PEAKS_AUDIO_ONLY');
      const raw = body.FileFullURL || body.FileName;
      if (!raw) throw badRequest('VIDEO_URL_REQUIRED');
      const { link, details } = await resolve(raw);
      if (body.hostingService && body.hostingService !== link.hostingService)
        throw badRequest('VIDEO_HOSTING_MISMATCH', {
          params: { given: body.hostingService, actual: link.hostingService },
        });
      if (body.FileSubType && body.FileSubType !== link.subType)
        throw badRequest('INVALID_FILE_SUB_TYPE', { params: { subType: body.FileSubType, fileType } });
      const logoUploadId = (await deps.ownLogo(owner.id, body.LogoId)) ?? null;
      const logoUrl = logoUploadId
        ? null
        : videoLogoUrl(body.LogoURL, details?.thumbnailUrl ?? idThumbnail(link));
      const tags = await deps.tags.read({
        talents: body.ListOfTalants,
        tools: body.ListOfTools,
        styles: body.ListOfStyles,
      });
      const now = new Date();
      const row: NewFile = {
        id: uuidv7(),
        ownerId: owner.id,
        fileType,
        ...fromVideo(link, details),
        logoUploadId,
        logoUrl,
        originName: null,
        name: body.Name || details?.title || `${link.hostingService} ${link.videoId}`,
        description: body.Description ?? '',
        comment: body.Comment ?? '',
        public: body.PublicFlag !== 'N',
        digest: body.DigestFlag === 'Y',
        fileDate: toDate(body.FileDate) ?? null,
        addedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      return { row, tags };
    },
  };
}
export type FileVideos = ReturnType<typeof fileVideos>;
