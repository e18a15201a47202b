import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconFeather,
  IconHeadphones,
  IconMicrophone2,
  IconMusic,
  IconPiano,
  IconSparkles,
  IconStretching2,
  IconVinyl,
  IconWaveSine,
} from '@tabler/icons-react';
import type { TalentCode } from '../lib/talents.ts';

export const TALENT_ICONS: Record<TalentCode, Icon> = {
  SNG: IconMicrophone2,
  DNC: IconStretching2,
  MUS: IconPiano,
  CMP: IconMusic,
  SWR: IconFeather,
  DJ: IconVinyl,
  MMK: IconAdjustmentsHorizontal,
  MST: IconHeadphones,
  PRO: IconSparkles,
  SNM: IconWaveSine,
};

/** Accent colour per talent, so the tiles read as a family rather than a wall of one colour. */
export const TALENT_COLORS: Record<TalentCode, string> = {
  SNG: 'pink',
  DNC: 'grape',
  MUS: 'orange',
  CMP: 'indigo',
  SWR: 'teal',
  DJ: 'violet',
  MMK: 'cyan',
  MST: 'blue',
  PRO: 'yellow',
  SNM: 'green',
};
