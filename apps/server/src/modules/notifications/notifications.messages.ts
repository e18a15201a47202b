import { defineMessages } from '../../i18n/common.messages.ts';

export const notificationsMessages = defineMessages(
  {
    NOTIFICATION_NOT_FOUND: 'Уведомление не найдено',
  },
  {
    NOTIFICATION_NOT_FOUND: 'Notification not found',
  },
);
