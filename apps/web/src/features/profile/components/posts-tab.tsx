import { EmptyState, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Icon, IconCalendarTime, IconNews, IconTrash } from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { exactTimeLabel } from '../../../components/relative-time.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { displayNameOf } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import type { PostListView } from '../../../shared/posts/api/post-keys.ts';
import { LazyPostComposer as PostComposer } from '../../../shared/posts/components/lazy-post-composer.tsx';
import { PostList } from '../../../shared/posts/components/post-list.tsx';

const VIEWS: PostListView[] = ['published', 'scheduled', 'deleted'];
const EMPTY_ICONS: Record<PostListView, Icon> = {
  published: IconNews,
  scheduled: IconCalendarTime,
  deleted: IconTrash,
};

/** The author's list in `?view=` (scheduled, deleted); everyone else sees the published posts. */
function useView(isOwner: boolean): [PostListView, (view: PostListView) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view = isOwner && (raw === 'scheduled' || raw === 'deleted') ? raw : 'published';
  const select = (next: PostListView) => {
    const search = new URLSearchParams(params);
    if (next === 'published') search.delete('view');
    else search.set('view', next);
    setParams(search, { preventScrollReset: true, replace: true });
  };
  return [view, select];
}

function PostsEmpty({ view, isOwner, name }: { view: PostListView; isOwner: boolean; name: string }) {
  const { t } = useTranslation('posts');
  const TabIcon = EMPTY_ICONS[view];
  const [title, text] =
    view === 'scheduled'
      ? [t('empty.scheduledTitle'), t('empty.scheduled')]
      : view === 'deleted'
        ? [t('empty.deletedTitle'), t('empty.deleted')]
        : isOwner
          ? [t('empty.ownerTitle'), t('empty.owner')]
          : [t('empty.visitorTitle'), t('empty.visitor', { name })];
  return (
    <Paper withBorder radius="lg" py={{ base: 36, sm: 56 }} px="lg" data-testid="posts-empty">
      <EmptyState variant="light" size="md" maw={460} mx="auto">
        <EmptyState.Indicator>
          <TabIcon size={30} stroke={1.6} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{text}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}

/**
 * The profile's posts: ten at a time. The author writes new ones right here and also sees the
 * scheduled and deleted ones (restore from the card's menu).
 */
export function PostsTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('posts');
  const lang = useLang();
  const isOwner = profile.OwnerFlag === 'Y';
  const phone = useMediaQuery('(max-width: 30em)');
  const [view, setView] = useView(isOwner);
  const name = displayNameOf(profile);

  return (
    <Stack gap="md" data-testid="posts-tab">
      <Title order={2} size="h4">
        {t('tab.title')}
      </Title>
      {isOwner && (
        <>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <PostComposer
              inline
              onDone={(post) => {
                if (post.Status === 'Sheduled') {
                  notifySuccess(t('notice.scheduled', { date: exactTimeLabel(post.DisplayDT, lang) }));
                  setView('scheduled');
                } else {
                  notifySuccess(t('notice.created'));
                  setView('published');
                }
              }}
            />
          </Paper>
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as PostListView)}
            data={VIEWS.map((value) => ({ value, label: t(`tab.views.${value}`) }))}
            aria-label={t('tab.views.label')}
            radius="xl"
            size={phone ? 'xs' : 'sm'}
            fullWidth
            maw={520}
          />
        </>
      )}
      <PostList
        nickName={profile.NickName}
        view={view}
        empty={<PostsEmpty view={view} isOwner={isOwner} name={name} />}
      />
    </Stack>
  );
}
