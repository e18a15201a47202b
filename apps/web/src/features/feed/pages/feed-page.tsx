import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.tsx';
import { postKeys } from '../../../shared/posts/api/post-keys.ts';
import { LazyPostComposer as PostComposer } from '../../../shared/posts/components/lazy-post-composer.tsx';
import { PostPagesView } from '../../../shared/posts/components/post-list.tsx';
import { useFeed, useNewFeedPosts } from '../api/feed.ts';
import { FeedEmpty } from '../components/feed-empty.tsx';
import { NewPostsPill } from '../components/new-posts-pill.tsx';

/**
 * `/list`, the home feed: the composer, then the posts of the people I follow and mine, ten a page
 * (loading on approach, «Показать ещё» for keyboards), «Новые публикации» when more arrived, and
 * people to follow instead of a blank page.
 */
export default function FeedPage() {
  const { t } = useTranslation(['social', 'posts']);
  const feed = useFeed();
  const client = useQueryClient();
  const fresh = useNewFeedPosts(feed.posts, feed.isSuccess);

  const showNew = () => {
    void fresh.show();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Stack gap="md" maw={720} mx="auto" data-testid="feed-page">
      <div>
        <Title order={1} size="h2">
          {t('social:feed.title')}
        </Title>
        <Text c="dimmed">{t('social:feed.description')}</Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <PostComposer
          inline
          onDone={(post) =>
            notifySuccess(post.Status === 'Sheduled' ? t('social:feed.scheduled') : t('posts:notice.created'))
          }
        />
      </Paper>
      <NewPostsPill count={fresh.count} onShow={showNew} />
      <PostPagesView
        list={feed}
        testId="feed-list"
        empty={
          <FeedEmpty
            refreshing={feed.isRefetching}
            onRefresh={() => void client.invalidateQueries({ queryKey: postKeys.lists() })}
          />
        }
      />
    </Stack>
  );
}
