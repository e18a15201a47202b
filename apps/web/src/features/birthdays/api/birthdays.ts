import { BIRTHDAY_API, type BirthdayRange, birthdayListAnswerSchema, toLang } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/** My time zone's offset in minutes east of UTC: "today" is my today. */
export const timeZoneOffset = () => -new Date().getTimezoneOffset();

/** GET /api/user/getBirthdayList: people I follow with a birthday in the range, soonest first. */
export function useBirthdays(range: BirthdayRange) {
  const { i18n } = useTranslation();
  const tz = timeZoneOffset();
  return useQuery({
    queryKey: ['birthdays', range, tz, toLang(i18n.language)],
    queryFn: ({ signal }) =>
      api.get(BIRTHDAY_API.list, {
        schema: birthdayListAnswerSchema,
        signal,
        silent: true,
        query: { range, tz },
      }),
  });
}
