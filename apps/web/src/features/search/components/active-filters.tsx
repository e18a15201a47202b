import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { type Icon, IconBriefcase, IconGuitarPick, IconMapPin, IconMusic } from '@tabler/icons-react';
import { toLang, type Understood } from '@talanty/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { isTalentCode } from '../../../lib/talents.ts';
import { useStyleList } from '../../../shared/glossary/api/get-style-list.ts';
import { useToolList } from '../../../shared/glossary/api/get-tool-list.ts';
import {
  activeFilterKeys,
  type FilterKey,
  type SearchState,
  withoutFilter,
  withoutWords,
} from '../lib/search-params.ts';
import type { SearchUpdate } from '../lib/use-search-state.ts';
import classes from './active-filters.module.css';

export type FilterChip = {
  id: string;
  label: string;
  remove: (state: SearchState) => SearchState;
  /** A word of the text the search understood (a talent, tool, style, service or place). */
  understood?: Understood;
};

/** The words of the text the server understood, as chips: × takes the words out of the text. */
export function understoodChips(understood: Understood[]): FilterChip[] {
  return understood.map((u, i) => ({
    id: `understood-${i}-${u.kind}`,
    label: u.name,
    understood: u,
    remove: (s: SearchState) => ({ ...s, q: withoutWords(s.q, u.text) }),
  }));
}

type Names = { tool?: string; style?: string };

/** One chip per chosen filter; "from" and "to" of the age make one chip when both are set. */
export function filterChips(state: SearchState, t: TFunction<['search', 'common']>, names: Names = {}) {
  const chips: FilterChip[] = [];
  const keys = activeFilterKeys(state);
  const drop = (key: FilterKey) => (s: SearchState) => withoutFilter(s, key);
  const label: Partial<Record<FilterKey, () => string>> = {
    talantCode: () =>
      isTalentCode(state.talantCode) ? t(`common:talents.${state.talantCode}.name`) : state.talantCode,
    toolCode: () => names.tool ?? state.toolCode,
    styleCode: () => names.style ?? state.styleCode,
    sex: () =>
      state.sex === 'M' ? t('search:chips.sexM') : state.sex === 'F' ? t('search:chips.sexF') : state.sex,
    ageMin: () => t('search:chips.ageFrom', { count: Number(state.ageMin) }),
    ageMax: () => t('search:chips.ageTo', { count: Number(state.ageMax) }),
    cityCode: () => state.city || state.cityCode,
    location: () => t('search:chips.location', { name: state.location }),
    countryCode: () => t('search:chips.country', { code: state.countryCode }),
    regionCode: () => t('search:chips.region', { code: state.regionCode }),
  };
  for (const key of keys) {
    if (key === 'ageMax' && state.ageMin) continue;
    if (key === 'ageMin' && state.ageMax) {
      chips.push({
        id: 'age',
        label: t('search:chips.ageRange', { min: state.ageMin, count: Number(state.ageMax) }),
        remove: (s) => ({ ...s, ageMin: '', ageMax: '' }),
      });
      continue;
    }
    chips.push({ id: key, label: label[key]?.() ?? state[key], remove: drop(key) });
  }
  return chips;
}

/** A talent's icon on its chip (chosen or understood), a kind's icon on other understood words. */
function chipIcon(chip: FilterChip, TalentIcon: Icon | null): ReactNode {
  const u = chip.understood;
  if (u?.kind === 'talent') {
    const code = u.codes[0] ?? '';
    const Icon = isTalentCode(code) ? TALENT_ICONS[code] : null;
    return Icon ? <Icon size={14} aria-hidden /> : undefined;
  }
  if (u) {
    const Icon = KIND_ICONS[u.kind];
    return Icon ? <Icon size={14} aria-hidden /> : undefined;
  }
  return chip.id === 'talantCode' && TalentIcon ? <TalentIcon size={14} aria-hidden /> : undefined;
}

const KIND_ICONS: Partial<Record<Understood['kind'], Icon>> = {
  city: IconMapPin,
  region: IconMapPin,
  country: IconMapPin,
  tool: IconGuitarPick,
  style: IconMusic,
  service: IconBriefcase,
};

/** The chosen filters as removable chips above the results, with «Сбросить всё» (`onReset`). */
export function ActiveFilters({
  state,
  understood = [],
  onChange,
  onReset,
}: {
  state: SearchState;
  /** What the server understood in the text (its answer for this state). */
  understood?: Understood[];
  onChange: SearchUpdate;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation(['search', 'common']);
  const lang = toLang(i18n.language);
  const talent = isTalentCode(state.talantCode) ? state.talantCode : '';
  // The same cached lists the selects use: a chip shows the tool's name, not its code.
  const tools = useToolList(lang, talent, Boolean(talent && state.toolCode));
  const styles = useStyleList(lang, talent, Boolean(talent && state.styleCode));
  const chips = [
    ...understoodChips(understood),
    ...filterChips(state, t, {
      tool: tools.data?.find((tool) => tool.Code === state.toolCode)?.Name,
      style: styles.data?.find((style) => style.Code === state.styleCode)?.Name,
    }),
  ];
  if (chips.length === 0) return null;
  const TalentIcon = talent ? TALENT_ICONS[talent] : null;

  return (
    <Group gap={8} wrap="wrap" component="ul" aria-label={t('search:chips.label')} className={classes.list}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <Badge
            size="lg"
            radius="xl"
            variant="light"
            className={classes.chip}
            leftSection={chipIcon(chip, TalentIcon)}
            title={chip.understood ? t('search:chips.understood', { text: chip.understood.text }) : undefined}
            data-kind={chip.understood?.kind}
            rightSection={
              <CloseButton
                size="xs"
                radius="xl"
                variant="transparent"
                className={classes.remove}
                aria-label={t('search:chips.remove', { label: chip.label })}
                onClick={() => onChange(chip.remove(state))}
              />
            }
          >
            {chip.label}
          </Badge>
        </li>
      ))}
      <li>
        <Button variant="subtle" size="compact-sm" onClick={onReset}>
          {t('search:chips.reset')}
        </Button>
      </li>
    </Group>
  );
}
