import {
  DEMO_GROUPS,
  isTalentCode,
  type PageMeta,
  ROUTE_META,
  type SOCIAL_CHILDREN,
  TEMPLATE_PAGES,
} from '@talanty/contract';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { type ErrorCode, isErrorCode } from '../features/errors/error-codes.ts';
import type { MetaContext, RouteHandle } from '../lib/route-handle.ts';
import type { PlannedPageId } from '../locales/resources.ts';
import { requireLogin } from './guards.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { lazyFormPage, lazyPage } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

const home = lazyPage(() => import('../features/home/pages/home-page.tsx'));
const search = lazyPage(() => import('../features/search/pages/search-page.tsx'));
const profile = lazyPage(() => import('../features/profile/pages/profile-page.tsx'));
const myMedia = lazyPage(() => import('../features/profile/pages/my-media-page.tsx'));
const post = lazyPage(() => import('../features/posts/pages/post-page.tsx'));
const media = lazyPage(() => import('../features/media/pages/media-page.tsx'));
const legal = lazyPage(() => import('../features/legal/pages/legal-page.tsx'));
const verify = lazyFormPage(() => import('../features/verify/pages/verify-page.tsx'));
const account = lazyFormPage(() => import('../features/account/pages/account-page.tsx'));
const talentEdit = lazyFormPage(() => import('../features/account/pages/talent-edit-page.tsx'));
const profileEdit = lazyFormPage(() => import('../features/account/pages/profile-edit-page.tsx'));
const audioEdit = lazyFormPage(() => import('../features/media/pages/audio-edit-page.tsx'));
const videoEdit = lazyFormPage(() => import('../features/media/pages/video-edit-page.tsx'));
const photoEdit = lazyFormPage(() => import('../features/media/pages/photo-edit-page.tsx'));
const unavailable = lazyPage(() => import('../features/social/pages/unavailable-page.tsx'));
/** The social group's pages; groups, events, forum and badges say the section is not available yet. */
const BUILT_SOCIAL_PAGES: Record<string, RouteObject['lazy']> = {
  list: lazyPage(() => import('../features/feed/pages/feed-page.tsx')),
  notification: lazyPage(() => import('../features/notifications/pages/notifications-page.tsx')),
  birthday: lazyPage(() => import('../features/birthdays/pages/birthdays-page.tsx')),
  friendlist: lazyPage(() => import('../features/friends/pages/friend-list-page.tsx')),
  friendrequest: lazyPage(() => import('../features/friends/pages/friend-request-page.tsx')),
  profile: lazyPage(() => import('../features/profile/pages/my-profile-page.tsx')),
  profileimage: myMedia,
  profilevideo: myMedia,
  music: myMedia,
  file: myMedia,
};
const accountSettings = lazyFormPage(() => import('../features/settings/pages/account-settings-page.tsx'));
const privacySettings = lazyFormPage(() => import('../features/settings/pages/privacy-settings-page.tsx'));
/** The built settings pages; `planned` still names their titles. */
const SETTINGS_PAGES: Record<string, RouteObject['lazy']> = {
  accountsetting: accountSettings,
  privacysetting: privacySettings,
  // The profile editor and onboarding (features/account).
  'profile-edit': profileEdit,
  // The media library's editors (features/media).
  'profile-audio-edit': audioEdit,
  'profile-video-edit': videoEdit,
  'profile-photo-edit': photoEdit,
};
const notFound = lazyPage(() => import('../components/not-found-page.tsx'));
const errorCode = lazyPage(() => import('../features/errors/pages/error-code-page.tsx'));
const maintenance = lazyPage(() => import('../features/errors/pages/maintenance-page.tsx'));
const comingSoon = lazyPage(() => import('../features/errors/pages/coming-soon-page.tsx'));

type SocialChild = (typeof SOCIAL_CHILDREN)[number];

function planned(path: string, lazy: RouteObject['lazy'], page: PlannedPageId): RouteObject {
  return { path, lazy, handle: { planned: page } satisfies RouteHandle };
}

function errorMeta({ params, t, lang }: MetaContext, fallbackCode: ErrorCode): PageMeta {
  const code = params.code ?? fallbackCode;
  if (!isErrorCode(code) || code === '404') return ROUTE_META[lang].notFound;
  return { title: t(`errors:codes.${code}.title`), description: t(`errors:codes.${code}.description`) };
}

/** Spec section 2: the editing group, mounted under /user and again under /howitworks, /invite, /quotes. */
const EDITING_CHILDREN: [string, PlannedPageId][] = [
  ['profile-edit', 'profileEdit'],
  ['profile-audio-edit', 'audioEdit'],
  ['profile-video-edit', 'videoEdit'],
  ['profile-photo-edit', 'photoEdit'],
  ['accountsetting', 'accountSettings'],
  ['privacysetting', 'privacySettings'],
];
const EDITING_BASES = ['user', 'howitworks', 'invite', 'quotes'];

/**
 * Spec section 2: the social group at / (login required). The paths are the contract's (the server's
 * history fallback knows them too); the settings and legal pages among them have their own routes.
 */
const SOCIAL_PAGES = {
  list: 'feed',
  profile: 'myProfile',
  profileimage: 'profileImages',
  profilevideo: 'profileVideos',
  profileevent: 'events',
  'event-detail': 'eventDetail',
  profilebadges: 'badges',
  profileforum: 'forum',
  group: 'groups',
  'group-detail': 'groupDetail',
  friendlist: 'friends',
  friendprofile: 'friendProfile',
  birthday: 'birthdays',
  notification: 'notifications',
  file: 'files',
  friendrequest: 'friendRequests',
  music: 'music',
} satisfies Record<
  Exclude<SocialChild, 'accountsetting' | 'privacysetting' | 'privacypolicy' | 'termofservice'>,
  PlannedPageId
>;

/** The /auth group: one lazy page each; `planned` names the page title (locales planned.json). */
const AUTH_CHILDREN: [string, PlannedPageId, RouteObject['lazy']][] = [
  ['signin', 'signIn', lazyFormPage(() => import('../features/auth/pages/sign-in-page.tsx'))],
  ['signup', 'signUp', lazyFormPage(() => import('../features/auth/pages/sign-up-page.tsx'))],
  [
    'recoverpassword',
    'recoverPassword',
    lazyFormPage(() => import('../features/auth/pages/recover-password-page.tsx')),
  ],
  ['new-password', 'newPassword', lazyFormPage(() => import('../features/auth/pages/new-password-page.tsx'))],
  ['lockscreen', 'lockScreen', lazyFormPage(() => import('../features/auth/pages/lock-screen-page.tsx'))],
  ['confirmmail', 'confirmMail', lazyFormPage(() => import('../features/auth/pages/confirm-mail-page.tsx'))],
  [
    'accoutlock',
    'accountLocked',
    lazyFormPage(() => import('../features/auth/pages/account-locked-page.tsx')),
  ],
];

/**
 * Paths that must never fall through to the `/:nik` profile route: template demo groups of the spec
 * that are not built, and group prefixes without a page of their own.
 */
const RESERVED_PREFIXES = [...DEMO_GROUPS, 'pages', 'post', 'media', 'auth', ...EDITING_BASES];

function friendProfileRedirect({ request }: LoaderFunctionArgs): Response {
  const nick = new URL(request.url).searchParams.get('user')?.replace(/^@/, '');
  return redirect(nick ? `/${encodeURIComponent(nick)}` : '/friendlist');
}

const notFoundHandle: RouteHandle = { notFound: true };

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: home, handle: { meta: 'home' } satisfies RouteHandle },
          { path: 'search', lazy: search, handle: { meta: 'search' } satisfies RouteHandle },
          { path: 'user/:nik', lazy: profile, handle: { meta: 'profile' } satisfies RouteHandle },
          { path: ':nik', lazy: profile, handle: { meta: 'profile' } satisfies RouteHandle },
          { path: 'post/:id', lazy: post, handle: { meta: 'post' } satisfies RouteHandle },
          { path: 'media/:id', lazy: media, handle: { meta: 'media' } satisfies RouteHandle },
          { path: 'UserAgreement', lazy: legal, handle: { legal: 'user-agreement' } satisfies RouteHandle },
          { path: 'Policy', lazy: legal, handle: { legal: 'policy' } satisfies RouteHandle },
          {
            path: 'PartnerProgramSchool',
            lazy: legal,
            handle: { legal: 'partner-program' } satisfies RouteHandle,
          },
          { path: 'termofservice', lazy: legal, handle: { legal: 'user-agreement', meta: 'userAgreement' } },
          {
            path: 'privacypolicy',
            lazy: legal,
            handle: { legal: 'policy', meta: 'policy' } satisfies RouteHandle,
          },
          { path: 'verify', lazy: verify, handle: { meta: 'verify' } satisfies RouteHandle },

          { path: 'auth', loader: () => redirect('/auth/signin') },
          ...AUTH_CHILDREN.map(([path, page, lazy]) => planned(`auth/${path}`, lazy, page)),

          {
            loader: requireLogin,
            children: [
              planned('blocked', account, 'blocked'),
              ...EDITING_BASES.flatMap((base) => [
                ...EDITING_CHILDREN.map(([path, page]) =>
                  planned(`${base}/${path}`, SETTINGS_PAGES[path] ?? account, page),
                ),
                {
                  path: `${base}/edit-talant/:talantCode`,
                  lazy: talentEdit,
                  handle: {
                    // An unknown code is the 404 page, titled as one.
                    resolveMeta: ({ params, t, lang }) =>
                      isTalentCode(params.talantCode)
                        ? {
                            title: t('planned:talentEdit.title', {
                              talent: t(`common:talents.${params.talantCode ?? ''}.name`, {
                                defaultValue: params.talantCode ?? '',
                              }),
                            }),
                            description: t('planned:talentEdit.description'),
                          }
                        : ROUTE_META[lang].notFound,
                  } satisfies RouteHandle,
                },
              ]),
              planned('accountsetting', accountSettings, 'accountSettings'),
              planned('privacysetting', privacySettings, 'privacySettings'),
              // A friend's profile is their profile page (spec 2 names it with the nickname in `?user=`).
              { path: 'friendprofile', loader: friendProfileRedirect },
              ...Object.entries(SOCIAL_PAGES)
                .filter(([path]) => path !== 'friendprofile')
                .map(([path, page]) => planned(path, BUILT_SOCIAL_PAGES[path] ?? unavailable, page)),
              ...TEMPLATE_PAGES.map((path) => planned(path, unavailable, path)),
            ],
          },

          {
            path: 'pages/error/:code',
            lazy: errorCode,
            handle: {
              resolveMeta: (context) => errorMeta(context, '404'),
            } satisfies RouteHandle,
          },
          { path: 'pages/error404', lazy: notFound, handle: notFoundHandle },
          {
            path: 'pages/error500',
            lazy: errorCode,
            handle: { resolveMeta: (context) => errorMeta(context, '500') } satisfies RouteHandle,
          },
          {
            path: 'pages/coming-soon',
            lazy: comingSoon,
            handle: { planned: 'comingSoon' } satisfies RouteHandle,
          },
          {
            path: 'pages/maintenance',
            lazy: maintenance,
            handle: { planned: 'maintenance' } satisfies RouteHandle,
          },

          ...RESERVED_PREFIXES.map((prefix) => ({
            path: `${prefix}/*`,
            lazy: notFound,
            handle: notFoundHandle,
          })),
          { path: '*', lazy: notFound, handle: notFoundHandle },
        ],
      },
    ],
  },
];
