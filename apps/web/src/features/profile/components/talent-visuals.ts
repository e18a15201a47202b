import { type Icon, IconSparkles } from '@tabler/icons-react';
import { TALENT_COLORS, TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { isTalentCode } from '../../../lib/talents.ts';

/** The icon and accent colour of a talent code; a neutral pair for a code the client does not know. */
export function talentVisuals(code: string): { icon: Icon; color: string } {
  return isTalentCode(code)
    ? { icon: TALENT_ICONS[code], color: TALENT_COLORS[code] }
    : { icon: IconSparkles, color: 'gray' };
}

/** Style for a light badge in a talent's colour with readable text in both schemes (talent-chip.module.css). */
export function chipColors(color: string): Record<'--chip-light' | '--chip-dark', string> {
  return {
    '--chip-light': `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, #000)`,
    '--chip-dark': `var(--mantine-color-${color}-2)`,
  };
}
