// The server's render of a public page's first view (issue 15): built by a second vite build
// (`vite build --ssr`, vite.config.ts `ssrConfig`) into dist/.ssr/entry-server.js, which the Fastify
// server imports (apps/server lib/page-render.ts). It renders what the browser's first render shows
// to a visitor, so app/start.tsx can hydrate the markup instead of replacing it.
import { PassThrough } from 'node:stream';
import { type Lang, toLang } from '@talanty/contract';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { i18n, initI18n } from './lib/i18n.ts';
import { type PageData, renderWithPageData } from './lib/page-data.ts';
import enForms from './locales/en/forms.ts';
import en from './locales/en/index.ts';
import ruForms from './locales/ru/forms.ts';
import ru from './locales/ru/index.ts';

export type RenderRequest = {
  /** The page's absolute address (`http://host/@anna?tab=about`). */
  url: string;
  /** The language the web client will show (the page data's). */
  lang: Lang;
  /** The visitor's API answers the page embeds (apps/server lib/page-html.ts `answers`). */
  answers: Record<string, unknown>;
  /** Aborts the render (the server's time bound): the promise rejects. */
  signal?: AbortSignal;
};

/** The markup for `<div id="root">`, or undefined when the first view is not a page (a redirect). */
export type RenderResult = { html: string } | undefined;

// Both languages' messages, all of them, loaded once: the server renders either.
initI18n('ru', { ru: { ...ru, ...ruForms }, en: { ...en, ...enForms } });

const handler = createStaticHandler(appRoutes);

/** i18next and the page's answers are one per process: renders take turns (each is cached per page). */
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderResult> {
  const turn = queue.then(() => renderNow(request));
  // The next render waits for this one, or for its abort (the server's time bound): one that never
  // ended would otherwise hold every later one.
  queue = Promise.race([turn, whenAborted(request.signal)]).catch(() => undefined);
  return turn;
}

function whenAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', () => resolve(), { once: true });
  });
}

async function renderNow({ url, lang, answers, signal }: RenderRequest): Promise<RenderResult> {
  signal?.throwIfAborted();
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return undefined;
  // A route that failed (its chunk, a loader) is the client's to show: no half page from here.
  if (context.errors) throw new Error(`the route failed: ${JSON.stringify(context.errors)}`);
  await i18n.changeLanguage(toLang(lang));
  const router = createStaticRouter(handler.dataRoutes, context);
  const data: PageData = { lang, answers: structuredClone(answers) };
  const errors: unknown[] = [];
  const html = await renderWithPageData(data, async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          {/* No inline hydration script (the CSP allows none): the client's routes have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // No boundary written apart from its place: React would complete it with an inline script, which
      // the CSP (script-src 'self') blocks; the whole first view is in the markup.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    return streamText(prelude);
  });
  // React leaves a part that threw to the client; the server then sends today's page instead.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return { html };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
