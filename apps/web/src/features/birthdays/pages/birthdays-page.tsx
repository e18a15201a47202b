import {
  Anchor,
  Avatar,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCake, IconSearch } from '@tabler/icons-react';
import {
  BIRTHDAY_RANGES,
  type BirthdayPerson,
  type BirthdayRange,
  birthdayRangeSchema,
} from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/list-states.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { displayNameOf } from '../../../lib/format.ts';
import { useBirthdays } from '../api/birthdays.ts';

/** «12 декабря» / «December 12» from `YYYY-MM-DD`, read as a calendar day (no time zone shift). */
export function dayLabel(date: string, lang: 'ru' | 'en'): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)),
  );
}

function useRange(): [BirthdayRange, (range: BirthdayRange) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = birthdayRangeSchema.safeParse(params.get('range'));
  const select = (range: BirthdayRange) => {
    const next = new URLSearchParams(params);
    next.set('range', range);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [parsed.success ? parsed.data : 'week', select];
}

function PersonRow({ person }: { person: BirthdayPerson }) {
  const { t } = useTranslation('social');
  const lang = useLang();
  const name = displayNameOf(person);
  const when =
    person.DaysLeft === 0
      ? t('birthdays.today')
      : person.DaysLeft === 1
        ? t('birthdays.tomorrow')
        : t('birthdays.inDays', { count: person.DaysLeft });
  return (
    <Group wrap="nowrap" gap="md" p="md" data-testid="birthday-row">
      <Avatar src={person.Photo} name={name} color="initials" radius="xl" size={48} alt="" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={`/${encodeURIComponent(person.NickName)}`} fw={600} c="inherit">
          {name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {dayLabel(person.Date, lang)}
          {person.Age !== null && ` · ${t('birthdays.turns', { count: person.Age })}`}
        </Text>
      </Stack>
      <Badge
        variant={person.DaysLeft === 0 ? 'filled' : 'light'}
        color={person.DaysLeft === 0 ? 'pink' : 'gray'}
        leftSection={person.DaysLeft === 0 ? <IconCake size={14} aria-hidden /> : undefined}
        style={{ flexShrink: 0 }}
      >
        {when}
      </Badge>
    </Group>
  );
}

/** `/birthday`: birthdays of the people I follow, today, this week or this month (`?range=`). */
export default function BirthdaysPage() {
  const { t } = useTranslation('social');
  const [range, setRange] = useRange();
  const list = useBirthdays(range);

  let body: React.ReactNode;
  if (list.isPending)
    body = (
      <Paper withBorder radius="lg" p="md" aria-busy="true">
        <VisuallyHidden role="status">{t('birthdays.loading')}</VisuallyHidden>
        <Stack gap="md" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </Stack>
      </Paper>
    );
  else if (list.isError)
    body = (
      <ListLoadError
        title={t('birthdays.loadError')}
        message={list.error.message}
        retryLabel={t('birthdays.retry')}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.ListOfUsers.length === 0)
    body = (
      <Paper withBorder radius="lg" py={{ base: 36, sm: 56 }} px="lg" data-testid="birthdays-empty">
        <EmptyState variant="light" size="md" maw={480} mx="auto">
          <EmptyState.Indicator>
            <IconCake size={30} stroke={1.6} aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title order={2}>{t(`birthdays.emptyTitle.${range}`)}</EmptyState.Title>
          <EmptyState.Description>{t('birthdays.empty')}</EmptyState.Description>
          <Group justify="center" mt="md">
            <Button component={Link} to="/search" leftSection={<IconSearch size={18} aria-hidden />}>
              {t('birthdays.findPeople')}
            </Button>
          </Group>
        </EmptyState>
      </Paper>
    );
  else
    body = (
      <Paper withBorder radius="lg" data-testid="birthday-list">
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.ListOfUsers.map((person, index) => (
            <li
              key={person.UserId}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <PersonRow person={person} />
            </li>
          ))}
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="birthdays-page">
      <div>
        <Title order={1} size="h2">
          {t('birthdays.title')}
        </Title>
        <Text c="dimmed">{t('birthdays.description')}</Text>
      </div>
      <SegmentedControl
        value={range}
        onChange={(value) => setRange(value as BirthdayRange)}
        data={BIRTHDAY_RANGES.map((value) => ({ value, label: t(`birthdays.ranges.${value}`) }))}
        aria-label={t('birthdays.ranges.label')}
        radius="xl"
        fullWidth
        maw={480}
      />
      {body}
      <Text size="sm" c="dimmed">
        {t('birthdays.privacyHint')}{' '}
        <Anchor component={Link} to="/user/privacysetting#birth-date">
          {t('birthdays.privacyLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
