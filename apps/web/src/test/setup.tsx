import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { initI18n } from '../lib/i18n.ts';
import { setSession } from '../lib/session-store.ts';
import enForms from '../locales/en/forms.ts';
import en from '../locales/en/index.ts';
import ruForms from '../locales/ru/forms.ts';
import ru from '../locales/ru/index.ts';

// jsdom lacks the layout APIs Mantine and React Router touch.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.scrollTo = () => {};
// jsdom cannot play media and says so on every pause() and load() (the app player closing between
// tests): quiet no-ops. Tests of the player stub these and play() themselves (shared/player/test-fixtures.ts).
HTMLMediaElement.prototype.pause = () => {};
HTMLMediaElement.prototype.load = () => {};
Element.prototype.scrollIntoView ??= () => {};

// Lazy route modules are transformed on first use, which can take a while on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

initI18n('ru', { ru: { ...ru, ...ruForms }, en: { ...en, ...enForms } });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The providers load the toasts' container lazily: it is loaded here, inside act(), so that the first
// test to render the providers does not see it arrive outside act() (React's warning).
beforeAll(async () => {
  await act(async () => {
    render(<AppProviders env="test">{null}</AppProviders>);
  });
  cleanup();
});

beforeEach(() => {
  localStorage.clear();
  // Files share one module graph (isolate: false): every test starts signed out, as a fresh page does.
  setSession({ loggedIn: false });
});

afterEach(() => {
  cleanup();
  // The toasts' store is module state too: a toast left by one file's test is no alert in the next.
  notifications.clean();
});
