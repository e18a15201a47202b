// The Russian messages of the forms (sign-in and sign-up, the profile and audio editors, the settings):
// loaded with those pages (app/lazy-page.ts), so a reader of public pages does not download them.
import account from './account.json';
import audioEdit from './audioEdit.json';
import auth from './auth.json';
import settings from './settings.json';

export default {
  account,
  auth,
  settings,
  audioEdit,
} as const;
