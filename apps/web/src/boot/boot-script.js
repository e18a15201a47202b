// Runs as a classic blocking script before the first paint, so the page never flashes the wrong
// colour scheme, direction or language. Keep it tiny and dependency-free.
(() => {
  const root = document.documentElement;
  let settings = {};
  try {
    settings = JSON.parse(window.localStorage.getItem('talanty.theme') || '{}') || {};
  } catch {
    settings = {};
  }
  let scheme = settings.scheme === 'dark' || settings.scheme === 'auto' ? settings.scheme : 'light';
  if (scheme === 'auto') {
    scheme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.setAttribute('dir', settings.dir === 'rtl' ? 'rtl' : 'ltr');
  let lang = 'ru';
  try {
    const stored = window.localStorage.getItem('lang');
    const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
    const value = String(stored || (cookie ? decodeURIComponent(cookie[1]) : '') || '').toLowerCase();
    if (value === 'en' || value === 'enu' || value.startsWith('en-')) lang = 'en';
  } catch {
    lang = 'ru';
  }
  root.setAttribute('lang', lang);
  root.setAttribute('data-boot-lang', lang);

  // A page the server rendered (apps/server lib/page-html.ts) keeps the app's module scripts and
  // their preloads in an inert <template>: they are added once the page has loaded and painted (its
  // styles and pictures first), or after 5 s whatever is still loading; the app then hydrates it.
  // Each element added starts a fetch, a few milliseconds of a slow phone's main thread: they go in a
  // few at a time, one task each, so that sixty of them do not make one long task.
  let appStarted = false;
  const startApp = () => {
    const template = document.getElementById('app-scripts');
    if (appStarted || !template) return;
    appStarted = true;
    const sources = Array.from(template.content.children);
    const addSome = () => {
      for (const source of sources.splice(0, 3)) {
        // Made anew: a script cloned from a template's content does not run.
        const element = document.createElement(source.tagName.toLowerCase());
        for (const attribute of source.attributes) element.setAttribute(attribute.name, attribute.value);
        document.head.append(element);
      }
      if (sources.length > 0) window.setTimeout(addSome, 0);
    };
    addSome();
  };
  // `load` can come before the first paint (everything cached or near): both, then.
  let loaded = false;
  let painted = false;
  const whenBoth = () => {
    if (loaded && painted) window.setTimeout(startApp, 0);
  };
  if (document.readyState === 'complete') loaded = true;
  else
    window.addEventListener(
      'load',
      () => {
        loaded = true;
        whenBoth();
      },
      { once: true },
    );
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      whenBoth();
    }).observe({ type: 'paint', buffered: true });
  } else painted = true;
  whenBoth();
  window.setTimeout(() => {
    if (document.readyState !== 'loading') startApp();
    else document.addEventListener('DOMContentLoaded', startApp, { once: true });
  }, 5000);

  // If the app never starts (its scripts failed to download), say so instead of spinning forever.
  window.setTimeout(() => {
    const overlay = document.getElementById('boot-overlay');
    if (!overlay || overlay.dataset.state === 'hiding') return;
    const message = document.createElement('p');
    message.className = 'boot-failed';
    message.textContent =
      lang === 'en'
        ? 'The app did not load. Check your connection.'
        : 'Приложение не загрузилось. Проверьте соединение.';
    const reload = document.createElement('a');
    reload.href = window.location.href;
    reload.className = 'boot-reload';
    reload.textContent = lang === 'en' ? 'Reload' : 'Обновить страницу';
    overlay.querySelector('.boot-brand')?.append(message, reload);
    overlay.querySelectorAll('.boot-bar').forEach((bar) => {
      bar.style.animation = 'none';
    });
  }, 20000);
})();
