import { defineMessages } from '../../i18n/common.messages.ts';

/** Codes of the account settings: password, e-mail change, deletion. */
export const accountMessages = defineMessages(
  {
    WRONG_PASSWORD: 'Неверный пароль',
    PASSWORD_CHECKS_LOCKED:
      'Слишком много попыток с неверным паролем: попробуйте через {minutes} мин или восстановите пароль',
    PASSWORD_SAME: 'Новый пароль совпадает с текущим',
    EMAIL_SAME: 'Это ваш текущий Email',
    EMAIL_CHANGE_NOT_FOUND: 'Смена Email не начата или устарела. Укажите новый Email ещё раз',
    DELETE_CONFIRMATION_REQUIRED: 'Введите слово DELETE, чтобы подтвердить удаление',
  },
  {
    WRONG_PASSWORD: 'Wrong password',
    PASSWORD_CHECKS_LOCKED: 'Too many wrong passwords: try again in {minutes} min or recover your password',
    PASSWORD_SAME: 'The new password is the same as the current one',
    EMAIL_SAME: 'This is your current Email',
    EMAIL_CHANGE_NOT_FOUND:
      'No Email change in progress, or it has expired. Please enter the new Email again',
    DELETE_CONFIRMATION_REQUIRED: 'Type the word DELETE to confirm',
  },
);
