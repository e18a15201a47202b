import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError, LoadMore } from '../../../components/list-states.tsx';
import type { PostListView } from '../api/post-keys.ts';
import { usePostList } from '../api/posts.ts';
import { PostCard } from './post-card.tsx';

export function PostSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg" aria-hidden data-testid="post-skeleton">
      <Stack gap="sm">
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton circle height={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} width="25%" />
          </Stack>
        </div>
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Paper>
  );
}

/** Loads the next page when the end of the list comes near the screen (the button stays for keyboards). */
function useLoadOnApproach(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** What a list of posts needs of its query: the posts so far and the paging state. */
export type PostPages = Pick<
  ReturnType<typeof usePostList>,
  | 'posts'
  | 'isPending'
  | 'isError'
  | 'error'
  | 'isRefetching'
  | 'refetch'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'fetchNextPage'
>;

/**
 * Posts of any list (a person's, the feed), ten at a time: the skeleton, an error with a retry,
 * `empty` when there are none, then the cards with «Показать ещё» (pages also load by themselves
 * as the end comes near; the button stays for keyboards).
 */
export function PostPagesView({
  list,
  empty,
  testId,
}: {
  list: PostPages;
  empty: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('posts');
  const canLoad = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  const sentinel = useLoadOnApproach(canLoad, () => void list.fetchNextPage());

  if (list.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">{t('tab.loading')}</VisuallyHidden>
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    );
  if (list.isError)
    return (
      <ListLoadError
        title={t('tab.loadError')}
        message={list.error?.message}
        retryLabel={t('tab.retry')}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.posts.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md" data-testid={testId}>
      {list.posts.map((post) => (
        <PostCard key={post.PostId} post={post} />
      ))}
      {list.hasNextPage && (
        <LoadMore
          ref={sentinel}
          label={t('tab.more')}
          errorLabel={t('tab.moreError')}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoad={() => void list.fetchNextPage()}
        />
      )}
    </Stack>
  );
}

/** A person's posts (their profile's tab): `published`, or the author's `scheduled` and `deleted`. */
export function PostList({
  nickName,
  view,
  empty,
}: {
  nickName: string;
  view: PostListView;
  empty: ReactNode;
}) {
  const list = usePostList(nickName, view);
  return <PostPagesView list={list} empty={empty} testId={`post-list-${view}`} />;
}
