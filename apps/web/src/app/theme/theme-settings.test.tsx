import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ThemeDrawer } from './theme-drawer.tsx';
import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY, themeStore } from './theme-settings.ts';

/** A new start of the app: the module reads storage again. */
async function freshModules() {
  vi.resetModules();
  return import('./theme-settings.ts');
}

describe('theme settings', () => {
  it('start from the spec defaults: light, default colour, md', async () => {
    const { loadThemeSettings } = await freshModules();
    expect(loadThemeSettings()).toEqual({ scheme: 'light', dir: 'ltr', color: 'default', fontSize: 'md' });
    expect(DEFAULT_THEME_SETTINGS).toEqual(loadThemeSettings());
  });

  it('are kept in localStorage and read back on the next start', async () => {
    const first = await freshModules();
    first.themeStore.set({ scheme: 'dark', color: 'teal', fontSize: 'lg', dir: 'rtl' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({
      scheme: 'dark',
      dir: 'rtl',
      color: 'teal',
      fontSize: 'lg',
    });

    const second = await freshModules();
    expect(second.themeStore.get()).toEqual({ scheme: 'dark', dir: 'rtl', color: 'teal', fontSize: 'lg' });
  });

  it('fall back field by field when storage holds something unexpected', async () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ scheme: 'purple', color: 'pink', fontSize: 42 }),
    );
    expect((await freshModules()).loadThemeSettings()).toEqual({ ...DEFAULT_THEME_SETTINGS, color: 'pink' });
    localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    expect((await freshModules()).loadThemeSettings()).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('change from the drawer, apply to the page and persist', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeDrawer opened onClose={() => {}} />);

    await user.click(await screen.findByText('Тёмная'));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    await user.click(screen.getByText('Справа налево'));
    await user.click(screen.getByRole('button', { name: 'Розовый' }));
    await user.click(screen.getByText('Крупный'));

    expect(themeStore.get()).toEqual({ scheme: 'dark', dir: 'rtl', color: 'pink', fontSize: 'lg' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({
      scheme: 'dark',
      color: 'pink',
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('button', { name: 'Розовый' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(themeStore.get()).toEqual(DEFAULT_THEME_SETTINGS);
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'),
    );
  });
});
