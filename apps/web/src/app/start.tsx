// The app's start, imported by main.tsx once React and the contract are evaluated (each in a task of
// its own): the session, the messages, the router and the first render or hydration.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installPreloadErrorHandler, withChunkTimeout } from '../lib/chunk-errors.ts';
import { detectLanguage, initI18n, loadLanguage } from '../lib/i18n.ts';
import { pageLanguage } from '../lib/page-data.ts';
import { sessionReady } from '../lib/session.ts';
import { App } from './app.tsx';
import { createAppRouter, loadInitialRoutes } from './router.ts';

installPreloadErrorHandler();
void sessionReady();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const lang = detectLanguage();
// A visitor's public profile comes with its first view rendered by the server (entry-server.tsx),
// in the language of its embedded answers: hydrated when this browser reads that language.
const hydrate = container.firstElementChild !== null && pageLanguage() === lang;
// If they cannot be fetched the app still starts (the page's chunk fails the same way and its error
// page offers to reload) instead of leaving the start-up overlay up for good.
const messages = withChunkTimeout(loadLanguage(lang)).catch(() => undefined);
// Hydrating, the page's route modules load first (with the messages), so the first render is the
// server's; otherwise the router starts loading the page's chunk while the messages arrive.
const routes = hydrate ? withChunkTimeout(loadInitialRoutes()).then(() => true) : undefined;
const rendered = (await routes?.catch(() => false)) ?? false;
const router = createAppRouter();
const loaded = await messages;
initI18n(lang, loaded ? { [lang]: loaded } : {});

const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (rendered && loaded) {
  // In a transition: React hydrates in slices of a few milliseconds instead of one long task that
  // would hold a phone's main thread (the page is already shown; a click meanwhile hydrates its part first).
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch React recovered from (it rendered that part again): reported, the page still works.
      onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
    });
  });
} else {
  // Server markup that cannot be hydrated (another language, a failed chunk) is replaced.
  createRoot(container).render(app);
}
