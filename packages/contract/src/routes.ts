/**
 * The web app's paths, for the server's history fallback: a path outside these is answered with
 * the app's 404 page and status 404. Single-segment paths are profiles (`/{nik}`).
 */
const FIXED = [
  /^\/$/,
  /^\/search$/,
  /^\/@[^/]+$/,
  /^\/user\/[^/]+$/,
  /^\/post\/[^/]+$/,
  /^\/media\/[^/]+$/,
  /^\/(UserAgreement|Policy|PartnerProgramSchool|verify|blocked)$/,
  /^\/(user|howitworks|invite|quotes)\/(profile-edit|profile-audio-edit|profile-video-edit|profile-photo-edit|accountsetting|privacysetting)$/,
  /^\/(user|howitworks|invite|quotes)\/edit-talant\/[^/]+$/,
  /^\/auth\/(signin|signup|recoverpassword|new-password|lockscreen|confirmmail|accoutlock)$/,
  /^\/pages\/(error\/[^/]+|error404|error500|coming-soon|maintenance)$/,
];

/** Demo groups of the spec that the product deliberately does not build. */
const NOT_BUILT =
  /^\/(blog|store|icon|form|form-wizard|app|extra-pages|core|table|chat|weather|market1|market2|profile1|profile2|profile3)(\/|$)/;

export function isAppPath(pathname: string): boolean {
  if (NOT_BUILT.test(pathname)) return false;
  if (/^\/[^/]+$/.test(pathname)) return true; // social children and /{nik}
  return FIXED.some((re) => re.test(pathname));
}
