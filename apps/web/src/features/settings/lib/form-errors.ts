import { formErrorTools } from '../../../lib/form-errors.ts';

export const { messageOf, contractResolver, serverFieldErrors } = formErrorTools('settings');

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
