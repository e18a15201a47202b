import type { UserInfo } from '@talanty/contract';
import type { QueryClient } from '@tanstack/react-query';
import { userInfoKeys, userInfoQuery } from '../../../hooks/use-user-info.ts';
import { refreshSession } from '../../../lib/session.ts';
import { setLoggedIn } from '../../../lib/session-store.ts';

/**
 * After /login or /registration/confirm answered LOGGED_IN: the session module learns it (isLoggedIn,
 * follow counts) and the user's record is loaded, which also remembers the account for the lock screen.
 */
export async function completeSignIn(queryClient: QueryClient): Promise<UserInfo | undefined> {
  setLoggedIn(true);
  await refreshSession();
  await queryClient.invalidateQueries({ queryKey: userInfoKeys.all, refetchType: 'none' });
  try {
    return await queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 });
  } catch {
    return undefined;
  }
}
