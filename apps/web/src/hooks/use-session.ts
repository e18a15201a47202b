import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeSession } from '../lib/session-store.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
