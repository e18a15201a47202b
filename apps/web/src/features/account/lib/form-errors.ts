import { type FormErrors, schemaResolver, type UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.tsx';

const CODE = /^[A-Z][A-Z0-9_]+$/;

/** Contract schemas carry message codes ('INVALID_PHONE'); show them in the interface's language. */
export function messageOf(message: string): string {
  if (!CODE.test(message)) return message;
  const key = `account:codes.${message}`;
  return i18n.exists(key) ? (i18n.t(key as never) as string) : message;
}

/** A Mantine form validator from a contract schema, with its codes translated. */
export function contractResolver(schema: Parameters<typeof schemaResolver>[0]) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [path, messageOf(String(message))]),
    );
  };
}

/** Field errors of a server answer keyed by form path ('body.Phone' -> 'Phone'). */
export function serverFieldErrors(error: unknown, codeFields: Record<string, string> = {}): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const field of error.fields ?? []) {
    const path = field.path.replace(/^body\.?/, '');
    if (path) errors[path] = messageOf(field.message);
  }
  const byCode = codeFields[error.code];
  if (byCode && !errors[byCode]) errors[byCode] = error.message;
  return errors;
}

/**
 * Spec section 8: a failed save says «Ошибка сохранения»; the server's reason goes next to the
 * fields it names (nothing the user typed is lost) or into the notice.
 */
export function reportSaveError<V extends Record<string, unknown>>(
  error: unknown,
  t: TFunction<'account'>,
  form?: UseFormReturnType<V>,
  codeFields?: Record<string, string>,
  title = t('toast.saveError'),
): void {
  const fields = serverFieldErrors(error, codeFields);
  if (form && Object.keys(fields).length > 0) form.setErrors(fields);
  const message =
    error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);
  notifyError(message, title);
}
