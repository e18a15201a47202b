import { Group, Skeleton, Stack } from '@mantine/core';
import type { UserSearchResult } from '@talanty/contract';
import { PersonCard } from './person-card.tsx';
import classes from './results.module.css';

/** People as a grid of cards, as many columns as the results column holds. */
export function PeopleResults({ people }: { people: UserSearchResult[] }) {
  return (
    <ul className={classes.peopleGrid} data-testid="people-results">
      {people.map((person) => (
        <li key={person.NickName} className={classes.cell}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}

export function PeopleSkeleton() {
  return (
    <div className={classes.peopleGrid}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={i} gap="sm" className={classes.skeletonCard}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton circle height={56} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={14} w="70%" radius="sm" />
              <Skeleton h={10} w="40%" radius="sm" />
              <Skeleton h={10} w="55%" radius="sm" />
            </Stack>
          </Group>
          <Skeleton h={20} w="60%" radius="sm" />
          <Skeleton h={10} w="80%" radius="sm" />
        </Stack>
      ))}
    </div>
  );
}
