import type en from './en/index.ts';
import type ru from './ru/index.ts';
import type navRu from './ru/nav.json';
import type plannedRu from './ru/planned.json';

/** Every language's messages; the app imports one at a time (lib/i18n.ts `loadLanguage`). */
export type Resources = { ru: typeof ru; en: typeof en };

export { NAMESPACES, type Namespace } from './namespaces.ts';

/** A page whose feature arrives later; its title and description live in locales/<lang>/planned.json. */
export type PlannedPageId = keyof typeof plannedRu;

type Nav = typeof navRu;
export type NavKey =
  | `items.${keyof Nav['items']}`
  | `sections.${keyof Nav['sections']}`
  | `bottom.${keyof Nav['bottom']}`;
