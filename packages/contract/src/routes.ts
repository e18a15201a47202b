import { TALENT_CODES } from './talents.ts';

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
  // A talent's editor exists for the ten talents only: /user/edit-talant/XYZ is a 404.
  new RegExp(`^/(user|howitworks|invite|quotes)/edit-talant/(${TALENT_CODES.join('|')})$`),
  /^\/auth\/(signin|signup|recoverpassword|new-password|lockscreen|confirmmail|accoutlock)$/,
  /^\/pages\/(error\/[^/]+|error404|error500|coming-soon|maintenance)$/,
];

/** Children of the social group at `/` (spec section 2): single-segment paths that are not profiles. */
export const SOCIAL_CHILDREN = [
  'list',
  'accountsetting',
  'privacysetting',
  'privacypolicy',
  'termofservice',
  'profile',
  'profileimage',
  'profilevideo',
  'profileevent',
  'event-detail',
  'profilebadges',
  'profileforum',
  'group',
  'group-detail',
  'friendlist',
  'friendprofile',
  'birthday',
  'notification',
  'file',
  'friendrequest',
  'music',
] as const;

/** Group prefixes with no page of their own: `/user`, `/pages`, ... alone are not pages. */
const BARE_PREFIX = /^\/(pages|user|post|media|howitworks|invite|quotes)$/;

/** Demo groups of the spec that the product deliberately does not build (their paths are 404s). */
export const DEMO_GROUPS = [
  'blog',
  'store',
  'icon',
  'form',
  'form-wizard',
  'app',
  'extra-pages',
  'core',
  'table',
  'chat',
  'weather',
  'market1',
  'market2',
  'profile1',
  'profile2',
  'profile3',
] as const;
/**
 * The template pages among them (spec section 2's social children) keep their single-segment
 * routes and say the section is not available yet (issue 13); the other groups stay 404s.
 */
export const TEMPLATE_PAGES = ['weather', 'market1', 'market2', 'profile1', 'profile2', 'profile3'] as const;
const UNBUILT_GROUPS = DEMO_GROUPS.filter((group) => !(TEMPLATE_PAGES as readonly string[]).includes(group));
const NOT_BUILT = new RegExp(`^/((${UNBUILT_GROUPS.join('|')})(/|$)|(${TEMPLATE_PAGES.join('|')})/)`);

export function isAppPath(pathname: string): boolean {
  if (NOT_BUILT.test(pathname) || BARE_PREFIX.test(pathname)) return false;
  if (/^\/[^/]+$/.test(pathname)) return true; // social children and /{nik}
  return FIXED.some((re) => re.test(pathname));
}
