import { type UserInfo, userInfoSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../lib/api-client.ts';
import { rememberUser } from '../lib/remembered-user.ts';
import { sessionReady } from '../lib/session.ts';
import { isLoggedIn } from '../lib/session-store.ts';
import { useSession } from './use-session.ts';

export const USER_INFO_PATH = '/api/user/userInfo';

/** Query keys of the signed-in user's own record; invalidate `userInfoKeys.all` after changing it. */
export const userInfoKeys = {
  all: ['userInfo'] as const,
};

/** GET /api/user/userInfo; also keeps the lock screen's remembered avatar and nickname current. */
export async function fetchUserInfo(): Promise<UserInfo> {
  // A stale stored flag must not turn the first page of a visit into "session expired": wait for the start-up check.
  await sessionReady();
  if (!isLoggedIn()) throw new ApiError(401, 'NOT_LOGGED_IN', 'Not signed in');
  const info = await api.get(USER_INFO_PATH, { schema: userInfoSchema, silent: true });
  rememberUser({
    nickName: info.NickName,
    avatar: info.AvatarThumb ?? info.Avatar ?? null,
    firstName: info.FirstName,
    lastName: info.LastName,
  });
  return info;
}

export const userInfoQuery = { queryKey: userInfoKeys.all, queryFn: fetchUserInfo, staleTime: 60_000 };

/** The signed-in user's record; idle for a visitor. */
export function useUserInfo() {
  const { loggedIn } = useSession();
  return useQuery({ ...userInfoQuery, enabled: loggedIn });
}

/** Initials for an avatar without a picture: first and last name, else the nickname. */
export function initialsOf(user: { NickName?: string; FirstName?: string | null; LastName?: string | null }) {
  const fromNames = [user.FirstName, user.LastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  if (fromNames) return fromNames;
  return (user.NickName ?? '').slice(0, 2).toUpperCase();
}
