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

/**
 * One group, as grouped timelines show it: the kind's icon, the people's faces in a row, the
 * sentence, when; unread ones marked and with «прочитано».
 */
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
        <ThemeIcon size={36} radius="xl" variant="light" color={type.color} className={classes.typeIcon}>
          <type.icon size={20} aria-hidden />
        </ThemeIcon>
        <Box className={classes.body}>
          {group.type !== 'post_published' && (
            <Group gap={4} mb={6} aria-hidden>
              {group.Actors.slice(0, 3).map((actor) => (
                <Avatar
                  key={actor.UserId}
                  src={actor.Photo}
                  name={displayNameOf(actor)}
                  color="initials"
                  radius="xl"
                  size={30}
                  alt=""
                />
              ))}
            </Group>
          )}
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
