import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { formErrorTools } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.tsx';

export const { messageOf, contractResolver, serverFieldErrors } = formErrorTools('account');

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
