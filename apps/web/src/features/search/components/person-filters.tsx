import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_LIMITS } from '@talanty/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgeProblem, ageProblem, ageRangeProblems, type Sex } from '../lib/search-params.ts';
import { useUrlDraft } from '../lib/use-search-state.ts';

/** Any, male or female, as one row of three. */
export function SexControl({ value, onChange }: { value: string; onChange: (sex: Sex | '') => void }) {
  const { t } = useTranslation('search');
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {t('filters.sex')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={value}
        onChange={(next) => onChange(next as Sex | '')}
        data={[
          { value: '', label: t('filters.sexAny') },
          { value: 'M', label: t('filters.sexM') },
          { value: 'F', label: t('filters.sexF') },
        ]}
      />
    </Stack>
  );
}

/** What the URL gets for a typed age: the number, or nothing while it is not a valid age. */
const sentAge = (draft: string) => (ageProblem(draft) ? '' : draft.trim());

/**
 * Age from–to. Each field follows the URL 300 ms after the last key; a value that is not a whole
 * number of years within the bounds, or a "to" below "from", is said under its field and not sent.
 */
export function AgeRange({
  min,
  max,
  onChange,
}: {
  min: string;
  max: string;
  onChange: (ages: { ageMin: string; ageMax: string }) => void;
}) {
  const { t } = useTranslation('search');
  const labelId = useId();
  // A field with a problem is not sent; a pair whose "to" is below "from" leaves the URL as it was.
  const commit = (nextMin: string, nextMax: string) => {
    const problems = ageRangeProblems(nextMin, nextMax);
    if (problems.max === 'minAboveMax') return;
    const ages = { ageMin: sentAge(nextMin), ageMax: sentAge(nextMax) };
    if (ages.ageMin !== min || ages.ageMax !== max) onChange(ages);
  };
  const [minDraft, setMinDraft, minSettled] = useUrlDraft(min, (value) => commit(value, maxDraft), {
    sent: sentAge,
  });
  const [maxDraft, setMaxDraft, maxSettled] = useUrlDraft(max, (value) => commit(minDraft, value), {
    sent: sentAge,
  });
  const problems = ageRangeProblems(minDraft, maxDraft);
  const message = (problem: AgeProblem | null, settled: boolean) =>
    problem && settled
      ? t(`filters.ageErrors.${problem}`, { min: SEARCH_LIMITS.ageMin, max: SEARCH_LIMITS.ageMax })
      : undefined;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {t('filters.age')}
      </Text>
      <Group gap="xs" grow align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t('filters.ageMin')}
          placeholder={t('filters.ageFromPlaceholder', { min: SEARCH_LIMITS.ageMin })}
          inputMode="numeric"
          autoComplete="off"
          value={minDraft}
          onChange={(event) => setMinDraft(event.currentTarget.value)}
          error={message(problems.min, minSettled)}
        />
        <TextInput
          aria-label={t('filters.ageMax')}
          placeholder={t('filters.ageToPlaceholder', { max: SEARCH_LIMITS.ageMax })}
          inputMode="numeric"
          autoComplete="off"
          value={maxDraft}
          onChange={(event) => setMaxDraft(event.currentTarget.value)}
          error={message(problems.max, maxSettled && minSettled)}
        />
      </Group>
    </Stack>
  );
}
