import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconMessageCircle, IconRefresh } from '@tabler/icons-react';
import type { CommentObjectType, CommentRecord, ThreadComment } from '@talanty/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../hooks/use-session.ts';
import { authorName } from '../../posts/components/author.tsx';
import { useCommentThread, useProcessComment, useReplies } from '../api/comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import classes from './comment-thread.module.css';

type Process = ReturnType<typeof useProcessComment>;
/** Whom the open reply form answers, under which top-level comment. */
type ReplyTarget = { rootId: string; to: CommentRecord } | null;

function ReplyForm({
  target,
  process,
  onClose,
}: {
  target: CommentRecord;
  process: Process;
  onClose: () => void;
}) {
  const { t } = useTranslation('comments');
  const name = target.Author ? authorName(target.Author) : '';
  return (
    <div className={classes.replyForm}>
      <CommentForm
        label={t('form.replyLabel', { name })}
        placeholder={t('form.replyPlaceholder')}
        submitLabel={t('form.send')}
        autoFocus
        onCancel={onClose}
        onSubmit={async (message) => {
          await process.mutateAsync({ operation: 'add', message, parentId: target.CommentId });
          onClose();
        }}
      />
    </div>
  );
}

/** A top-level comment and its replies (all of them one level in, «в ответ @ник» for replies to replies). */
function ThreadEntry({
  comment,
  objectType,
  objectId,
  process,
  reply,
  setReply,
}: {
  comment: ThreadComment;
  objectType: CommentObjectType;
  objectId: string;
  process: Process;
  reply: ReplyTarget;
  setReply: (target: ReplyTarget) => void;
}) {
  const { t } = useTranslation('comments');
  const [expanded, setExpanded] = useState(false);
  const all = useReplies(objectType, objectId, comment.CommentId, expanded);
  const replies = expanded && all.data ? all.replies : comment.ListOfReplies;
  const shown = replies.filter((item) => item.DeletedFlag !== 'Y').length;
  const hidden = Math.max(0, comment.ReplyNum - shown);
  const open = (to: CommentRecord) => setReply({ rootId: comment.CommentId, to });

  return (
    <CommentItem comment={comment} process={process} onReply={() => open(comment)}>
      {(replies.length > 0 || reply?.rootId === comment.CommentId) && (
        <ul className={classes.replies}>
          {replies.map((item) => (
            <CommentItem key={item.CommentId} comment={item} process={process} onReply={() => open(item)} />
          ))}
        </ul>
      )}
      {(hidden > 0 || (expanded && all.hasNextPage)) && (
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.showReplies}
          loading={all.isFetching}
          onClick={() => (expanded ? void all.fetchNextPage() : setExpanded(true))}
        >
          {t('item.showReplies', { count: hidden })}
        </Button>
      )}
      {reply?.rootId === comment.CommentId && (
        <ReplyForm target={reply.to} process={process} onClose={() => setReply(null)} />
      )}
    </CommentItem>
  );
}

function ThreadSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 12 }}>
          <Skeleton circle height={36} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="30%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}

/**
 * The comments of a post or a file (spec sections 3, 7): the count, the form (or an invitation to
 * sign in), the thread oldest first with replies two levels deep, «Показать ещё».
 */
export function CommentThread({ objectType, objectId }: { objectType: CommentObjectType; objectId: string }) {
  const { t } = useTranslation('comments');
  const { loggedIn } = useSession();
  const location = useLocation();
  const thread = useCommentThread(objectType, objectId);
  const process = useProcessComment(objectType, objectId);
  const [reply, setReply] = useState<ReplyTarget>(null);
  const next = encodeURIComponent(location.pathname + location.search);
  const heading = useRef<HTMLHeadingElement>(null);
  // A card's comment count links to `#comments`: the thread comes into view once it is there.
  const wanted = location.hash === '#comments';
  useEffect(() => {
    if (wanted) heading.current?.scrollIntoView({ block: 'start' });
  }, [wanted]);

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="comments"
      data-testid="comment-thread"
    >
      <Title order={2} size="h4" id="comments" mb="md" className={classes.heading} ref={heading}>
        <IconMessageCircle size={20} aria-hidden />
        {t('title')}
        {thread.isSuccess && (
          <Text span c="dimmed" fw={500} data-testid="comment-count">
            {thread.commentNum}
          </Text>
        )}
      </Title>

      {loggedIn ? (
        <CommentForm
          label={t('form.label')}
          placeholder={t('form.placeholder')}
          submitLabel={t('form.send')}
          onSubmit={(message) => process.mutateAsync({ operation: 'add', message })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('signInText')}{' '}
          <Anchor component={Link} to={`/auth/signin?next=${next}`} fw={600}>
            {t('signIn')}
          </Anchor>
        </Text>
      )}

      <div className={classes.list}>
        {thread.isPending && (
          <>
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            <ThreadSkeleton />
          </>
        )}
        {thread.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('loadError')}
          >
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={thread.isRefetching}
              onClick={() => void thread.refetch()}
            >
              {t('retry')}
            </Button>
          </Alert>
        )}
        {thread.isSuccess && thread.comments.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md" data-testid="comments-empty">
            {loggedIn ? t('empty') : t('emptyVisitor')}
          </Text>
        )}
        {thread.comments.length > 0 && (
          <ul className={classes.thread} aria-label={t('count', { count: thread.commentNum })}>
            {thread.comments.map((comment) => (
              <ThreadEntry
                key={comment.CommentId}
                comment={comment}
                objectType={objectType}
                objectId={objectId}
                process={process}
                reply={reply}
                setReply={setReply}
              />
            ))}
          </ul>
        )}
        {thread.hasNextPage && (
          <Stack align="center" gap={4} mt="sm">
            {thread.isFetchNextPageError && (
              <Text size="sm" c="red" role="alert">
                {t('moreError')}
              </Text>
            )}
            <Button
              variant="default"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {t('more')}
            </Button>
          </Stack>
        )}
      </div>
    </Paper>
  );
}
