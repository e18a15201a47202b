import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../hooks/use-session.ts';
import { useSetLike } from '../api/files.ts';
import classes from './like-button.module.css';

/** Where a visitor signs in and comes back to this page afterwards. */
function signInHref(path: string): string {
  return path && path !== '/' ? `/auth/signin?next=${encodeURIComponent(path)}` : '/auth/signin';
}

/** What a like control shows: whether the reader likes it, and how many do. */
export type LikeState = { liked: boolean; count: number };

export type LikeControlProps = {
  /** Changes with every newer record (an id, its flag and count): the optimistic state holds until then. */
  recordKey: string;
  liked: boolean;
  count: number;
  size?: 'sm' | 'md';
  /** A write in flight: a second press waits for it. */
  pending: boolean;
  /** Sends the like; `done` settles the button with the server's answer, or puts it back. */
  onToggle: (like: boolean, done: { onSuccess: (state: LikeState) => void; onError: () => void }) => void;
  /** The visitor's invitation (a track's wording unless given). */
  invite?: { title: string; text: string };
};

/**
 * A heart and a like count. Signed-in readers toggle it at once (the count moves before the server
 * answers and settles with its answer; a failure puts it back and the client toasts). Visitors get a
 * small card inviting them to sign in and come back here.
 */
export function LikeControl({
  recordKey,
  liked: recordLiked,
  count: recordCount,
  size = 'sm',
  pending,
  onToggle,
  invite,
}: LikeControlProps) {
  const { t } = useTranslation('player');
  const { loggedIn } = useSession();
  const location = useLocation();
  // The override holds until a newer record arrives (the cache patched with the answer, a refetch).
  const [override, setOverride] = useState<({ key: string } & LikeState) | null>(null);
  const optimistic = override?.key === recordKey ? override : null;
  const setOptimistic = (value: LikeState | null) => setOverride(value && { key: recordKey, ...value });
  const [inviteOpen, setInviteOpen] = useState(false);

  const liked = optimistic?.liked ?? recordLiked;
  const count = optimistic?.count ?? recordCount;
  const iconSize = size === 'md' ? 20 : 16;
  const Heart = liked ? IconHeartFilled : IconHeart;

  const toggle = () => {
    if (!loggedIn) {
      setInviteOpen((open) => !open);
      return;
    }
    if (pending) return;
    const next = !liked;
    setOptimistic({ liked: next, count: Math.max(0, count + (next ? 1 : -1)) });
    onToggle(next, { onSuccess: setOptimistic, onError: () => setOptimistic(null) });
  };

  const button = (
    <Button
      variant="subtle"
      color={liked ? 'red' : 'gray'}
      size={size === 'md' ? 'sm' : 'compact-sm'}
      radius="xl"
      className={classes.button}
      data-liked={liked || undefined}
      aria-pressed={loggedIn ? liked : undefined}
      aria-label={`${t(liked ? 'like.unlike' : 'like.like')} · ${t('like.count', { count })}`}
      leftSection={<Heart size={iconSize} aria-hidden className={classes.heart} />}
      onClick={toggle}
    >
      <span className={classes.count}>{count}</span>
    </Button>
  );

  if (loggedIn) return button;
  return (
    <Popover opened={inviteOpen} onChange={setInviteOpen} width={260} position="top" withArrow shadow="md">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {invite?.title ?? t('like.signInTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {invite?.text ?? t('like.signInText')}
          </Text>
          <Anchor component={Link} to={signInHref(location.pathname + location.search)} size="sm" fw={600}>
            {t('like.signIn')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A file's like: every cached copy of the file moves with it (`useSetLike`). */
export function LikeButton({ file, size = 'sm' }: { file: FileRecord; size?: 'sm' | 'md' }) {
  const setLike = useSetLike();
  return (
    <LikeControl
      recordKey={`${file.FileId}:${file.LikeFlag}:${file.Likes}`}
      liked={file.LikeFlag === 'Y'}
      count={file.Likes}
      size={size}
      pending={setLike.isPending}
      onToggle={(like, done) =>
        setLike.mutate(
          { id: file.FileId, like },
          {
            onSuccess: (answer) => done.onSuccess({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
            onError: done.onError,
          },
        )
      }
    />
  );
}
