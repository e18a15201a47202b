import type { MantineColorSchemeManager } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStorage, writeStorage } from '../../lib/storage.ts';

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const PRIMARY_COLORS = [
  'default',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'orange',
  'red',
  'pink',
] as const;
export const FONT_SIZES = ['sm', 'md', 'lg'] as const;

export type ColorSchemeSetting = (typeof COLOR_SCHEMES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type PrimaryColorSetting = (typeof PRIMARY_COLORS)[number];
export type FontSizeSetting = (typeof FONT_SIZES)[number];

export type ThemeSettings = {
  scheme: ColorSchemeSetting;
  dir: Direction;
  color: PrimaryColorSetting;
  fontSize: FontSizeSetting;
};

/** Spec section 9: scheme light, colour default, font size md. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  scheme: 'light',
  dir: 'ltr',
  color: 'default',
  fontSize: 'md',
};

/** Also read by src/boot/boot-script.js before the first paint. */
export const THEME_STORAGE_KEY = 'talanty.theme';

const settingsSchema = z.object({
  scheme: z.enum(COLOR_SCHEMES).catch(DEFAULT_THEME_SETTINGS.scheme),
  dir: z.enum(DIRECTIONS).catch(DEFAULT_THEME_SETTINGS.dir),
  color: z.enum(PRIMARY_COLORS).catch(DEFAULT_THEME_SETTINGS.color),
  fontSize: z.enum(FONT_SIZES).catch(DEFAULT_THEME_SETTINGS.fontSize),
});

function parse(raw: string | null): ThemeSettings {
  if (!raw) return DEFAULT_THEME_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    return settingsSchema.parse(typeof value === 'object' && value !== null ? value : {});
  } catch {
    return DEFAULT_THEME_SETTINGS;
  }
}

export function loadThemeSettings(): ThemeSettings {
  return parse(readStorage(THEME_STORAGE_KEY));
}

const listeners = new Set<() => void>();
let current = loadThemeSettings();

function same(a: ThemeSettings, b: ThemeSettings): boolean {
  return a.scheme === b.scheme && a.dir === b.dir && a.color === b.color && a.fontSize === b.fontSize;
}

function emit(next: ThemeSettings): void {
  current = next;
  for (const listener of listeners) listener();
}

export const themeStore = {
  get: (): ThemeSettings => current,
  set(patch: Partial<ThemeSettings>): void {
    const next = { ...current, ...patch };
    if (same(next, current)) return;
    writeStorage(THEME_STORAGE_KEY, JSON.stringify(next));
    emit(next);
  },
  reset(): void {
    writeStorage(THEME_STORAGE_KEY, null);
    if (!same(current, DEFAULT_THEME_SETTINGS)) emit(DEFAULT_THEME_SETTINGS);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const next = parse(event.newValue);
    if (!same(next, current)) emit(next);
  });
}

/**
 * The stored settings; while a server-rendered page hydrates, the defaults the server rendered with
 * (React re-renders with the stored ones right after), so the first render matches its markup.
 */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, serverSnapshot);
}

/**
 * The defaults, as the store's own object when it holds them (stored or not): a snapshot that
 * differs from the store's makes React re-render every reader synchronously after hydrating.
 */
function serverSnapshot(): ThemeSettings {
  return same(current, DEFAULT_THEME_SETTINGS) ? current : DEFAULT_THEME_SETTINGS;
}

/** Lets Mantine keep its colour scheme in the same stored settings object. */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => themeStore.get().scheme,
    set: (scheme) => themeStore.set({ scheme }),
    subscribe: (onUpdate) => {
      unsubscribe = themeStore.subscribe(() => onUpdate(themeStore.get().scheme));
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => themeStore.set({ scheme: DEFAULT_THEME_SETTINGS.scheme }),
  };
}
