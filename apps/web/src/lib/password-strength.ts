import { AUTH_LIMITS } from '@talanty/contract';

export type PasswordStrength = {
  /** 0 empty, 1 too short, 2 fair, 3 good, 4 strong. */
  level: 0 | 1 | 2 | 3 | 4;
  /** 0..100 for a progress bar. */
  percent: number;
};

/**
 * A hint, not a rule: the server decides (length, and a list of common passwords). Length counts
 * most; mixing kinds of characters helps; few distinct characters hurt.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return { level: 0, percent: 0 };
  if (password.length < AUTH_LIMITS.passwordMinLength) {
    return {
      level: 1,
      percent: Math.max(8, Math.round((password.length / AUTH_LIMITS.passwordMinLength) * 30)),
    };
  }
  const kinds = [/[a-zа-яё]/, /[A-ZА-ЯЁ]/, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(password)).length;
  let score = kinds;
  if (password.length >= 14) score += 1;
  if (password.length >= 18) score += 1;
  if (new Set(password).size < 5) score -= 2;
  if (score >= 5) return { level: 4, percent: 100 };
  if (score >= 3) return { level: 3, percent: 75 };
  return { level: 2, percent: 50 };
}
