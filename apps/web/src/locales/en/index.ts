// The English messages, one module per language: the app loads only the reader's language
// (lib/i18n.ts), the other one when they switch. The forms' namespaces are in ./forms.ts.
import comments from './comments.json';
import common from './common.json';
import errors from './errors.json';
import follows from './follows.json';
import home from './home.json';
import legal from './legal.json';
import media from './media.json';
import nav from './nav.json';
import photoEdit from './photoEdit.json';
import planned from './planned.json';
import player from './player.json';
import posts from './posts.json';
import profile from './profile.json';
import search from './search.json';
import social from './social.json';
import theme from './theme.json';
import videoEdit from './videoEdit.json';

export default {
  common,
  nav,
  theme,
  errors,
  home,
  legal,
  planned,
  profile,
  media,
  player,
  search,
  videoEdit,
  photoEdit,
  posts,
  comments,
  follows,
  social,
} as const;
