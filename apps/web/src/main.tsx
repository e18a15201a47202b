import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.ts';
import { installPreloadErrorHandler, withChunkTimeout } from './lib/chunk-errors.ts';
import { detectLanguage, initI18n, loadLanguage } from './lib/i18n.ts';
import { sessionReady } from './lib/session.ts';

installPreloadErrorHandler();
void sessionReady();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts loading the page's chunk while the reader's language arrives.
const lang = detectLanguage();
// If they cannot be fetched the app still starts (the page's chunk fails the same way and its error
// page offers to reload) instead of leaving the start-up overlay up for good.
const messages = withChunkTimeout(loadLanguage(lang)).catch(() => undefined);
const router = createAppRouter();
const loaded = await messages;
initI18n(lang, loaded ? { [lang]: loaded } : {});

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
