import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import ruAuth from '../../../locales/ru/auth.json';

export type MessageCode = keyof typeof ruAuth.codes;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(ruAuth.codes, value);
}

/**
 * Form errors hold contract message codes ('INVALID_EMAIL') from validation, or text the server
 * already translated; this shows either in the current language.
 */
export function useMessageText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (value: ReactNode): ReactNode => (isMessageCode(value) ? t(`codes.${value}`) : value),
    [t],
  );
}

type FieldErrorTarget = { setFieldError: (path: string, error: ReactNode) => void };

/**
 * Puts the server's per-field messages (`fields: [{path: 'body.email', message}]`) next to the
 * fields of the form; answers whether any field took one.
 */
export function applyFieldErrors(form: FieldErrorTarget, error: unknown, known: readonly string[]): boolean {
  if (!(error instanceof ApiError) || !error.fields?.length) return false;
  let applied = false;
  for (const field of error.fields) {
    const path = field.path.replace(/^(body|query|params)\./, '');
    if (known.includes(path)) {
      form.setFieldError(path, field.message);
      applied = true;
    }
  }
  return applied;
}

/** Moves focus to the first field that shows an error, once it has rendered. */
export function focusFirstError(root: ParentNode = document): void {
  window.requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}
