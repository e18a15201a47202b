import { type Icon, IconSparkles } from '@tabler/icons-react';
import { isTalentCode } from '../lib/talents.ts';
import { TALENT_COLORS, TALENT_ICONS } from './talent-icon.tsx';

/** The icon and accent colour of a talent code; a neutral pair for a code the client does not know. */
export function talentVisuals(code: string): { icon: Icon; color: string } {
  return isTalentCode(code)
    ? { icon: TALENT_ICONS[code], color: TALENT_COLORS[code] }
    : { icon: IconSparkles, color: 'gray' };
}

/** The light-scheme mix for badges with 10 px text (see chipColors). */
export const SMALL_CHIP_MIX = 62;

/**
 * Style for a light badge in a talent's colour with readable text in both schemes (talent-chip.module.css).
 * `lightMix`: how much of the colour's darkest shade the light-scheme text keeps (the rest is black);
 * small badges (10 px text) need 62 so that yellow stays above 4.5:1.
 */
export function chipColors(color: string, lightMix = 80): Record<'--chip-light' | '--chip-dark', string> {
  return {
    '--chip-light': `color-mix(in srgb, var(--mantine-color-${color}-9) ${lightMix}%, #000)`,
    '--chip-dark': `var(--mantine-color-${color}-2)`,
  };
}
