import { z } from 'zod';
import { api } from './api-client.ts';
import { getSession, isLoggedIn, setSession } from './session-store.ts';

export const USER_STATISTIC_PATH = '/api/user/getUserStatistic';
const READY_TIMEOUT_MS = 5000;

const statisticSchema = z.object({
  status: z.enum(['LOGGED_IN', 'NOT_LOGGED_IN']),
  Follows: z.coerce.number().optional().catch(undefined),
  Followers: z.coerce.number().optional().catch(undefined),
  UnreadNotifications: z.coerce.number().optional().catch(undefined),
});

/** Asks the server whether this browser is signed in; any failure counts as "not signed in". */
export async function refreshSession(): Promise<boolean> {
  try {
    const answer = await api.get(USER_STATISTIC_PATH, {
      schema: statisticSchema,
      silent: true,
      ignoreSessionExpiry: true,
    });
    const loggedIn = answer.status === 'LOGGED_IN';
    setSession(
      loggedIn
        ? {
            loggedIn,
            follows: answer.Follows,
            followers: answer.Followers,
            unread: answer.UnreadNotifications,
          }
        : { loggedIn },
    );
  } catch {
    setSession({ loggedIn: false });
  }
  return getSession().loggedIn;
}

let ready: Promise<boolean> | undefined;

/** The start-up refresh, shared by every guard; falls back to the stored flag if the server is slow. */
export function sessionReady(): Promise<boolean> {
  ready ??= Promise.race([
    refreshSession(),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(isLoggedIn()), READY_TIMEOUT_MS)),
  ]);
  return ready;
}
