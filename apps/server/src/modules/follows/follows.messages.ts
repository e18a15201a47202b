import { defineMessages } from '../../i18n/common.messages.ts';

export const followsMessages = defineMessages(
  {
    FOLLOW_NICKNAME_REQUIRED: 'Укажите, на кого подписаться',
    FOLLOW_USER_NOT_FOUND: 'Пользователь не найден',
    FOLLOW_SELF: 'Нельзя подписаться на себя',
    FOLLOW_LIMIT_REACHED: 'Можно подписаться не больше чем на {limit} человек. Отпишитесь от кого-нибудь',
    FOLLOW_FILTER_TOO_LONG: 'Не длиннее 60 символов',
    FOLLOW_CURSOR_INVALID: 'Неверная ссылка на следующую страницу списка. Откройте список заново',
  },
  {
    FOLLOW_NICKNAME_REQUIRED: 'Say whom to follow',
    FOLLOW_USER_NOT_FOUND: 'User not found',
    FOLLOW_SELF: 'You cannot follow yourself',
    FOLLOW_LIMIT_REACHED: 'You can follow at most {limit} people. Unfollow someone first',
    FOLLOW_FILTER_TOO_LONG: 'At most 60 characters',
    FOLLOW_CURSOR_INVALID: 'Invalid link to the next page of the list. Open the list again',
  },
);
