const REMOVE_BY_MS = 2000;

/** Spec section 9: the start-up overlay fades over 1.4 s (styles/boot.css) and is gone by 2 s. Safe to call repeatedly. */
export function dismissBootOverlay(): void {
  const overlay = document.getElementById('boot-overlay');
  if (!overlay || overlay.dataset.state === 'hiding') return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduceMotion) {
    overlay.remove();
    return;
  }
  overlay.dataset.state = 'hiding';
  // Two frames so the browser paints the opaque state before the transition starts.
  requestAnimationFrame(() => requestAnimationFrame(() => overlay.classList.add('is-hiding')));
  window.setTimeout(() => overlay.remove(), REMOVE_BY_MS);
}
