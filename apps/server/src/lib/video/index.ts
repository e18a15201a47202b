export { TtlCache } from './cache.ts';
export {
  allowedEmbed,
  allowedThumbnail,
  VIDEO_FRAME_ORIGINS,
  VIDEO_THUMBNAIL_HOSTS,
  VIDEO_THUMBNAIL_SOURCES,
} from './hosts.ts';
export {
  idThumbnail,
  parseVideoLink,
  type VideoLink,
  VideoLinkError,
  type VideoLinkErrorCode,
} from './links.ts';
export {
  type Endpoint,
  endpointFor,
  fetchJson,
  isPublicAddress,
  OUTBOUND_LIMITS,
  OutboundError,
  type OutboundReason,
  type Resolver,
} from './outbound.ts';
export {
  createVideoProviders,
  DEFAULT_VK_API_URL,
  DEFAULT_YOUTUBE_OEMBED_URL,
  DETAILS_TTL_MS,
  type DetailsErrorCode,
  type DetailsResult,
  type VideoDetails,
  type VideoProviders,
  type VideoProvidersConfig,
} from './providers.ts';
