import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconNewsOff } from '@tabler/icons-react';
import type { PostRecord } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ObjectLoadError, ObjectNotFound } from '../../../components/object-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMetaOverride } from '../../../lib/meta-override.ts';
import { CommentThread } from '../../../shared/comments/components/comment-thread.tsx';
import { usePost } from '../../../shared/posts/api/posts.ts';
import { authorName, profilePath } from '../../../shared/posts/components/author.tsx';
import { PostCard } from '../../../shared/posts/components/post-card.tsx';
import classes from './post-page.module.css';

/** Only our own avatars (`/files/…`) are shown from the address: a crafted link loads nothing from elsewhere. */
function safeAvatar(value: string | null): string | null {
  return value && /^\/files\/[\w./-]+$/.test(value) && !value.includes('..') ? value : null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The title and description the server gives crawlers (posts.meta.ts), so a shared link and the open tab agree. */
function usePostMeta(post: PostRecord) {
  const text = oneLine(post.Body);
  const name = authorName(post.Author);
  const author =
    name !== post.Author.NickName ? `${name} (@${post.Author.NickName})` : `@${post.Author.NickName}`;
  useMetaOverride({
    title: `${cut(oneLine(post.Title ?? '') || text, 80)} — ${author}`,
    description: cut(text, 200),
  });
}

function PostView({ post }: { post: PostRecord }) {
  const { t } = useTranslation('posts');
  usePostMeta(post);
  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={profilePath(post.Author.NickName, 'posts')}
        size="sm"
        className={classes.back}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('page.back', { nick: post.Author.NickName })}
      </Anchor>
      <PostCard post={post} linked={false} />
      {post.DeletedFlag !== 'Y' && post.Status === 'Published' && (
        <CommentThread objectType="post" objectId={post.PostId} />
      )}
    </Stack>
  );
}

/** While the post loads: the author from the link (`?nickname=&avatar=`, spec section 2) at once, then the text's outline. */
function PostLoading() {
  const { t } = useTranslation('posts');
  const [params] = useSearchParams();
  const nickname = params.get('nickname')?.trim().slice(0, 64) || null;
  const avatar = safeAvatar(params.get('avatar'));
  return (
    <Paper withBorder radius="lg" p="lg" aria-busy="true" data-testid="post-loading">
      <VisuallyHidden role="status">{t('page.loading')}</VisuallyHidden>
      <Group gap="sm" mb="md">
        {nickname ? (
          <>
            <Avatar src={avatar} name={nickname} color="initials" size={44} radius="xl" alt="" />
            <Text fw={650} data-testid="post-loading-author">
              @{nickname}
            </Text>
          </>
        ) : (
          <>
            <Skeleton circle height={44} />
            <Skeleton height={12} width={160} />
          </>
        )}
      </Group>
      <Stack gap="sm">
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="55%" />
      </Stack>
    </Paper>
  );
}

function PostNotFound() {
  const { t } = useTranslation('posts');
  return (
    <ObjectNotFound
      icon={IconNewsOff}
      title={t('page.notFoundTitle')}
      description={t('page.notFound')}
      homeLabel={t('page.home')}
      searchLabel={t('page.search')}
    />
  );
}

/** `/post/:id` (spec section 2): one post with its comment thread. Public. */
export default function PostPage() {
  const { t } = useTranslation('posts');
  const postId = useParams().id ?? '';
  const query = usePost(postId);

  let content: ReactNode;
  if (query.data) content = <PostView post={query.data} />;
  else if (query.isError) {
    const { error } = query;
    // Unknown, someone else's scheduled or deleted post: 404; an id the server cannot read: 400.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <PostNotFound />;
    return (
      <ObjectLoadError
        title={t('page.loadError')}
        message={error.message}
        retryLabel={t('page.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else content = <PostLoading />;
  return (
    <div className={classes.page} data-testid="post-page">
      {content}
    </div>
  );
}
