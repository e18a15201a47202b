import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from '../lib/session-store.ts';

/** The server renders a visitor's view (only visitors get server-rendered pages). */
const VISITOR: SessionState = { loggedIn: false };

/**
 * What the server rendered with: a visitor. The store's own object when it holds a visitor too: a
 * snapshot that differs from the store's makes React re-render every reader synchronously right
 * after hydrating (the whole layout, one long task on a phone), though nothing on screen changes.
 */
const serverSnapshot = (): SessionState => {
  const session = getSession();
  return session.loggedIn ? VISITOR : session;
};

/** The session; a visitor's while a server-rendered page hydrates (React re-renders right after). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, serverSnapshot);
}
