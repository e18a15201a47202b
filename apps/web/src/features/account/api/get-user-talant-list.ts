import { type UserTalent, userTalentListSchema } from '@talanty/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang.ts';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export async function getUserTalantList(): Promise<UserTalent[]> {
  return (await api.get('/api/user/getUserTalantList', { schema: userTalentListSchema })).ListOfTalants;
}

/** GET /api/user/getUserTalantList: the user's talents with tools, styles and services. */
export function useUserTalentList() {
  return useQuery({
    queryKey: accountKeys.talents(useLang()),
    queryFn: getUserTalantList,
    placeholderData: keepPreviousData,
  });
}
