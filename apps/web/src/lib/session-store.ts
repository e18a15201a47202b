import { readStorage, writeStorage } from './storage.ts';

/** Spec section 4: the login state is kept in browser storage as `isLoggedIn`. */
export const LOGGED_IN_KEY = 'isLoggedIn';

export type SessionState = {
  loggedIn: boolean;
  /** From getUserStatistic; present once the server has answered for a signed-in user. */
  follows?: number;
  followers?: number;
  /** Unread notification groups: getUserStatistic's count, then the notifications stream's. */
  unread?: number;
};

const listeners = new Set<() => void>();
let state: SessionState = { loggedIn: readStorage(LOGGED_IN_KEY) === 'true' };

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function isLoggedIn(): boolean {
  return state.loggedIn;
}

export function setSession(next: SessionState): void {
  writeStorage(LOGGED_IN_KEY, next.loggedIn ? 'true' : 'false');
  if (
    next.loggedIn === state.loggedIn &&
    next.follows === state.follows &&
    next.followers === state.followers &&
    next.unread === state.unread
  ) {
    return;
  }
  emit(next);
}

export function setLoggedIn(loggedIn: boolean): void {
  setSession(loggedIn ? { ...state, loggedIn } : { loggedIn });
}

/** The header badge's count, kept live by the notifications stream (and the page's own writes). */
export function setUnreadNotifications(unread: number): void {
  if (!state.loggedIn || state.unread === unread) return;
  emit({ ...state, unread });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOGGED_IN_KEY) return;
    const loggedIn = event.newValue === 'true';
    if (loggedIn !== state.loggedIn) emit(loggedIn ? { ...state, loggedIn } : { loggedIn });
  });
}
