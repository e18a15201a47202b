import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from '../lib/session-store.ts';

/** The server renders a visitor's view (only visitors get server-rendered pages). */
const VISITOR: SessionState = { loggedIn: false };

/** The session; a visitor's while a server-rendered page hydrates (React re-renders right after). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => VISITOR);
}
