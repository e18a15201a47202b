import {
  Avatar,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconNews, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf } from '../../../lib/format.ts';
import { FollowButton } from '../../../shared/follows/components/follow-button.tsx';
import { type Suggestion, useFollowSuggestions } from '../api/suggestions.ts';
import classes from './feed-empty.module.css';

function SuggestionCard({ person }: { person: Suggestion }) {
  const { t } = useTranslation('social');
  const name = displayNameOf(person);
  const talents = person.ListOfTalants.map((talent) => talent.Name).join(', ');
  const place = person.CityName ?? person.CountryName;
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card} data-testid="feed-suggestion">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar
          component={Link}
          to={`/${encodeURIComponent(person.NickName)}`}
          src={person.AvatarThumb}
          name={name}
          color="initials"
          radius="xl"
          size={48}
          alt=""
          tabIndex={-1}
          aria-hidden
        />
        <Stack gap={2} className={classes.text}>
          <Text
            component={Link}
            to={`/${encodeURIComponent(person.NickName)}`}
            fw={600}
            className={classes.name}
          >
            {name}
          </Text>
          {talents && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {talents}
            </Text>
          )}
          {place && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {place}
            </Text>
          )}
          {person.AudioNum > 0 && (
            <Text size="xs" c="dimmed">
              {t('feed.tracks', { count: person.AudioNum })}
            </Text>
          )}
        </Stack>
      </Group>
      <FollowButton person={person} size="xs" fullWidth />
    </Paper>
  );
}

/**
 * An empty feed is a start, not a blank page: people who share my talent, style or city, to follow
 * right here; after a follow, their posts are one click away.
 */
export function FeedEmpty({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('social');
  const suggestions = useFollowSuggestions(true);
  const followed = (suggestions.data ?? []).some((person) => person.FollowFlag === 'Y');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="feed-empty">
      <Stack gap="lg">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconNews size={28} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('feed.emptyTitle')}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('feed.empty')}
          </Text>
        </Stack>
        {suggestions.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={132} radius="lg" />
            ))}
          </SimpleGrid>
        ) : suggestions.data && suggestions.data.length > 0 ? (
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('feed.suggestionsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {suggestions.data.map((person) => (
                <SuggestionCard key={person.NickName} person={person} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        <Group justify="center">
          {followed && (
            <Button
              onClick={onRefresh}
              loading={refreshing}
              leftSection={<IconRefresh size={18} aria-hidden />}
            >
              {t('feed.showFeed')}
            </Button>
          )}
          <Button
            component={Link}
            to="/search"
            variant={followed ? 'default' : 'filled'}
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t('feed.findPeople')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
