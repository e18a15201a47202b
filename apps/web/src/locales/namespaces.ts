import type ruForms from './ru/forms.ts';
import type ru from './ru/index.ts';

export type Namespace = keyof typeof ru | keyof typeof ruForms;

/** The namespaces, listed without importing the messages (so they stay out of the first load). */
export const NAMESPACES: Namespace[] = [
  'common',
  'nav',
  'theme',
  'errors',
  'home',
  'legal',
  'planned',
  'profile',
  'settings',
  'auth',
  'account',
  'media',
  'player',
  'search',
  'audioEdit',
  'videoEdit',
  'photoEdit',
  'posts',
  'comments',
  'follows',
  'social',
];
