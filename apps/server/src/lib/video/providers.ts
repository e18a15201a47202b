import { toLine } from '@talanty/contract';
import { TtlCache } from './cache.ts';
import { allowedEmbed, allowedThumbnail } from './hosts.ts';
import type { VideoLink } from './links.ts';
import { type Endpoint, fetchJson, OutboundError, type Resolver } from './outbound.ts';

/** What a platform told us about a video. */
export type VideoDetails = {
  title: string | null;
  authorName: string | null;
  thumbnailUrl: string | null;
  /** Seconds (VK says; YouTube's oEmbed does not). */
  duration: number | null;
  /** A better player address than the one built from the link (VK's carries an access hash). */
  embedUrl: string | null;
};

/** `VIDEO_PLATFORM_ERROR`: the platform answered but refused (private, removed, bad token); else unreachable. */
export type DetailsErrorCode = 'VIDEO_PLATFORM_ERROR' | 'VIDEO_DETAILS_UNAVAILABLE';
export type DetailsResult =
  | { details: VideoDetails; error: null }
  | { details: null; error: DetailsErrorCode };

export const DEFAULT_YOUTUBE_OEMBED_URL = 'https://www.youtube.com/oembed';
export const DEFAULT_VK_API_URL = 'https://api.vk.com/method/video.get';
const VK_API_VERSION = '5.199';

export type VideoProvidersConfig = {
  youtubeOembedUrl: string;
  vkApiUrl: string;
  vkApiToken: string | undefined;
  /** Endpoints the operator set (tests point them at a local fake): the public-IP check is relaxed for them. */
  youtubeConfigured: boolean;
  vkConfigured: boolean;
};

export type VideoProvidersOptions = {
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  cacheSize?: number;
  now?: () => number;
  log?: { info: (obj: object, msg: string) => void };
};

/** How long answers are kept: details for hours, a refusal for minutes, an outage for a minute. */
export const DETAILS_TTL_MS = {
  ok: 6 * 60 * 60 * 1000,
  VIDEO_PLATFORM_ERROR: 10 * 60 * 1000,
  VIDEO_DETAILS_UNAVAILABLE: 60 * 1000,
} as const;

class PlatformRefused extends Error {}

const text = (v: unknown, max = 300): string | null => {
  const line = typeof v === 'string' ? toLine(v) : '';
  return line ? line.slice(0, max) : null;
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** YouTube oEmbed and VK's video.get, behind the outbound rules and an in-memory cache. */
export function createVideoProviders(cfg: VideoProvidersConfig, opts: VideoProvidersOptions = {}) {
  const endpoints: Endpoint[] = [
    { url: new URL(cfg.youtubeOembedUrl), trusted: cfg.youtubeConfigured },
    { url: new URL(cfg.vkApiUrl), trusted: cfg.vkConfigured },
  ];
  const cache = new TtlCache<Promise<DetailsResult>>({ max: opts.cacheSize ?? 1000, now: opts.now });
  const get = (url: URL) =>
    fetchJson(url, endpoints, {
      resolve: opts.resolve,
      timeoutMs: opts.timeoutMs,
      maxBytes: opts.maxBytes,
      userAgent: opts.userAgent,
    });

  async function youtube(link: VideoLink): Promise<VideoDetails> {
    const url = new URL(cfg.youtubeOembedUrl);
    url.searchParams.set('url', link.url);
    url.searchParams.set('format', 'json');
    const data = await get(url);
    if (!isObject(data)) throw new PlatformRefused('oEmbed answered something else than an object');
    return {
      title: text(data.title),
      authorName: text(data.author_name),
      thumbnailUrl: allowedThumbnail(text(data.thumbnail_url, 2000)) ?? null,
      duration: null,
      embedUrl: null,
    };
  }

  async function vk(link: VideoLink): Promise<VideoDetails> {
    // VK's public API refuses every call without a token: do not ask it in vain.
    if (!cfg.vkApiToken && !cfg.vkConfigured) throw new OutboundError('NOT_ALLOWED');
    const url = new URL(cfg.vkApiUrl);
    url.searchParams.set('videos', link.videoId);
    url.searchParams.set('extended', '1');
    url.searchParams.set('v', VK_API_VERSION);
    if (cfg.vkApiToken) url.searchParams.set('access_token', cfg.vkApiToken);
    const data = await get(url);
    if (!isObject(data) || 'error' in data || !isObject(data.response))
      throw new PlatformRefused('VK answered with an error');
    const items = Array.isArray(data.response.items) ? data.response.items : [];
    const item = items.find(isObject);
    if (!item) throw new PlatformRefused('VK does not show this video');
    const images = (Array.isArray(item.image) ? item.image : []).filter(isObject);
    // The widest preview up to 800 px (enough for a card), else the widest there is.
    const sorted = images
      .map((i) => ({ url: allowedThumbnail(text(i.url, 2000)), width: Number(i.width) || 0 }))
      .filter((i): i is { url: string; width: number } => Boolean(i.url))
      .sort((a, b) => b.width - a.width);
    const thumb = sorted.find((i) => i.width <= 800) ?? sorted[0];
    const owner = Number(item.owner_id);
    const groups = Array.isArray(data.response.groups) ? data.response.groups.filter(isObject) : [];
    const profiles = Array.isArray(data.response.profiles) ? data.response.profiles.filter(isObject) : [];
    const author =
      owner < 0
        ? text(groups.find((g) => Number(g.id) === -owner)?.name)
        : text(
            [profiles.find((p) => Number(p.id) === owner)]
              .filter(isObject)
              .map((p) => [p.first_name, p.last_name].filter((s) => typeof s === 'string').join(' '))[0],
          );
    const duration = Number(item.duration);
    return {
      title: text(item.title),
      authorName: author,
      thumbnailUrl: thumb?.url ?? null,
      duration: Number.isFinite(duration) && duration > 0 ? duration : null,
      embedUrl: allowedEmbed(text(item.player, 2000)) ?? null,
    };
  }

  async function fetchDetails(link: VideoLink): Promise<DetailsResult> {
    try {
      const details = link.hostingService === 'YouTube' ? await youtube(link) : await vk(link);
      return { details, error: null };
    } catch (err) {
      // 4xx from oEmbed: private, removed or not embeddable. The rest: we could not reach it.
      const refused =
        err instanceof PlatformRefused ||
        (err instanceof OutboundError && err.reason === 'HTTP_STATUS' && (err.status ?? 0) < 500);
      const error: DetailsErrorCode = refused ? 'VIDEO_PLATFORM_ERROR' : 'VIDEO_DETAILS_UNAVAILABLE';
      opts.log?.info(
        {
          hostingService: link.hostingService,
          videoId: link.videoId,
          reason: err instanceof OutboundError ? err.reason : String((err as Error).message),
          status: err instanceof OutboundError ? err.status : undefined,
        },
        'video details unavailable',
      );
      return { details: null, error };
    }
  }

  return {
    endpoints,

    /** The platform's details of a recognised link, from the cache when fresh; never rejects. */
    details(link: VideoLink): Promise<DetailsResult> {
      const key = `${link.hostingService}:${link.videoId}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const pending = fetchDetails(link);
      cache.set(key, pending, DETAILS_TTL_MS.ok);
      void pending.then((r) => {
        if (r.error) cache.set(key, pending, DETAILS_TTL_MS[r.error]);
      });
      return pending;
    },

    cache,
  };
}
export type VideoProviders = ReturnType<typeof createVideoProviders>;
