import accountEn from './en/account.json';
import audioEditEn from './en/audioEdit.json';
import authEn from './en/auth.json';
import commentsEn from './en/comments.json';
import commonEn from './en/common.json';
import errorsEn from './en/errors.json';
import followsEn from './en/follows.json';
import homeEn from './en/home.json';
import legalEn from './en/legal.json';
import mediaEn from './en/media.json';
import navEn from './en/nav.json';
import photoEditEn from './en/photoEdit.json';
import plannedEn from './en/planned.json';
import playerEn from './en/player.json';
import postsEn from './en/posts.json';
import profileEn from './en/profile.json';
import searchEn from './en/search.json';
import settingsEn from './en/settings.json';
import socialEn from './en/social.json';
import themeEn from './en/theme.json';
import videoEditEn from './en/videoEdit.json';
import accountRu from './ru/account.json';
import audioEditRu from './ru/audioEdit.json';
import authRu from './ru/auth.json';
import commentsRu from './ru/comments.json';
import commonRu from './ru/common.json';
import errorsRu from './ru/errors.json';
import followsRu from './ru/follows.json';
import homeRu from './ru/home.json';
import legalRu from './ru/legal.json';
import mediaRu from './ru/media.json';
import navRu from './ru/nav.json';
import photoEditRu from './ru/photoEdit.json';
import plannedRu from './ru/planned.json';
import playerRu from './ru/player.json';
import postsRu from './ru/posts.json';
import profileRu from './ru/profile.json';
import searchRu from './ru/search.json';
import settingsRu from './ru/settings.json';
import socialRu from './ru/social.json';
import themeRu from './ru/theme.json';
import videoEditRu from './ru/videoEdit.json';

export const resources = {
  ru: {
    common: commonRu,
    nav: navRu,
    theme: themeRu,
    errors: errorsRu,
    home: homeRu,
    legal: legalRu,
    planned: plannedRu,
    profile: profileRu,
    settings: settingsRu,
    auth: authRu,
    account: accountRu,
    media: mediaRu,
    player: playerRu,
    search: searchRu,
    audioEdit: audioEditRu,
    videoEdit: videoEditRu,
    photoEdit: photoEditRu,
    posts: postsRu,
    comments: commentsRu,
    follows: followsRu,
    social: socialRu,
  },
  en: {
    common: commonEn,
    nav: navEn,
    theme: themeEn,
    errors: errorsEn,
    home: homeEn,
    legal: legalEn,
    planned: plannedEn,
    profile: profileEn,
    settings: settingsEn,
    auth: authEn,
    account: accountEn,
    media: mediaEn,
    player: playerEn,
    search: searchEn,
    audioEdit: audioEditEn,
    videoEdit: videoEditEn,
    photoEdit: photoEditEn,
    posts: postsEn,
    comments: commentsEn,
    follows: followsEn,
    social: socialEn,
  },
} as const;

export type Namespace = keyof (typeof resources)['ru'];
export const NAMESPACES = Object.keys(resources.ru) as Namespace[];

/** A page whose feature arrives later; its title and description live in locales/<lang>/planned.json. */
export type PlannedPageId = keyof typeof plannedRu;

type Nav = typeof navRu;
export type NavKey =
  | `items.${keyof Nav['items']}`
  | `sections.${keyof Nav['sections']}`
  | `bottom.${keyof Nav['bottom']}`;
