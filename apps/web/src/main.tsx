import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.ts';
import { installPreloadErrorHandler } from './lib/chunk-errors.ts';
import { initI18n } from './lib/i18n.ts';
import { sessionReady } from './lib/session.ts';

installPreloadErrorHandler();
initI18n();
void sessionReady();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
