import { Stack } from '@mantine/core';
import { type SearchState, withCity, withTalent } from '../lib/search-params.ts';
import type { SearchUpdate } from '../lib/use-search-state.ts';
import { CityFilter } from './city-filter.tsx';
import { AgeRange, SexControl } from './person-filters.tsx';
import { TalentSelect, ToolStyleSelects } from './talent-filters.tsx';

/**
 * The filter panel: the left column on wide screens, the drawer on phones. Selects change the URL at
 * once; typed ages follow it after a pause.
 */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: SearchUpdate }) {
  return (
    <Stack gap="md">
      <TalentSelect value={state.talantCode} onChange={(code) => onChange(withTalent(state, code))} />
      <ToolStyleSelects
        talantCode={state.talantCode}
        toolCode={state.toolCode}
        styleCode={state.styleCode}
        onTool={(code) => onChange({ ...state, toolCode: code ?? '' })}
        onStyle={(code) => onChange({ ...state, styleCode: code ?? '' })}
      />
      <SexControl value={state.sex} onChange={(sex) => onChange({ ...state, sex })} />
      <AgeRange
        min={state.ageMin}
        max={state.ageMax}
        onChange={(ages) => onChange({ ...state, ...ages }, { typing: 'age' })}
      />
      <CityFilter
        cityCode={state.cityCode}
        cityName={state.city}
        location={state.location}
        onCity={(city) => onChange(withCity(state, city))}
        onLocation={(name) => onChange({ ...withCity(state, null), location: name })}
      />
    </Stack>
  );
}
