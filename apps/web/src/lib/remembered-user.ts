import { readStorage, writeStorage } from './storage.ts';

/** The last account signed in on this browser, for the lock screen of an expired session. */
export const REMEMBERED_USER_KEY = 'talanty.lastUser';

export type RememberedUser = {
  nickName: string;
  /** A small avatar URL (userInfo.AvatarThumb), or null for initials. */
  avatar: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export function readRememberedUser(): RememberedUser | null {
  const raw = readStorage(REMEMBERED_USER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedUser> | null;
    if (!value || typeof value.nickName !== 'string' || !value.nickName) return null;
    return {
      nickName: value.nickName,
      avatar: typeof value.avatar === 'string' ? value.avatar : null,
      firstName: typeof value.firstName === 'string' ? value.firstName : null,
      lastName: typeof value.lastName === 'string' ? value.lastName : null,
    };
  } catch {
    return null;
  }
}

export function rememberUser(user: RememberedUser): void {
  writeStorage(REMEMBERED_USER_KEY, JSON.stringify(user));
}

export function forgetRememberedUser(): void {
  writeStorage(REMEMBERED_USER_KEY, null);
}
