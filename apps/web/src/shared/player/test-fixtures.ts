import { vi } from 'vitest';

/** The record factories live with the media's (one set for the media page, the player and the tabs). */
export { audioFileFixture } from '../media/test-fixtures.ts';

/**
 * jsdom has no media playback: stub the browser's play/pause/load (not our code) and hand back
 * the element the player used, so a test can fire the events a browser would.
 */
export function stubMediaElement() {
  const used: { el: HTMLMediaElement | null } = { el: null };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    used.el = this;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    used.el = this;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return used;
}
