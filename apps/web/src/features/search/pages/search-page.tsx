import { Badge, Group, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { isTalentCode } from '../../../lib/talents.ts';

/** Spec section 2 filters the search page will accept. */
const FILTERS = [
  'ageMin',
  'ageMax',
  'sex',
  'styleCode',
  'toolCode',
  'location',
  'countryCode',
  'cityCode',
  'regionCode',
];

export default function SearchPage() {
  const { t } = useTranslation(['planned', 'common']);
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  const talent = params.get('talantCode') ?? undefined;
  const otherFilters = FILTERS.filter((name) => params.get(name));
  const asked = Boolean(query || talent || otherFilters.length);

  return (
    <ComingSoon page="search" icon={IconSearch}>
      {asked && (
        <Group gap="xs" justify="center" aria-label={t('planned:search.requested')}>
          <Text size="sm" c="dimmed">
            {t('planned:search.requested')}
          </Text>
          {query && (
            <Badge variant="outline" radius="sm" tt="none">
              «{query}»
            </Badge>
          )}
          {isTalentCode(talent) && (
            <Badge variant="outline" radius="sm" tt="none">
              {t(`common:talents.${talent}.name`)}
            </Badge>
          )}
          {otherFilters.map((name) => (
            <Badge key={name} variant="outline" radius="sm" tt="none" color="gray">
              {name}: {params.get(name)}
            </Badge>
          ))}
        </Group>
      )}
    </ComingSoon>
  );
}
