import { Alert, Button, Center, Loader, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FollowPerson } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useFollowList } from '../../../shared/follows/api/follows.ts';
import classes from './person-row.module.css';
import { PersonRow } from './person-row.tsx';

/** A loaded follow list: skeletons, a failure with «Повторить», the empty state, rows, «Показать ещё». */
export function FollowList({
  query,
  empty,
  note,
  label,
}: {
  query: ReturnType<typeof useFollowList>;
  empty: ReactNode;
  note?: (person: FollowPerson) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation('follows');
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError && query.people.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('list.loadError')}>
        <Stack gap="xs" align="flex-start">
          {query.error.message}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.people.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <ul className={classes.list} aria-label={label} data-testid="follow-list">
        {query.people.map((person) => (
          <PersonRow key={person.UserId} person={person} note={note?.(person)} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            data-testid="follow-more"
          >
            {t('list.more')}
          </Button>
        </Center>
      )}
      {query.isFetching && !query.isFetchingNextPage && (
        <Center>
          <Loader size="xs" aria-hidden />
        </Center>
      )}
    </Stack>
  );
}
