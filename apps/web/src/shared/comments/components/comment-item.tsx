import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CommentRecord } from '@talanty/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { confirmDanger } from '../../../lib/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { LikeControl } from '../../media/components/like-button.tsx';
import { AuthorAvatar, AuthorName } from '../../posts/components/author.tsx';
import { type useProcessComment, useSetCommentLike } from '../api/comments.ts';
import { CommentForm } from './comment-form.tsx';
import classes from './comment-thread.module.css';

function CommentLike({ comment }: { comment: CommentRecord }) {
  const setLike = useSetCommentLike();
  return (
    <LikeControl
      recordKey={`${comment.CommentId}:${comment.LikeFlag}:${comment.Likes}`}
      liked={comment.LikeFlag === 'Y'}
      count={comment.Likes}
      pending={setLike.isPending}
      onToggle={(like, done) =>
        setLike.mutate(
          { id: comment.CommentId, like },
          {
            onSuccess: (answer) => done.onSuccess({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
            onError: done.onError,
          },
        )
      }
    />
  );
}

/**
 * One comment: author, time, «изменено», the text with its links; like, reply, and the author's edit
 * in place and delete (asked first; the author or the owner of the post or file). A deleted comment
 * that has replies is a tombstone, «Комментарий удалён», so the thread keeps its shape.
 */
export function CommentItem({
  comment,
  process,
  onReply,
  children,
}: {
  comment: CommentRecord;
  process: ReturnType<typeof useProcessComment>;
  onReply?: () => void;
  /** The replies under a top-level comment. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('comments');
  const { loggedIn } = useSession();
  const [editing, setEditing] = useState(false);
  const reply = comment.ParentId !== null;

  if (comment.DeletedFlag === 'Y' || !comment.Author)
    return (
      <li className={classes.item} data-reply={reply || undefined} data-testid="comment" data-deleted>
        <div className={classes.tombstone}>{t('item.deleted')}</div>
        {children}
      </li>
    );

  const askDelete = () =>
    confirmDanger({
      title: t('deleteConfirm.title'),
      text: t('deleteConfirm.text'),
      confirm: t('deleteConfirm.confirm'),
      cancel: t('deleteConfirm.cancel'),
      onConfirm: () =>
        process.mutate(
          { operation: 'delete', comment },
          {
            onSuccess: () => notifySuccess(t('notice.deleted')),
            onError: (error) => notifyError(refusalMessage(error, t('notice.failed'))),
          },
        ),
    });

  const canMenu = comment.OwnerFlag === 'Y' || comment.CanDeleteFlag === 'Y';
  return (
    <li
      className={classes.item}
      data-reply={reply || undefined}
      data-testid="comment"
      data-comment-id={comment.CommentId}
    >
      <div className={classes.row}>
        <AuthorAvatar author={comment.Author} size={reply ? 28 : 36} />
        <div className={classes.body}>
          <Group gap={6} wrap="wrap" className={classes.meta}>
            <AuthorName author={comment.Author} />
            {comment.ReplyToNickName && (
              <Text size="xs" c="dimmed">
                {t('item.replyTo', { name: `@${comment.ReplyToNickName}` })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <RelativeTime iso={comment.Created} />
            </Text>
            {comment.EditedFlag === 'Y' && (
              <Text size="xs" c="dimmed">
                · {t('item.edited')}
              </Text>
            )}
          </Group>
          {editing ? (
            <CommentForm
              initial={comment.Message}
              label={t('form.editLabel')}
              placeholder={t('form.placeholder')}
              submitLabel={t('form.save')}
              autoFocus
              onCancel={() => setEditing(false)}
              onSubmit={async (message) => {
                await process.mutateAsync({ operation: 'edit', commentId: comment.CommentId, message });
                setEditing(false);
              }}
            />
          ) : (
            <div className={classes.text}>
              <LinkifiedText text={comment.Message} />
            </div>
          )}
          {!editing && (
            <Group gap={2} className={classes.actions}>
              <CommentLike comment={comment} />
              {loggedIn && onReply && (
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  radius="xl"
                  leftSection={<IconArrowBackUp size={15} aria-hidden />}
                  onClick={onReply}
                >
                  {t('item.reply')}
                </Button>
              )}
              {canMenu && (
                <Menu position="bottom-end" withinPortal shadow="md" radius="md">
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={t('item.menu')}>
                      <IconDots size={16} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {comment.OwnerFlag === 'Y' && (
                      <Menu.Item
                        leftSection={<IconPencil size={15} aria-hidden />}
                        onClick={() => setEditing(true)}
                      >
                        {t('item.edit')}
                      </Menu.Item>
                    )}
                    {comment.CanDeleteFlag === 'Y' && (
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={15} aria-hidden />}
                        onClick={askDelete}
                      >
                        {t('item.delete')}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          )}
        </div>
      </div>
      {children}
    </li>
  );
}
