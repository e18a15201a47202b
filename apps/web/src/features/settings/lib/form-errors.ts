import { type FormErrors, schemaResolver } from '@mantine/form';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

const CODE = /^[A-Z][A-Z0-9_]+$/;

/** Contract schemas carry message codes ('PASSWORD_TOO_SHORT'); show them in the interface's language. */
export function messageOf(message: string): string {
  if (!CODE.test(message)) return message;
  const key = `settings:codes.${message}`;
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

/**
 * The field errors of a server answer keyed by form path ('body.newPassword' -> 'newPassword'),
 * already in the request's language; empty when the answer names no field.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const field of error.fields ?? []) {
    const path = field.path.replace(/^body\.?/, '');
    if (path && !errors[path]) errors[path] = messageOf(field.message);
  }
  return errors;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
