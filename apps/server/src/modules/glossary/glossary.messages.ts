import { defineMessages } from '../../i18n/common.messages.ts';

export const glossaryMessages = defineMessages(
  {
    UNKNOWN_TALANT: 'Такого таланта нет',
    UNKNOWN_TOOL: 'У этого таланта нет таких инструментов: {codes}',
    UNKNOWN_STYLE: 'Таких стилей нет: {codes}',
    UNKNOWN_SERVICE: 'Такой услуги нет у этого таланта',
    UNKNOWN_COUNTRY: 'Такой страны нет',
    UNKNOWN_REGION: 'Такого региона нет',
    UNKNOWN_CITY: 'Такого города нет',
    LOCATION_MISMATCH: 'Город, регион и страна не совпадают',
    TOOLS_NOT_ALLOWED: 'У этого таланта нет инструментов',
    STYLES_NOT_ALLOWED: 'У этого таланта нет стилей',
  },
  {
    UNKNOWN_TALANT: 'There is no such talent',
    UNKNOWN_TOOL: 'This talent has no such tools: {codes}',
    UNKNOWN_STYLE: 'There are no such styles: {codes}',
    UNKNOWN_SERVICE: 'This talent has no such service',
    UNKNOWN_COUNTRY: 'There is no such country',
    UNKNOWN_REGION: 'There is no such region',
    UNKNOWN_CITY: 'There is no such city',
    LOCATION_MISMATCH: 'The city, region and country do not match',
    TOOLS_NOT_ALLOWED: 'This talent has no tools',
    STYLES_NOT_ALLOWED: 'This talent has no styles',
  },
);
