import { type UserTalent, userTalentSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** The talent, or null when it is not in the user's profile (a 404 the page explains itself). */
export async function getUserTalant(code: string): Promise<UserTalent | null> {
  try {
    return await api.get('/api/user/getUserTalant', {
      query: { code },
      schema: userTalentSchema,
      silent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/user/getUserTalant?code=. */
export function useUserTalent(code: string, enabled = true) {
  return useQuery({
    queryKey: accountKeys.talent(code, useLang()),
    queryFn: () => getUserTalant(code),
    enabled,
  });
}
