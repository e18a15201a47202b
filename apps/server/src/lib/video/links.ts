import type { HostingService, VideoSubType } from '@talanty/contract';

/** A recognised video link: which platform, which video, and the addresses to save and to embed. */
export type VideoLink = {
  hostingService: HostingService;
  subType: VideoSubType;
  /** YouTube: the 11-character id; VK: `<owner>_<id>`. */
  videoId: string;
  /** The canonical link (what a File record keeps as its address). */
  url: string;
  /** The privacy-friendly player address for an iframe. */
  embedUrl: string;
};

export type VideoLinkErrorCode =
  | 'INVALID_VIDEO_URL'
  | 'UNSUPPORTED_VIDEO_PLATFORM'
  | 'INVALID_YOUTUBE_LINK'
  | 'INVALID_VK_LINK'
  | 'VIDEO_ID_MISSING';

/** A link that is not a recognisable YouTube or VK video (spec section 5's video link messages). */
export class VideoLinkError extends Error {
  readonly code: VideoLinkErrorCode;
  constructor(code: VideoLinkErrorCode) {
    super(code);
    this.name = 'VideoLinkError';
    this.code = code;
  }
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE = new Set(['youtu.be', 'www.youtu.be']);
const VK_HOSTS = new Set([
  'vk.com',
  'www.vk.com',
  'm.vk.com',
  'new.vk.com',
  'vk.ru',
  'www.vk.ru',
  'm.vk.ru',
  'vkvideo.ru',
  'www.vkvideo.ru',
  'm.vkvideo.ru',
]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** `video-123_456`, `clip123_456` (a negative owner is a community). */
const VK_ID = /^(video|clip)(-?\d{1,19})_(\d{1,19})$/;
/** Path forms that carry a YouTube id in the next segment, and whether they are Shorts. */
const YOUTUBE_ID_PATHS: Record<string, VideoSubType> = {
  shorts: 'YouTubeShort',
  embed: 'YouTubeVideo',
  live: 'YouTubeVideo',
  v: 'YouTubeVideo',
  e: 'YouTubeVideo',
};

function youtube(videoId: string, subType: VideoSubType): VideoLink {
  return {
    hostingService: 'YouTube',
    subType,
    videoId,
    url:
      subType === 'YouTubeShort'
        ? `https://www.youtube.com/shorts/${videoId}`
        : `https://www.youtube.com/watch?v=${videoId}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
  };
}

function youtubeId(id: string | null | undefined, subType: VideoSubType): VideoLink {
  if (!id) throw new VideoLinkError('VIDEO_ID_MISSING');
  if (!YOUTUBE_ID.test(id)) throw new VideoLinkError('INVALID_YOUTUBE_LINK');
  return youtube(id, subType);
}

function parseYouTube(u: URL, shortHost: boolean): VideoLink {
  const segments = u.pathname.split('/').filter(Boolean);
  if (shortHost) return youtubeId(segments[0], 'YouTubeVideo');
  const [first, second] = segments;
  if (!first) {
    // `youtube.com/?v=…` is a watch link too; the bare home page has no video.
    return youtubeId(u.searchParams.get('v'), 'YouTubeVideo');
  }
  if (first === 'watch') return youtubeId(u.searchParams.get('v'), 'YouTubeVideo');
  const kind = YOUTUBE_ID_PATHS[first];
  if (kind) return youtubeId(second, kind);
  throw new VideoLinkError('INVALID_YOUTUBE_LINK');
}

function vk(kind: string, owner: string, id: string): VideoLink {
  const subType: VideoSubType = kind === 'clip' ? 'VKClip' : 'VKVideo';
  const videoId = `${owner}_${id}`;
  return {
    hostingService: 'VK',
    subType,
    videoId,
    url: `https://vk.com/${kind}${videoId}`,
    embedUrl: `https://vk.com/video_ext.php?oid=${owner}&id=${id}&hd=2`,
  };
}

/** `video-1_2` (or `clip…`) -> a link; undefined when the text is not of that family. */
function vkFromId(text: string): VideoLink | undefined {
  const m = VK_ID.exec(text);
  return m ? vk(m[1]!, m[2]!, m[3]!) : undefined;
}

function parseVk(u: URL): VideoLink {
  // `?z=video-1_2/pl_…` opens a video over another page.
  const z = u.searchParams.get('z');
  if (z !== null) {
    const head = z.split('/')[0]!;
    const found = vkFromId(head);
    if (found) return found;
    if (/^(video|clip)/.test(head)) throw new VideoLinkError('INVALID_VK_LINK');
  }
  const segments = u.pathname.split('/').filter(Boolean);
  if (segments[0] === 'video_ext.php') {
    const oid = u.searchParams.get('oid');
    const id = u.searchParams.get('id');
    if (!oid || !id) throw new VideoLinkError('VIDEO_ID_MISSING');
    if (!/^-?\d{1,19}$/.test(oid) || !/^\d{1,19}$/.test(id)) throw new VideoLinkError('INVALID_VK_LINK');
    return vk('video', oid, id);
  }
  // The id may follow a playlist or a community's video section (`vkvideo.ru/@club/video-1_2`).
  for (const s of segments.slice().reverse()) {
    const found = vkFromId(s);
    if (found) return found;
  }
  const last = segments[segments.length - 1];
  // The video or clips section itself, or the site's front page: no video chosen.
  if (!last || /^(video|videos|clip|clips)$/.test(last)) throw new VideoLinkError('VIDEO_ID_MISSING');
  throw new VideoLinkError('INVALID_VK_LINK');
}

/**
 * Recognises YouTube (watch, shorts, embed, live, youtu.be; www., m., music. hosts) and VK (video
 * and clip links on vk.com, vk.ru and vkvideo.ru, `?z=` overlays, video_ext.php players) links.
 * Throws VideoLinkError: not a link, another platform, a malformed link of one of the two, or
 * a link without a video id.
 */
export function parseVideoLink(input: string): VideoLink {
  const text = input.trim();
  if (!text || /\s/.test(text)) throw new VideoLinkError('INVALID_VIDEO_URL');
  let u: URL;
  try {
    u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new VideoLinkError('INVALID_VIDEO_URL');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new VideoLinkError('INVALID_VIDEO_URL');
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) throw new VideoLinkError('INVALID_VIDEO_URL');
  if (YOUTU_BE.has(host)) return parseYouTube(u, true);
  if (YOUTUBE_HOSTS.has(host)) return parseYouTube(u, false);
  if (VK_HOSTS.has(host)) return parseVk(u);
  throw new VideoLinkError('UNSUPPORTED_VIDEO_PLATFORM');
}

/**
 * The preview YouTube serves for every video id (`hqdefault`, 480×360, on i.ytimg.com which the CSP
 * allows): the cover when the platform's details could not be fetched. VK has no such address.
 */
export function idThumbnail(link: Pick<VideoLink, 'hostingService' | 'videoId'>): string | null {
  return link.hostingService === 'YouTube' ? `https://i.ytimg.com/vi/${link.videoId}/hqdefault.jpg` : null;
}
