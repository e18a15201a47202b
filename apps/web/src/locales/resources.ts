import type enForms from './en/forms.ts';
import type en from './en/index.ts';
import type ruForms from './ru/forms.ts';
import type ru from './ru/index.ts';
import type navRu from './ru/nav.json';
import type plannedRu from './ru/planned.json';

/**
 * Every language's messages; the app imports one language at a time (lib/i18n.ts `loadLanguage`),
 * the forms' namespaces with the pages that need them (`loadFormMessages`).
 */
export type Resources = { ru: typeof ru & typeof ruForms; en: typeof en & typeof enForms };

export { NAMESPACES, type Namespace } from './namespaces.ts';

/** A page whose feature arrives later; its title and description live in locales/<lang>/planned.json. */
export type PlannedPageId = keyof typeof plannedRu;

type Nav = typeof navRu;
export type NavKey =
  | `items.${keyof Nav['items']}`
  | `sections.${keyof Nav['sections']}`
  | `bottom.${keyof Nav['bottom']}`;
