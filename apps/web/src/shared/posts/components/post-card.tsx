import {
  Anchor,
  Badge,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconCalendarTime,
  IconLock,
  IconMessageCircle,
  IconShare3,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { PostRecord } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkifiedText } from '../../../components/linkified-text.tsx';
import { exactTimeLabel, RelativeTime } from '../../../components/relative-time.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { shareLink } from '../../../lib/share.ts';
import { LikeControl } from '../../media/components/like-button.tsx';
import { absoluteUrl } from '../../media/components/media-format.ts';
import { useSetPostLike } from '../api/posts.ts';
import { postLink, postPath } from '../lib/post-paths.ts';
import { AuthorAvatar, AuthorName, authorName } from './author.tsx';
import { PostAttachments } from './post-attachments.tsx';
import classes from './post-card.module.css';
import { PostComposerModal } from './post-composer-modal.tsx';
import { PostHistoryModal } from './post-history-modal.tsx';
import { PostMenu } from './post-menu.tsx';
import { usePostActions } from './use-post-actions.tsx';

function PostLike({ post }: { post: PostRecord }) {
  const { t } = useTranslation('posts');
  const setLike = useSetPostLike();
  return (
    <LikeControl
      recordKey={`${post.PostId}:${post.LikeFlag}:${post.Likes}`}
      liked={post.LikeFlag === 'Y'}
      count={post.Likes}
      pending={setLike.isPending}
      invite={{ title: t('card.likeInviteTitle'), text: t('card.likeInviteText') }}
      onToggle={(like, done) =>
        setLike.mutate(
          { id: post.PostId, like },
          {
            onSuccess: (answer) => done.onSuccess({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
            onError: done.onError,
          },
        )
      }
    />
  );
}

function PostShare({ post }: { post: PostRecord }) {
  const { t } = useTranslation('posts');
  const name = authorName(post.Author);
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      radius="xl"
      leftSection={<IconShare3 size={16} aria-hidden />}
      onClick={() =>
        void shareLink(
          {
            url: absoluteUrl(postPath(post.PostId)),
            title: post.Title || t('page.metaTitle', { name }),
            text: post.Body.slice(0, 140),
          },
          { copied: t('card.linkCopied'), failed: t('card.copyFailed') },
        )
      }
    >
      {t('card.share')}
    </Button>
  );
}

type Dialog = 'edit' | 'schedule' | 'history' | null;

/**
 * One post: the author and when (relative, exact on hover), «изменено» with the edit history, the
 * text with its links, the attached media, likes, comments and share; the author's menu. `linked`
 * makes the time and the comment count lead to the post's page (lists; not on the page itself).
 */
export function PostCard({ post, linked = true }: { post: PostRecord; linked?: boolean }) {
  const { t } = useTranslation('posts');
  const lang = useLang();
  const actions = usePostActions(post);
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = authorName(post.Author);
  const scheduled = post.Status === 'Sheduled';
  const deleted = post.DeletedFlag === 'Y';
  const owner = post.OwnerFlag === 'Y';

  const time = linked ? (
    <Anchor component={Link} to={postLink(post)} size="xs" c="dimmed" className={classes.time}>
      <RelativeTime iso={post.DisplayDT} />
    </Anchor>
  ) : (
    <Text size="xs" c="dimmed" className={classes.time}>
      <RelativeTime iso={post.DisplayDT} />
    </Text>
  );

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      className={classes.card}
      aria-label={t('card.label', { name })}
      data-testid="post-card"
      data-post-id={post.PostId}
      data-status={post.Status}
      data-deleted={deleted || undefined}
    >
      <LoadingOverlay
        visible={actions.loading}
        overlayProps={{ radius: 'lg', blur: 1 }}
        loaderProps={{ size: 'sm' }}
        aria-label={t('loader')}
      />
      <header className={classes.head}>
        <AuthorAvatar author={post.Author} />
        <div className={classes.who}>
          <AuthorName author={post.Author} />
          <Group gap={6} wrap="wrap" className={classes.meta}>
            <Text size="xs" c="dimmed">
              @{post.Author.NickName}
            </Text>
            <span aria-hidden className={classes.dot}>
              ·
            </span>
            {time}
            {post.EditedFlag === 'Y' && (
              <>
                <span aria-hidden className={classes.dot}>
                  ·
                </span>
                <UnstyledButton
                  className={classes.edited}
                  onClick={() => setDialog('history')}
                  aria-label={t('card.editedAria')}
                >
                  {t('card.edited')}
                </UnstyledButton>
              </>
            )}
          </Group>
        </div>
        <Group gap={6} className={classes.badges}>
          {scheduled && !deleted && (
            <Badge
              variant="light"
              color="orange"
              tt="none"
              leftSection={<IconCalendarTime size={12} aria-hidden />}
            >
              {t('card.scheduledFor', { date: exactTimeLabel(post.DisplayDT, lang) })}
            </Badge>
          )}
          {deleted && (
            <Badge variant="light" color="gray" tt="none" leftSection={<IconTrash size={12} aria-hidden />}>
              {t('card.deleted')}
            </Badge>
          )}
          {post.Type === 'Followers' && (
            <Badge variant="light" color="gray" tt="none" leftSection={<IconUsers size={12} aria-hidden />}>
              {t('card.followers')}
            </Badge>
          )}
          {post.Type === 'Private' && (
            <Badge variant="light" color="gray" tt="none" leftSection={<IconLock size={12} aria-hidden />}>
              {t('card.private')}
            </Badge>
          )}
          {owner && (
            <PostMenu
              post={post}
              onEdit={() => setDialog('edit')}
              onSchedule={() => setDialog('schedule')}
              onPublishNow={actions.publishNow}
              onDelete={actions.askDelete}
              onRestore={actions.restore}
            />
          )}
        </Group>
      </header>

      {post.Title && (
        <Title order={3} size="h4" className={classes.title}>
          {post.Title}
        </Title>
      )}
      {post.Body && (
        <div className={classes.text} data-testid="post-body">
          <LinkifiedText text={post.Body} />
        </div>
      )}
      <PostAttachments files={post.Files} artist={name} />

      {!deleted && !scheduled && (
        <footer className={classes.foot}>
          <PostLike post={post} />
          {linked ? (
            <Button
              component={Link}
              to={`${postLink(post)}#comments`}
              variant="subtle"
              color="gray"
              size="compact-sm"
              radius="xl"
              leftSection={<IconMessageCircle size={16} aria-hidden />}
              aria-label={t('card.comments', { count: post.CommentNum })}
            >
              {post.CommentNum}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" className={classes.commentCount}>
              <IconMessageCircle size={16} aria-hidden />
              {t('card.comments', { count: post.CommentNum })}
            </Text>
          )}
          <PostShare post={post} />
        </footer>
      )}

      {owner && (
        <PostComposerModal
          opened={dialog === 'edit' || dialog === 'schedule'}
          post={post}
          initialSchedule={dialog === 'schedule'}
          title={t('composer.editTitle')}
          onClose={() => setDialog(null)}
          onDone={(saved) => {
            setDialog(null);
            notifySuccess(
              saved.Status === 'Sheduled'
                ? t('notice.scheduled', { date: exactTimeLabel(saved.DisplayDT, lang) })
                : t('notice.saved'),
            );
          }}
        />
      )}
      <PostHistoryModal postId={post.PostId} opened={dialog === 'history'} onClose={() => setDialog(null)} />
    </Paper>
  );
}
