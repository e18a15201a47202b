/**
 * Built assets and static files by their extension: logged at debug, and a missing one is a 404, not
 * a profile (nicknames may contain dots: `/john.doe`).
 */
export const ASSET_EXT =
  /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|json|xml|webmanifest)$/i;
