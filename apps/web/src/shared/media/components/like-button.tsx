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

/**
 * A heart and the file's like count. Signed-in readers toggle it at once (the count moves before
 * the server answers and settles with its answer; a failure puts it back and the client toasts).
 * Visitors get a small card inviting them to sign in and come back here.
 */
export function LikeButton({ file, size = 'sm' }: { file: FileRecord; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('player');
  const { loggedIn } = useSession();
  const location = useLocation();
  const setLike = useSetLike();
  // The override holds until a newer record arrives (the cache patched with the answer, a refetch).
  const recordKey = `${file.FileId}:${file.LikeFlag}:${file.Likes}`;
  const [override, setOverride] = useState<{ key: string; liked: boolean; count: number } | null>(null);
  const optimistic = override?.key === recordKey ? override : null;
  const setOptimistic = (value: { liked: boolean; count: number } | null) =>
    setOverride(value && { key: recordKey, ...value });
  const [inviteOpen, setInviteOpen] = useState(false);

  const liked = optimistic?.liked ?? file.LikeFlag === 'Y';
  const count = optimistic?.count ?? file.Likes;
  const iconSize = size === 'md' ? 20 : 16;
  const Heart = liked ? IconHeartFilled : IconHeart;

  const toggle = () => {
    if (!loggedIn) {
      setInviteOpen((open) => !open);
      return;
    }
    if (setLike.isPending) return;
    const next = !liked;
    setOptimistic({ liked: next, count: Math.max(0, count + (next ? 1 : -1)) });
    setLike.mutate(
      { fileId: file.FileId, like: next },
      {
        onSuccess: (answer) => setOptimistic({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
        onError: () => setOptimistic(null),
      },
    );
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
            {t('like.signInTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('like.signInText')}
          </Text>
          <Anchor component={Link} to={signInHref(location.pathname + location.search)} size="sm" fw={600}>
            {t('like.signIn')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
