import { POST_MESSAGES } from '@talanty/contract';
import { defineMessages } from '../../i18n/common.messages.ts';

/** The post calls' error codes: their texts live in the contract, where the web client reads them too. */
export const postsMessages = defineMessages(POST_MESSAGES.ru, POST_MESSAGES.en);
