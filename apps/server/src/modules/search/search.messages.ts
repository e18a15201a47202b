import { SEARCH_LIMITS } from '@talanty/contract';
import { defineMessages } from '../../i18n/common.messages.ts';

/** The search's input errors (the contract's codes), as the `/search` page shows them. */
const ru = {
  SEARCH_FILTER_INVALID: 'Неверный фильтр поиска: выберите значение из списка',
  SEARCH_TEXT_TOO_LONG: `Слишком длинный текст для поиска: не больше ${SEARCH_LIMITS.text} символов`,
  SEARCH_AGE_INVALID: `Возраст — целое число от ${SEARCH_LIMITS.ageMin} до ${SEARCH_LIMITS.ageMax}`,
  SEARCH_AGE_RANGE: 'Возраст «от» не может быть больше возраста «до»',
  SEARCH_CURSOR_INVALID: 'Не удалось открыть следующую страницу результатов: начните поиск заново',
  SEARCH_TEXT_INVALID: 'В тексте поиска есть служебные символы: уберите их и попробуйте снова',
  SEARCH_SORT_INVALID:
    'Такой сортировки нет: выберите «по релевантности», «сначала новые», «по цене» или «по расстоянию»',
  SEARCH_SORT_NOT_AVAILABLE: 'Треки, видео и фото можно упорядочить только по релевантности или по дате',
  SEARCH_NEAR_CITY_REQUIRED:
    'Чтобы искать рядом, укажите город в профиле или выберите город, от которого считать расстояние',
};

const en: Record<keyof typeof ru, string> = {
  SEARCH_FILTER_INVALID: 'Invalid search filter: pick a value from the list',
  SEARCH_TEXT_TOO_LONG: `The search text is too long: at most ${SEARCH_LIMITS.text} characters`,
  SEARCH_AGE_INVALID: `Age is a whole number from ${SEARCH_LIMITS.ageMin} to ${SEARCH_LIMITS.ageMax}`,
  SEARCH_AGE_RANGE: 'The minimum age cannot be greater than the maximum age',
  SEARCH_CURSOR_INVALID: 'Could not open the next page of results: start the search again',
  SEARCH_TEXT_INVALID: 'The search text has control characters: remove them and try again',
  SEARCH_SORT_INVALID: 'No such order: choose relevance, newest, price or distance',
  SEARCH_SORT_NOT_AVAILABLE: 'Tracks, videos and photos can only be ordered by relevance or date',
  SEARCH_NEAR_CITY_REQUIRED:
    'To search nearby, set your city in your profile or choose a city to measure the distance from',
};

export const searchMessages = defineMessages(ru, en);
