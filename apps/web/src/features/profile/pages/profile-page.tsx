import { Skeleton, Tabs } from '@mantine/core';
import { type Icon, IconMusic, IconNews, IconPhoto, IconUser, IconVideo } from '@tabler/icons-react';
import { type Profile, profileMeta } from '@talanty/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { withChunkTimeout } from '../../../lib/chunk-errors.ts';
import { useMetaOverride } from '../../../lib/meta-override.ts';
import { useProfile } from '../../../shared/profile/api/get-profile.ts';
import { AboutTab } from '../components/about-tab.tsx';
import { ProfileHero } from '../components/profile-hero.tsx';
import { ProfileLoadError } from '../components/profile-load-error.tsx';
import { ProfileNotFound } from '../components/profile-not-found.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { DEFAULT_TAB, PROFILE_TABS, type ProfileTab, parseTab } from '../lib/tabs.ts';
import classes from './profile-page.module.css';

/** /@nik, /user/nik and /nik all name the same profile. */
export function nicknameFromParam(param: string | undefined): string {
  return (param ?? '').replace(/^@/, '');
}

const TAB_ICONS: Record<ProfileTab, Icon> = {
  about: IconUser,
  posts: IconNews,
  audio: IconMusic,
  video: IconVideo,
  photo: IconPhoto,
};

/** The section in `?tab=`, kept in the address so it can be shared and survives a reload. */
function useTabParam(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const select = (tab: ProfileTab) => {
    const next = new URLSearchParams(params);
    // A tab's own choice (the posts tab's `view`) does not follow to another tab.
    next.delete('view');
    if (tab === DEFAULT_TAB) next.delete('tab');
    else next.set('tab', tab);
    setParams(next, { preventScrollReset: true });
  };
  return [parseTab(params.get('tab')), select];
}

type TabProps = { profile: Profile };
/** A tab other than «about» loads when opened: a visitor's first page is the about tab. */
function lazyTab(load: () => Promise<Record<string, ComponentType<TabProps>>>, name: string) {
  return lazy(() =>
    withChunkTimeout(load()).then((module) => ({ default: module[name] as ComponentType<TabProps> })),
  );
}
const AudioTab = lazyTab(() => import('../components/audio-tab.tsx'), 'AudioTab');
const VideoTab = lazyTab(() => import('../components/video-tab.tsx'), 'VideoTab');
const PhotoTab = lazyTab(() => import('../components/photo-tab.tsx'), 'PhotoTab');
const PostsTab = lazyTab(() => import('../components/posts-tab.tsx'), 'PostsTab');

function TabContent({ tab, profile }: { tab: ProfileTab; profile: Profile }) {
  // «About» is in the page's own chunk: no boundary around it. A boundary under Tabs would be hydrated
  // apart, and Mantine's Tabs re-renders as its panels mount, a change that makes React hydrate such
  // a boundary at once, at the synchronous priority (one long task on a phone).
  if (tab === 'about') return <AboutTab profile={profile} />;
  return (
    <Suspense fallback={<Skeleton height={240} radius="lg" />}>
      <TabBody tab={tab} profile={profile} />
    </Suspense>
  );
}

function TabBody({ tab, profile }: { tab: ProfileTab; profile: Profile }) {
  switch (tab) {
    case 'audio':
      return <AudioTab profile={profile} />;
    case 'video':
      return <VideoTab profile={profile} />;
    case 'photo':
      return <PhotoTab profile={profile} />;
    case 'posts':
      return <PostsTab profile={profile} />;
  }
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [tab, selectTab] = useTabParam();
  // The same title and description the server gives crawlers for this page.
  useMetaOverride(profileMeta(profile));

  const tabList = (
    <Tabs.List aria-label={t('tabs.label')} className={classes.tabList}>
      {PROFILE_TABS.map((value) => {
        const TabIcon = TAB_ICONS[value];
        return (
          <Tabs.Tab
            key={value}
            value={value}
            className={classes.tab}
            leftSection={<TabIcon size={18} aria-hidden />}
            data-testid={`profile-tab-${value}`}
          >
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );

  return (
    <Tabs
      value={tab}
      onChange={(value) => selectTab(parseTab(value))}
      keepMounted={false}
      className={classes.page}
      classNames={{ tabSection: classes.tabSection }}
    >
      <ProfileHero profile={profile} tabs={tabList} />
      {PROFILE_TABS.map((value) => (
        <Tabs.Panel key={value} value={value} className={classes.panel}>
          <TabContent tab={value} profile={profile} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The public profile: header, talents with prices, contacts, and the media tabs. */
export default function ProfilePage() {
  const nickName = nicknameFromParam(useParams().nik);
  const query = useProfile(nickName);

  if (query.data) return <ProfileView profile={query.data} />;
  if (query.isError) {
    const { error } = query;
    // A nickname the server cannot even read (too long) is as unknown as a missing one.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <ProfileNotFound nickName={nickName} />;
    }
    return (
      <ProfileLoadError
        message={error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ProfileSkeleton />;
}
