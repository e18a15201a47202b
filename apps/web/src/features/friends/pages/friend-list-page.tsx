import { Button, CloseButton, Container, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMusicPlus, IconSearch, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../hooks/use-session.ts';
import type { FollowListKind } from '../../../shared/follows/api/follow-keys.ts';
import { useFollowList } from '../../../shared/follows/api/follows.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { FollowList } from '../components/follow-list.tsx';

const AUDIO_EDIT_PATH = '/user/profile-audio-edit';
const SEARCH_PATH = '/search';

const parseTab = (value: string | null): FollowListKind =>
  value === 'followers' ? 'followers' : 'following';

/** `?tab=`, `?user=` and `?q=` are the state: a list can be shared and survives a reload. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return {
    tab: parseTab(params.get('tab')),
    user: params.get('user')?.replace(/^@/, '') || undefined,
    q: params.get('q') ?? '',
    update,
  };
}

/** /friendlist: whom I (or `?user=`) follow and who follows me (them), with a name filter. */
export default function FriendListPage() {
  const { t } = useTranslation('follows');
  const { follows, followers } = useSession();
  const { tab, user, q, update } = useListParams();
  const [draft, setDraft] = useState(q);
  const [typed] = useDebouncedValue(draft.trim(), 300);
  // Only typing commits; the address bar's own changes come in through `q`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes, not on every render of `update`
  useEffect(() => {
    if (typed !== q) update({ q: typed || null });
  }, [typed]);
  const own = !user;
  const query = useFollowList(tab, { nickName: user, q: q || undefined });
  const counts: Record<FollowListKind, number | undefined> = own
    ? { following: follows, followers }
    : { following: undefined, followers: undefined };

  const empty = q ? (
    <EmptyState
      icon={IconUserSearch}
      title={t('list.emptyFilter.title')}
      text={t('list.emptyFilter.text', { q })}
      actions={
        <Button
          variant="light"
          onClick={() => {
            setDraft('');
            update({ q: null });
          }}
        >
          {t('list.emptyFilter.action')}
        </Button>
      }
    />
  ) : !own ? (
    <EmptyState
      icon={IconUsers}
      title={
        tab === 'following'
          ? t('list.emptyOthersFollowing', { nick: user })
          : t('list.emptyOthersFollowers', { nick: user })
      }
    />
  ) : tab === 'following' ? (
    <EmptyState
      icon={IconUserSearch}
      title={t('list.emptyFollowing.title')}
      text={t('list.emptyFollowing.text')}
      actions={
        <Button component={Link} to={SEARCH_PATH} leftSection={<IconSearch size={16} aria-hidden />}>
          {t('list.emptyFollowing.action')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={IconUsers}
      title={t('list.emptyFollowers.title')}
      text={t('list.emptyFollowers.text')}
      actions={
        <Button component={Link} to={AUDIO_EDIT_PATH} leftSection={<IconMusicPlus size={16} aria-hidden />}>
          {t('list.emptyFollowers.action')}
        </Button>
      }
    />
  );

  return (
    <Container size={760} py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {own ? t('list.title') : t('list.titleOf', { nick: user })}
        </Title>
        <Tabs value={tab} onChange={(value) => update({ tab: value === 'followers' ? 'followers' : null })}>
          <Tabs.List>
            {(['following', 'followers'] as const).map((kind) => (
              <Tabs.Tab key={kind} value={kind} data-testid={`follow-tab-${kind}`}>
                {t(`list.tabs.${kind}`)}
                {counts[kind] !== undefined && (
                  <>
                    {' '}
                    <Text span size="sm" c="dimmed" ml={2}>
                      {counts[kind]}
                    </Text>
                  </>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <TextInput
          label={t('list.filter')}
          placeholder={t('list.filterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          maxLength={60}
          onChange={(event) => setDraft(event.currentTarget.value)}
          rightSection={
            draft ? (
              <CloseButton size="sm" aria-label={t('list.emptyFilter.action')} onClick={() => setDraft('')} />
            ) : null
          }
          data-testid="follow-filter"
        />
        <FollowList query={query} empty={empty} label={t(`list.tabs.${tab}`)} />
      </Stack>
    </Container>
  );
}
