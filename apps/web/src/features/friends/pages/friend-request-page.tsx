import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFollowList } from '../../../shared/follows/api/follows.ts';
import { friendListPath } from '../../../shared/follows/lib/paths.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { FollowList } from '../components/follow-list.tsx';

/** /friendrequest: people who follow me and whom I do not follow yet, with «Подписаться в ответ». */
export default function FriendRequestPage() {
  const { t, i18n } = useTranslation('follows');
  const query = useFollowList('followers', { notFollowedBack: true });
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(toLang(i18n.language) === 'en' ? 'en-GB' : 'ru-RU', {
      day: 'numeric',
      month: 'long',
    });
  return (
    <Container size={760} py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('requests.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('requests.lead')}
          </Text>
        </div>
        <FollowList
          query={query}
          label={t('requests.title')}
          note={(person) => t('requests.followedAt', { date: date(person.FollowedAt) })}
          empty={
            <EmptyState
              icon={IconUserCheck}
              title={t('requests.empty.title')}
              text={t('requests.empty.text')}
              actions={
                <Group gap="sm" justify="center">
                  <Button
                    component={Link}
                    to={friendListPath('followers')}
                    variant="light"
                    leftSection={<IconUsers size={16} aria-hidden />}
                  >
                    {t('requests.empty.action')}
                  </Button>
                  <Button
                    component={Link}
                    to="/search"
                    variant="default"
                    leftSection={<IconSearch size={16} aria-hidden />}
                  >
                    {t('requests.empty.search')}
                  </Button>
                </Group>
              }
            />
          }
        />
      </Stack>
    </Container>
  );
}
