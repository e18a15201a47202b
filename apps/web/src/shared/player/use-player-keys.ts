import { useEffect } from 'react';
import { player } from './player-store.ts';

/**
 * Page-wide player keys while a track is loaded: Space/K play-pause, ←/→ ±5 s, Shift+←/→ or N/P
 * previous/next, M mute. Silent while typing, in widgets with keys of their own (sliders, tabs,
 * menus), in a focused button or link for Space (it activates them), with a modifier held, or while
 * a dialog is open.
 */

const SEEK_STEP_SECONDS = 5;
const OWN_KEYS_ROLES = new Set([
  'slider',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'menu',
  'menuitem',
  'tab',
  'tablist',
  'radio',
  'radiogroup',
  'spinbutton',
  'grid',
  'tree',
]);

function busyTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  // Widgets with keys of their own (tabs switch with arrows, sliders move, lists pick).
  const role = target.closest('[role]')?.getAttribute('role');
  return role != null && OWN_KEYS_ROLES.has(role);
}

function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

export function handlePlayerKey(event: KeyboardEvent): boolean {
  const s = player.getState();
  if (s.index < 0 || event.defaultPrevented) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (busyTarget(event.target) || dialogOpen()) return false;
  // Letters by their physical key (`code`), so they work in the Russian layout too.
  const { code, key } = event;
  const onControl = event.target instanceof HTMLElement && event.target.closest('button, a, [role="button"]');

  if ((key === ' ' && !onControl) || code === 'KeyK') player.toggle();
  else if (key === 'ArrowLeft' && event.shiftKey) player.previous();
  else if (key === 'ArrowRight' && event.shiftKey) player.next();
  else if (key === 'ArrowLeft') player.seekBy(-SEEK_STEP_SECONDS);
  else if (key === 'ArrowRight') player.seekBy(SEEK_STEP_SECONDS);
  else if (code === 'KeyN') player.next();
  else if (code === 'KeyP') player.previous();
  else if (code === 'KeyM') player.toggleMute();
  else return false;
  event.preventDefault();
  return true;
}

/** Listens on the document while mounted (the player bar mounts it once). */
export function usePlayerKeys(): void {
  useEffect(() => {
    document.addEventListener('keydown', handlePlayerKey);
    return () => document.removeEventListener('keydown', handlePlayerKey);
  }, []);
}
