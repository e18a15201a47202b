import { Autocomplete, CloseButton, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { type City, toLang } from '@talanty/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityList } from '../../../shared/glossary/api/get-city-list.ts';
import { FILTER_COMBOBOX_PROPS } from '../lib/combobox.ts';
import { TYPING_DEBOUNCE_MS } from '../lib/use-search-state.ts';

/** «Самара, Самарская область, Россия»: the region only when it is not the city's own name. */
export function cityOptionLabel(city: Pick<City, 'Name' | 'RegionName' | 'CountryName'>): string {
  const region = city.RegionName && city.RegionName !== city.Name ? city.RegionName : null;
  return [city.Name, region, city.CountryName].filter(Boolean).join(', ');
}

type CityFilterProps = {
  /** The chosen city's code and name, or a typed name (`location`). */
  cityCode: string;
  cityName: string;
  location: string;
  onCity: (city: { code: string; name: string } | null) => void;
  /** Enter without choosing from the list: the typed name is searched as it is. */
  onLocation: (name: string) => void;
};

/**
 * City autocomplete (the glossary's city list, asked 300 ms after the last key). The chosen city
 * stays in the field with a × to remove it; Enter searches a typed name without choosing.
 */
export function CityFilter({ cityCode, cityName, location, onCity, onLocation }: CityFilterProps) {
  const { t, i18n } = useTranslation('search');
  const lang = toLang(i18n.language);
  const chosen = cityCode ? cityName || cityCode : location;
  const [text, setText] = useState(chosen);
  useEffect(() => setText(chosen), [chosen]);
  const [debounced] = useDebouncedValue(text === chosen ? '' : text, TYPING_DEBOUNCE_MS);
  const cities = useCityList(lang, debounced, null);

  const byLabel = useMemo(() => {
    const map = new Map<string, City>();
    for (const city of cities.data ?? []) {
      const label = cityOptionLabel(city);
      if (!map.has(label)) map.set(label, city);
    }
    return map;
  }, [cities.data]);

  const clear = () => {
    setText('');
    if (cityCode) onCity(null);
    else if (location) onLocation('');
  };

  return (
    <Autocomplete
      label={t('filters.city')}
      placeholder={t('filters.cityPlaceholder')}
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={
        cities.isFetching ? (
          <Loader size={14} aria-hidden />
        ) : text ? (
          <CloseButton size="sm" aria-label={t('filters.cityClear')} onClick={clear} />
        ) : null
      }
      data={text === chosen ? [] : [...byLabel.keys()]}
      // The server already matched the typed name; its answer is not filtered again.
      filter={({ options }) => options}
      limit={12}
      comboboxProps={FILTER_COMBOBOX_PROPS}
      value={text}
      onChange={setText}
      onOptionSubmit={(label) => {
        const city = byLabel.get(label);
        if (!city) return;
        setText(city.Name);
        onCity({ code: city.Code, name: city.Name });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // An option highlighted in the list: Enter picks it (Mantine handles that after us).
        if (event.currentTarget.getAttribute('aria-activedescendant')) return;
        const typed = text.trim();
        if (typed !== chosen) onLocation(typed);
      }}
      onBlur={() => {
        if (text.trim() === '' && chosen) clear();
      }}
      autoComplete="off"
    />
  );
}
