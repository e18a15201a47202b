import { defineMessages } from '../../i18n/common.messages.ts';

export const talentsMessages = defineMessages(
  {
    TALENT_NOT_ADDED: 'Этот талант не добавлен в ваш профиль',
    TALENT_ALREADY_ADDED: 'Этот талант уже есть в вашем профиле',
    CREATIVE_NAME_TOO_LONG: 'Творческое имя — не длиннее 80 символов',
    TOO_MANY_TOOLS: 'Не больше 40 позиций',
    TOO_MANY_STYLES: 'Не больше 20 стилей',
    TOO_MANY_SERVICES: 'Не больше 30 услуг у одного таланта',
    INVALID_COST: 'Стоимость — целое число рублей от 0 до 10 000 000',
    COST_REQUIRED: 'Укажите стоимость и единицу или отметьте «по договорённости»',
    SERVICE_NOT_FOUND: 'Услуга не найдена',
    SERVICE_ALREADY_ADDED: 'Такая услуга уже есть у этого таланта',
  },
  {
    TALENT_NOT_ADDED: 'This talent is not in your profile',
    TALENT_ALREADY_ADDED: 'This talent is already in your profile',
    CREATIVE_NAME_TOO_LONG: 'A creative name is at most 80 characters',
    TOO_MANY_TOOLS: 'At most 40 items',
    TOO_MANY_STYLES: 'At most 20 styles',
    TOO_MANY_SERVICES: 'At most 30 services per talent',
    INVALID_COST: 'The cost is a whole number of roubles from 0 to 10,000,000',
    COST_REQUIRED: 'Give a cost and a unit, or mark the price as by agreement',
    SERVICE_NOT_FOUND: 'Service not found',
    SERVICE_ALREADY_ADDED: 'This talent already has this service',
  },
);
