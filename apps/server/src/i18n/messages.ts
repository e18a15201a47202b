import type { Lang } from '@talanty/contract';
import { accountMessages } from '../modules/account/account.messages.ts';
import { authMessages } from '../modules/auth/auth.messages.ts';
import { birthdaysMessages } from '../modules/birthdays/birthdays.messages.ts';
import { commentsMessages } from '../modules/comments/comments.messages.ts';
import { filesMessages } from '../modules/files/files.messages.ts';
import { followsMessages } from '../modules/follows/follows.messages.ts';
import { glossaryMessages } from '../modules/glossary/glossary.messages.ts';
import { mediaMessages } from '../modules/media/media.messages.ts';
import { notificationsMessages } from '../modules/notifications/notifications.messages.ts';
import { postsMessages } from '../modules/posts/posts.messages.ts';
import { profilesMessages } from '../modules/profiles/profiles.messages.ts';
import { searchMessages } from '../modules/search/search.messages.ts';
import { talentsMessages } from '../modules/talents/talents.messages.ts';
import { type Catalogue, commonMessages } from './common.messages.ts';

/**
 * Server messages by stable error code, one catalogue per domain merged here. Russian is the
 * source; each domain file types its English as `Record<keyof typeof ru, string>`, so a missing
 * translation fails the type check. `{name}` placeholders are filled from error params.
 */
const catalogues = [
  commonMessages,
  authMessages,
  accountMessages,
  filesMessages,
  commentsMessages,
  postsMessages,
  followsMessages,
  birthdaysMessages,
  glossaryMessages,
  mediaMessages,
  notificationsMessages,
  profilesMessages,
  searchMessages,
  talentsMessages,
] as const;

type Merge<T extends readonly Catalogue[]> = T extends readonly [
  infer H,
  ...infer R extends readonly Catalogue[],
]
  ? (H extends Catalogue<infer K> ? K : never) | Merge<R>
  : never;
export type MessageKey = Merge<typeof catalogues>;

const merged: Record<Lang, Record<string, string>> = { ru: {}, en: {} };
for (const c of catalogues) {
  Object.assign(merged.ru, c.ru);
  Object.assign(merged.en, c.en);
}

export function isMessageKey(code: string): code is MessageKey {
  return code in merged.ru;
}

export function translate(lang: Lang, code: MessageKey, params?: Record<string, string | number>): string {
  const text = merged[lang][code] ?? merged.ru[code] ?? code;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
