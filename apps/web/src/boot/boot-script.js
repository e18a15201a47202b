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
