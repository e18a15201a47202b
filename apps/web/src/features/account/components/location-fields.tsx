import { Autocomplete, Loader, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconWorld } from '@tabler/icons-react';
import type { City } from '@talanty/contract';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityList } from '../../../shared/glossary/api/get-city-list.ts';
import { useCountryList } from '../../../shared/glossary/api/get-country-list.ts';
import { cityLabel, type ProfileFormValues } from '../lib/profile-form.ts';

/** Country select and city autocomplete; the city keeps its code, the server completes region and country. */
export function LocationFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const countries = useCountryList(lang);
  const [search] = useDebouncedValue(form.values.CityCode ? '' : form.values.CityLabel, 300);
  const cities = useCityList(lang, search, form.values.CountryCode);
  const picked = useRef(new Map<string, City>());

  const options = useMemo(() => {
    const map = new Map<string, City>();
    for (const city of cities.data ?? []) {
      const label = cityLabel(city);
      if (!map.has(label)) map.set(label, city);
    }
    picked.current = map;
    return [...map.keys()];
  }, [cities.data]);

  const cityError = form.getInputProps('CityLabel').error;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('location.country')}
        placeholder={t('location.countryPlaceholder')}
        leftSection={<IconWorld size={16} aria-hidden />}
        data={(countries.data ?? []).map((country) => ({ value: country.Code, label: country.Name }))}
        searchable
        clearable
        nothingFoundMessage={t('location.nothingFound')}
        value={form.values.CountryCode}
        onChange={(code) => {
          // The chosen city lies in the previous country: it no longer fits.
          if (code !== form.values.CountryCode && form.values.CityCode) {
            form.setFieldValue('CityCode', null);
            form.setFieldValue('CityLabel', '');
          }
          form.setFieldValue('CountryCode', code);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <Autocomplete
        label={t('location.city')}
        placeholder={t('location.cityPlaceholder')}
        description={t('location.cityHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<IconMapPin size={16} aria-hidden />}
        rightSection={cities.isFetching ? <Loader size={14} aria-hidden /> : null}
        data={options}
        // The server already filtered by the typed name; do not filter its answer again.
        filter={({ options: all }) => all}
        limit={12}
        value={form.values.CityLabel}
        onChange={(value) => {
          form.setFieldValue('CityLabel', value);
          const city = picked.current.get(value);
          form.setFieldValue('CityCode', city ? city.Code : null);
          if (city) form.setFieldValue('CountryCode', city.CountryCode);
          form.clearFieldError('CityLabel');
        }}
        error={cityError}
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
