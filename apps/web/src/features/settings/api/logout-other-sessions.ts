import { otherSessionsEndedSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const LOGOUT_OTHER_SESSIONS_PATH = '/api/user/logoutOtherSessions';

/** Ends every session of the user but this browser's; answers how many ended. */
export function logoutOtherSessions() {
  return api.post(LOGOUT_OTHER_SESSIONS_PATH, undefined, { schema: otherSessionsEndedSchema, silent: true });
}

export function useLogoutOtherSessions() {
  return useMutation({ mutationFn: logoutOtherSessions });
}
