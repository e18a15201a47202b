import {
  BIRTHDAY_API,
  birthdayListAnswerSchema,
  birthdayListQuerySchema,
  errorSchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { BirthdaysService } from './birthdays.service.ts';

/** `GET /api/user/getBirthdayList`: birthdays of the people I follow. */
export function birthdaysRoutes(birthdays: BirthdaysService): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler(firstRuleErrors);
    app.get(
      BIRTHDAY_API.list,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['follows'],
          summary: 'Birthdays of the people you follow: today, this week (7 days) or this month (31 days)',
          description:
            '`range`: today, week (default) or month, from today in your time zone (`tz`: minutes east of ' +
            'UTC). Soonest first, then by nickname; at most 500. People who hide their birth date are left ' +
            'out, those who hide the year come with `Age` null; 29 February is kept on the 28th in other ' +
            'years. Errors: BIRTHDAY_RANGE_INVALID, BIRTHDAY_TZ_INVALID (400), NOT_LOGGED_IN (401).',
          security: [{ session: [] }],
          querystring: birthdayListQuerySchema,
          response: { 200: birthdayListAnswerSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      (req) => birthdays.list(req.user!, req.query),
    );
  };
}
