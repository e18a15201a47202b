import { type FormErrors, schemaResolver } from '@mantine/form';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

const CODE = /^[A-Z][A-Z0-9_]+$/;

/**
 * Form error helpers for one locale namespace, whose `codes.*` keys name the contract's message
 * codes ('INVALID_PHONE', 'PASSWORD_TOO_SHORT'); anything else is shown as it came.
 */
export function formErrorTools(namespace: string) {
  /** A message code in the interface's language. */
  function messageOf(message: string): string {
    if (!CODE.test(message)) return message;
    const key = `${namespace}:codes.${message}`;
    return i18n.exists(key) ? (i18n.t(key as never) as string) : message;
  }

  /** A Mantine form validator from a contract schema, with its codes translated. */
  function contractResolver(schema: Parameters<typeof schemaResolver>[0]) {
    const resolve = schemaResolver(schema, { sync: true });
    return (values: unknown): FormErrors => {
      const errors = resolve(values);
      return Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [path, messageOf(String(message))]),
      );
    };
  }

  /**
   * The field errors of a server answer keyed by form path ('body.Phone' -> 'Phone'), the first
   * one per field; `codeFields` puts an error without fields on a field by its code.
   */
  function serverFieldErrors(error: unknown, codeFields: Record<string, string> = {}): FormErrors {
    if (!(error instanceof ApiError)) return {};
    const errors: FormErrors = {};
    for (const field of error.fields ?? []) {
      const path = field.path.replace(/^body\.?/, '');
      if (path && !errors[path]) errors[path] = messageOf(field.message);
    }
    const byCode = codeFields[error.code];
    if (byCode && !errors[byCode]) errors[byCode] = error.message;
    return errors;
  }

  return { messageOf, contractResolver, serverFieldErrors };
}
