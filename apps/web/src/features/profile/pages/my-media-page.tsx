import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconFiles, IconMusic, IconPhoto, IconSettings, IconVideo } from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useUserInfo } from '../../../hooks/use-user-info.ts';
import { useFileList } from '../../../shared/media/api/files.ts';
import { useProfile } from '../../../shared/profile/api/get-profile.ts';
import { AudioTab } from '../components/audio-tab.tsx';
import { PhotoTab } from '../components/photo-tab.tsx';
import { ProfileLoadError } from '../components/profile-load-error.tsx';
import { VideoTab } from '../components/video-tab.tsx';
import classes from './my-media-page.module.css';

type MediaView = 'music' | 'profilevideo' | 'profileimage' | 'file';

const VIEWS: { view: MediaView; icon: Icon; editor?: string }[] = [
  { view: 'music', icon: IconMusic, editor: '/user/profile-audio-edit' },
  { view: 'profilevideo', icon: IconVideo, editor: '/user/profile-video-edit' },
  { view: 'profileimage', icon: IconPhoto, editor: '/user/profile-photo-edit' },
  { view: 'file', icon: IconFiles },
];

function viewOf(pathname: string): MediaView {
  const name = pathname.replace(/^\//, '');
  return VIEWS.find((entry) => entry.view === name)?.view ?? 'file';
}

/** Every kind of file, one after another; a library with nothing yet is one short state, not three. */
function AllFiles({ profile }: { profile: Profile }) {
  const { t } = useTranslation('social');
  const scope = { own: false as const, nickName: profile.NickName };
  const lists = [useFileList('Audio', scope), useFileList('Video', scope), useFileList('Image', scope)];
  const empty = lists.every((list) => list.isSuccess && list.files.length === 0);
  if (empty)
    return (
      <Paper withBorder radius="lg" py={{ base: 36, sm: 56 }} px="lg" data-testid="my-media-empty">
        <EmptyState variant="light" size="md" maw={520} mx="auto">
          <EmptyState.Indicator>
            <IconFiles size={30} stroke={1.6} aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title order={2}>{t('myMedia.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('myMedia.empty')}</EmptyState.Description>
          <Group justify="center" mt="md" gap="xs">
            {VIEWS.filter((entry) => entry.editor).map((entry) => (
              <Button
                key={entry.view}
                component={Link}
                to={entry.editor ?? '/'}
                variant={entry.view === 'music' ? 'filled' : 'default'}
                leftSection={<entry.icon size={18} aria-hidden />}
              >
                {t(`myMedia.${entry.view}.add`)}
              </Button>
            ))}
          </Group>
        </EmptyState>
      </Paper>
    );
  return (
    <Stack gap={40}>
      <AudioTab profile={profile} />
      <VideoTab profile={profile} />
      <PhotoTab profile={profile} />
    </Stack>
  );
}

function MediaContent({ view, profile }: { view: MediaView; profile: Profile }) {
  switch (view) {
    case 'music':
      return <AudioTab profile={profile} />;
    case 'profilevideo':
      return <VideoTab profile={profile} />;
    case 'profileimage':
      return <PhotoTab profile={profile} />;
    case 'file':
      return <AllFiles profile={profile} />;
  }
}

function MyMedia({ nickName, view }: { nickName: string; view: MediaView }) {
  const query = useProfile(nickName);
  if (query.data) return <MediaContent view={view} profile={query.data} />;
  if (query.isError)
    return (
      <ProfileLoadError
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return <Skeleton height={240} radius="lg" />;
}

/**
 * `/music`, `/profilevideo`, `/profileimage` and `/file` (spec section 2): my tracks, videos, photos
 * or all of them, as my profile shows them, with the links to the media library's editors.
 */
export default function MyMediaPage() {
  const { t } = useTranslation('social');
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  const me = useUserInfo();
  const editor = VIEWS.find((entry) => entry.view === view)?.editor;

  return (
    <Stack gap="lg" maw={1040} mx="auto" data-testid={`my-media-${view}`}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t(`myMedia.${view}.title`)}
          </Title>
          <Text c="dimmed">{t(`myMedia.${view}.description`)}</Text>
        </div>
        {editor && (
          <Button
            component={Link}
            to={editor}
            variant="light"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('myMedia.editor')}
          </Button>
        )}
      </Group>
      <Paper component="nav" aria-label={t('myMedia.navLabel')} radius="xl" p={4} className={classes.switch}>
        {VIEWS.map((entry) => (
          <NavLink key={entry.view} to={`/${entry.view}`} className={classes.switchItem} end>
            <entry.icon size={18} aria-hidden />
            <span>{t(`myMedia.${entry.view}.short`)}</span>
          </NavLink>
        ))}
      </Paper>
      {me.data ? <MyMedia nickName={me.data.NickName} view={view} /> : <Skeleton height={240} radius="lg" />}
    </Stack>
  );
}
