import { COMMENT_MESSAGES } from '@talanty/contract';
import { defineMessages } from '../../i18n/common.messages.ts';

/** The comment calls' error codes: their texts live in the contract, where the web client reads them too. */
export const commentsMessages = defineMessages(COMMENT_MESSAGES.ru, COMMENT_MESSAGES.en);
