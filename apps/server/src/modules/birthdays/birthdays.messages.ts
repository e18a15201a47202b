import { defineMessages } from '../../i18n/common.messages.ts';

export const birthdaysMessages = defineMessages(
  {
    BIRTHDAY_RANGE_INVALID: 'Выберите: сегодня, неделя или месяц',
    BIRTHDAY_TZ_INVALID: 'Неверный часовой пояс',
  },
  {
    BIRTHDAY_RANGE_INVALID: 'Choose today, week or month',
    BIRTHDAY_TZ_INVALID: 'Invalid time zone',
  },
);
