/**
 * What the confirmation step needs to know about the sign-up that was just sent (the e-mail to show,
 * when the code expires and when it may be renewed), plus the typed form without the password, so
 * going back to fix the e-mail loses nothing. Kept in sessionStorage: this tab only.
 */
export const PENDING_SIGNUP_KEY = 'talanty.pendingSignup';
export const SIGNUP_DRAFT_KEY = 'talanty.signupDraft';

export type PendingSignup = {
  email: string;
  /** ms since epoch when the mailed code stops working. */
  expiresAt: number;
  /** ms since epoch when the current code was sent (renewal allowed 30 s later). */
  sentAt: number;
};

function read<T>(key: string): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the page falls back to generic texts.
  }
}

export function readPendingSignup(): PendingSignup | undefined {
  const value = read<PendingSignup>(PENDING_SIGNUP_KEY);
  if (!value || typeof value.email !== 'string' || typeof value.expiresAt !== 'number') return undefined;
  return value;
}

export function savePendingSignup(value: PendingSignup | undefined): void {
  write(PENDING_SIGNUP_KEY, value);
}

export function readSignupDraft<T extends object>(): Partial<T> | undefined {
  return read<Partial<T>>(SIGNUP_DRAFT_KEY);
}

export function saveSignupDraft(value: object | undefined): void {
  write(SIGNUP_DRAFT_KEY, value);
}
