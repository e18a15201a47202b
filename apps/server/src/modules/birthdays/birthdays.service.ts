import {
  BIRTHDAY_LIST_MAX,
  BIRTHDAY_RANGE_DAYS,
  type BirthdayListAnswer,
  type BirthdayRange,
} from '@talanty/contract';
import { authorCard } from '../users/users.columns.ts';
import type { BirthdaysRepo } from './birthdays.repo.ts';

const MINUTE_MS = 60 * 1000;

/** The viewer's today (`YYYY-MM-DD`) at a UTC offset of `tzMinutes` (east positive). */
export function localToday(now: Date, tzMinutes = 0): string {
  return new Date(now.getTime() + tzMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

export function birthdaysService(deps: { repo: BirthdaysRepo }) {
  return {
    /** The people the viewer follows with a birthday in the range, soonest first, then by nickname. */
    async list(
      viewer: { id: string },
      query: { range: BirthdayRange; tz?: number },
      now = new Date(),
    ): Promise<BirthdayListAnswer> {
      const rows = await deps.repo.list({
        viewerId: viewer.id,
        today: localToday(now, query.tz),
        days: BIRTHDAY_RANGE_DAYS[query.range],
        limit: BIRTHDAY_LIST_MAX,
      });
      return {
        ListOfUsers: rows.flatMap((row) => {
          const card = authorCard(row.user_id, row, viewer.id);
          if (!card) return [];
          return [
            {
              ...card,
              Date: row.next_date,
              DaysLeft: Number(row.days_left),
              Age: row.visibility === 'SHOW' ? Number(row.age) : null,
            },
          ];
        }),
      };
    },
  };
}
export type BirthdaysService = ReturnType<typeof birthdaysService>;
