/** A domain's messages: Russian first, English with exactly the same keys. */
export type Catalogue<K extends string = string> = { ru: Record<K, string>; en: Record<K, string> };

export const defineMessages = <K extends string>(
  ru: Record<K, string>,
  en: Record<K, string>,
): Catalogue<K> => ({
  ru,
  en,
});

export const commonMessages = defineMessages(
  {
    BAD_REQUEST: 'Некорректный запрос',
    VALIDATION_ERROR: 'Проверьте введённые данные',
    NOT_LOGGED_IN: 'Войдите в аккаунт',
    SESSION_EXPIRED: 'Session expired: сеанс истёк, войдите снова',
    FORBIDDEN: 'Недостаточно прав',
    CSRF_INVALID: 'Страница устарела: обновите её и повторите действие',
    NOT_FOUND: 'Не найдено',
    ROUTE_NOT_FOUND: 'Такого адреса API нет',
    METHOD_NOT_ALLOWED: 'Метод не поддерживается',
    PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
    UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый формат запроса',
    RATE_LIMITED: 'Слишком много запросов, повторите через {seconds} с',
    SERVER_ERROR: 'Ошибка на сервере. Мы уже разбираемся',
    SERVICE_UNAVAILABLE: 'Сервис перезапускается, повторите через минуту',
    REQUEST_TIMEOUT: 'Запрос выполнялся слишком долго',
    CONTROL_CHARACTERS: 'Текст содержит недопустимые управляющие символы',
    INVALID_ID: 'Некорректный идентификатор',
    INVALID_DATE: 'Укажите дату с 1800 по 2100 год в формате ГГГГ-ММ-ДД',
  },
  {
    BAD_REQUEST: 'Bad request',
    VALIDATION_ERROR: 'Please check the data you entered',
    NOT_LOGGED_IN: 'Please sign in',
    SESSION_EXPIRED: 'Session expired: please sign in again',
    FORBIDDEN: 'You are not allowed to do this',
    CSRF_INVALID: 'The page is out of date: reload it and try again',
    NOT_FOUND: 'Not found',
    ROUTE_NOT_FOUND: 'There is no such API path',
    METHOD_NOT_ALLOWED: 'Method not allowed',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported request format',
    RATE_LIMITED: 'Too many requests, try again in {seconds} s',
    SERVER_ERROR: 'Something went wrong on our side. We are looking into it',
    SERVICE_UNAVAILABLE: 'The service is restarting, try again in a minute',
    REQUEST_TIMEOUT: 'The request took too long',
    CONTROL_CHARACTERS: 'The text contains control characters that are not allowed',
    INVALID_ID: 'Not a valid id',
    INVALID_DATE: 'Enter a date from 1800 to 2100 as YYYY-MM-DD',
  },
);
