import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { FontSizeSetting, ThemeSettings } from './theme-settings.ts';

/** The Talanty violet; "default" in the colour setting. */
export const BRAND: MantineColorsTuple = [
  '#f7eefe',
  '#ead9fb',
  '#d3b0f5',
  '#ba84ef',
  '#a55fea',
  '#9847e7',
  '#9139e6',
  '#7e2bcd',
  '#7024b8',
  '#6119a2',
];

const SCALE: Record<FontSizeSetting, number> = { sm: 0.9, md: 1, lg: 1.125 };

export function createAppTheme(settings: Pick<ThemeSettings, 'color' | 'fontSize'>): MantineThemeOverride {
  return createTheme({
    colors: { brand: BRAND },
    primaryColor: settings.color === 'default' ? 'brand' : settings.color,
    primaryShade: { light: 6, dark: 5 },
    scale: SCALE[settings.fontSize],
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    respectReducedMotion: true,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    headings: { fontWeight: '750', textWrap: 'balance' },
    defaultGradient: { from: 'brand.6', to: 'pink.6', deg: 135 },
    components: {
      Tooltip: { defaultProps: { position: 'left', withArrow: true } },
      Drawer: { defaultProps: { position: 'bottom' } },
      Notification: { defaultProps: { withBorder: false } },
    },
  });
}
