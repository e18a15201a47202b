import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../hooks/use-session.ts';

/** The unread notifications count; capped at 99+ on screen, said in full to screen readers. */
export function useUnreadCount(): number {
  return useSession().unread ?? 0;
}

export function unreadText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A pill beside «Уведомления» in the side navigation; nothing when all is read. */
export function UnreadBadge() {
  const { t } = useTranslation('nav');
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      radius="xl"
      color="red"
      variant="filled"
      data-testid="unread-badge"
      aria-label={t('badge.unread', { count })}
    >
      {unreadText(count)}
    </Badge>
  );
}
