import type { VideoInfo } from '@talanty/contract';
import type { MessageKey } from '../../i18n/messages.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  type DetailsResult,
  idThumbnail,
  parseVideoLink,
  type VideoLink,
  VideoLinkError,
  type VideoProviders,
} from '../../lib/video/index.ts';

/** Video links: recognise (400 with the spec's messages), then the platform's details when they come. */
export function videoService(providers: VideoProviders) {
  function parse(url: string): VideoLink {
    try {
      return parseVideoLink(url);
    } catch (err) {
      if (err instanceof VideoLinkError) throw badRequest(err.code);
      throw err;
    }
  }

  async function lookup(url: string): Promise<{ link: VideoLink } & DetailsResult> {
    const link = parse(url);
    return { link, ...(await providers.details(link)) };
  }

  return {
    providers,
    parse,

    /** `getVideoInfo`'s answer; `translate` words the reason when details are missing. */
    async info(url: string, translate: (code: MessageKey) => string): Promise<VideoInfo> {
      const { link, details, error } = await lookup(url);
      return {
        hostingService: link.hostingService,
        FileSubType: link.subType,
        videoId: link.videoId,
        url: link.url,
        embedUrl: details?.embedUrl ?? link.embedUrl,
        title: details?.title ?? null,
        authorName: details?.authorName ?? null,
        // Without the platform's answer (or its picture), YouTube's preview by id still shows the video.
        thumbnailUrl: details?.thumbnailUrl ?? idThumbnail(link),
        duration: details?.duration ?? null,
        detailsFlag: details ? 'Y' : 'N',
        detailsError: error ? { code: error, message: translate(error) } : null,
      };
    },

    /** For the files module's video records (`addUserFile` with `externalFlag:"Y"`, `syncFile`). */
    async resolve(url: string) {
      const { link, details } = await lookup(url);
      return { link, details };
    },
  };
}
export type VideoService = ReturnType<typeof videoService>;
