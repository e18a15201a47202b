import { ActionIcon, Avatar, Box, Group, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconCalendarCheck,
  IconCheck,
  IconHeart,
  IconMessageCircle,
  IconMessageReply,
  IconUserPlus,
} from '@tabler/icons-react';
import type { NotificationGroup, NotificationType } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { displayNameOf } from '../../../lib/format.ts';
import { notificationText } from '../../../shared/notifications/lib/notification-text.ts';
import classes from './notification-row.module.css';

const TYPE_ICONS: Record<NotificationType, { icon: Icon; color: string }> = {
  follow: { icon: IconUserPlus, color: 'blue' },
  like: { icon: IconHeart, color: 'red' },
  comment: { icon: IconMessageCircle, color: 'teal' },
  reply: { icon: IconMessageReply, color: 'grape' },
  post_published: { icon: IconCalendarCheck, color: 'green' },
};

/** Where a group leads: one new follower's profile, several to «Новые подписчики», else the target. */
export function notificationLink(group: NotificationGroup): string {
  if (group.type === 'follow') {
    const [only] = group.Actors;
    return group.ActorCount === 1 && only ? `/${encodeURIComponent(only.NickName)}` : '/friendrequest';
  }
  return group.Target.Link;
}

/** One group: the people's faces, the sentence, when; unread ones marked and with «прочитано». */
export function NotificationRow({
  group,
  onOpen,
  onMarkRead,
}: {
  group: NotificationGroup;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation('social');
  const unread = group.ReadFlag === 'N';
  const type = TYPE_ICONS[group.type];
  const text = notificationText(group, t);
  return (
    <Box className={classes.row} data-unread={unread || undefined} data-testid="notification-row">
      <UnstyledButton component={Link} to={notificationLink(group)} onClick={onOpen} className={classes.link}>
        <Box className={classes.faces}>
          <Avatar.Group spacing="sm">
            {group.Actors.slice(0, 3).map((actor) => (
              <Avatar
                key={actor.UserId}
                src={actor.Photo}
                name={displayNameOf(actor)}
                color="initials"
                radius="xl"
                size={40}
                alt=""
              />
            ))}
          </Avatar.Group>
          <ThemeIcon size={22} radius="xl" color={type.color} className={classes.typeIcon}>
            <type.icon size={13} aria-hidden />
          </ThemeIcon>
        </Box>
        <Box className={classes.body}>
          <Text size="sm" fw={unread ? 600 : 400} className={classes.text}>
            {text}
          </Text>
          <Group gap={8}>
            <Text size="xs" c="dimmed">
              <RelativeTime iso={group.LatestAt} />
            </Text>
            {unread && (
              <Text size="xs" fw={700} c="var(--mantine-primary-color-filled)">
                {t('notifications.unread')}
              </Text>
            )}
          </Group>
        </Box>
      </UnstyledButton>
      {unread && (
        <Tooltip label={t('notifications.markRead')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            radius="xl"
            onClick={onMarkRead}
            aria-label={`${t('notifications.markRead')}: ${text}`}
            className={classes.mark}
          >
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Box>
  );
}
