/** The codes /pages/error/:code has a friendly text for; anything else is shown as 404. */
export const ERROR_CODES = ['400', '401', '403', '404', '500', '503'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: string | undefined): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value ?? '');
}
