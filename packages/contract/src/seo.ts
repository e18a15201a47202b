import type { Lang } from './lang.ts';
import { SOCIAL_CHILDREN } from './routes.ts';

/** Title and description per route, shared by the server (crawler tags) and the web client (document head). */
export type PageMeta = { title: string; description: string };

export const SITE_NAME: Record<Lang, string> = { ru: 'Таланты', en: 'Talanty' };

const ru = {
  home: {
    title: 'Таланты — сеть музыкантов, вокалистов, танцоров и продюсеров',
    description:
      'Музыканты, вокалисты, композиторы, поэты, танцоры, диджеи, звукорежиссёры, студии и продюсеры: слушайте работы, сравнивайте цены на услуги и находите исполнителей в своём городе.',
  },
  feed: {
    title: 'Лента',
    description: 'Свежие публикации людей, на которых вы подписаны в сети «Таланты».',
  },
  search: {
    title: 'Поиск талантов',
    description:
      'Ищите исполнителей по таланту, инструменту, стилю, возрасту, полу и городу — без регистрации.',
  },
  profile: { title: 'Профиль', description: 'Профиль участника сети «Таланты».' },
  post: { title: 'Публикация', description: 'Публикация в сети «Таланты».' },
  media: { title: 'Медиа', description: 'Трек, видео или фото в сети «Таланты».' },
  userAgreement: {
    title: 'Пользовательское соглашение',
    description: 'Условия использования сети «Таланты».',
  },
  policy: {
    title: 'Политика конфиденциальности',
    description: 'Какие персональные данные хранит сеть «Таланты» и как их защищает.',
  },
  partnerProgramSchool: {
    title: 'Партнёрская программа для школ',
    description: 'Условия партнёрской программы для музыкальных и танцевальных школ.',
  },
  verify: { title: 'Подтверждение', description: 'Подтверждение аккаунта в сети «Таланты».' },
  auth: { title: 'Вход', description: 'Вход и регистрация в сети «Таланты».' },
  notFound: { title: 'Страница не найдена', description: 'Такой страницы нет.' },
} satisfies Record<string, PageMeta>;

export type RouteMetaKey = keyof typeof ru;

const en: Record<RouteMetaKey, PageMeta> = {
  home: {
    title: 'Talanty — the network of musicians, singers, dancers and producers',
    description:
      'Musicians, singers, composers, poets, dancers, DJs, sound engineers, studios and producers: listen to their work, compare service prices and hire performers in your city.',
  },
  feed: { title: 'Feed', description: 'New posts from the people you follow on Talanty.' },
  search: {
    title: 'Find talent',
    description: 'Search performers by talent, instrument, style, age, sex and city — no account needed.',
  },
  profile: { title: 'Profile', description: 'A member profile on Talanty.' },
  post: { title: 'Post', description: 'A post on Talanty.' },
  media: { title: 'Media', description: 'A track, video or photo on Talanty.' },
  userAgreement: { title: 'User agreement', description: 'The terms of use of Talanty.' },
  policy: {
    title: 'Privacy policy',
    description: 'What personal data Talanty keeps and how it is protected.',
  },
  partnerProgramSchool: {
    title: 'School partner programme',
    description: 'Terms of the partner programme for music and dance schools.',
  },
  verify: { title: 'Verification', description: 'Account verification on Talanty.' },
  auth: { title: 'Sign in', description: 'Sign in or create an account on Talanty.' },
  notFound: { title: 'Page not found', description: 'There is no such page.' },
};

export const ROUTE_META: Record<Lang, Record<RouteMetaKey, PageMeta>> = { ru, en };

/** The editing pages under /user/: not the profiles of people named like them. */
const USER_EDITING_PAGE =
  /^\/user\/(profile-edit|profile-audio-edit|profile-video-edit|profile-photo-edit|accountsetting|privacysetting)$/;

/** Which meta key a public path has; undefined for paths that are not public pages. */
export function routeMetaKey(pathname: string): RouteMetaKey | undefined {
  if (pathname === '/') return 'home';
  if (pathname === '/list') return 'feed';
  if (pathname === '/search') return 'search';
  if (pathname === '/UserAgreement' || pathname === '/termofservice') return 'userAgreement';
  if (pathname === '/Policy' || pathname === '/privacypolicy') return 'policy';
  if (pathname === '/PartnerProgramSchool') return 'partnerProgramSchool';
  if (pathname === '/verify') return 'verify';
  if (pathname.startsWith('/auth/')) return 'auth';
  if (/^\/post\/[^/]+$/.test(pathname)) return 'post';
  if (/^\/media\/[^/]+$/.test(pathname)) return 'media';
  if (USER_EDITING_PAGE.test(pathname)) return undefined;
  if (/^\/(@|user\/)[^/]+$/.test(pathname)) return 'profile';
  const single = /^\/([^/]+)$/.exec(pathname)?.[1];
  if (single && !(SOCIAL_CHILDREN as readonly string[]).includes(single) && single !== 'blocked')
    return 'profile';
  return undefined;
}

export function fullTitle(title: string, lang: Lang): string {
  return title.includes(SITE_NAME[lang]) ? title : `${title} — ${SITE_NAME[lang]}`;
}
