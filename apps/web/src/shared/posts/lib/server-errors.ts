import { ApiError } from '../../../lib/api-client.ts';

export type DraftField = 'body' | 'title' | 'files' | 'at';

/** Where a refusal of the post calls belongs in the composer, by its code (the contract's POST_* codes). */
const CODE_FIELDS: Record<string, DraftField> = {
  POST_EMPTY: 'body',
  POST_BODY_TOO_LONG: 'body',
  POST_TITLE_TOO_LONG: 'title',
  POST_TOO_MANY_FILES: 'files',
  POST_DUPLICATE_FILES: 'files',
  POST_FILE_NOT_FOUND: 'files',
  POST_FILE_NOT_PUBLIC: 'files',
  INVALID_FILE_ID: 'files',
  INVALID_DISPLAY_DT: 'at',
  POST_SCHEDULE_IN_PAST: 'at',
  POST_SCHEDULE_TOO_FAR: 'at',
  POST_ALREADY_PUBLISHED: 'at',
};

/** The request's field names (create's and update's spellings) to the composer's fields. */
const PATH_FIELDS: Record<string, DraftField> = {
  body: 'body',
  Body: 'body',
  title: 'title',
  Title: 'title',
  fileId: 'files',
  FileIds: 'files',
  displayDT: 'at',
  DisplayDT: 'at',
};

/**
 * A server refusal as the composer shows it: on its field when it names one, else `general`
 * (shown above the buttons). Network and 5xx failures get `fallback`.
 */
export function draftServerErrors(
  error: unknown,
  fallback: string,
): Partial<Record<DraftField | 'general', string>> {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { general: fallback };
  const out: Partial<Record<DraftField | 'general', string>> = {};
  for (const field of error.fields ?? []) {
    const name = field.path.split('.')[1];
    const target = name ? PATH_FIELDS[name] : undefined;
    if (target && !out[target]) out[target] = field.message;
  }
  if (Object.keys(out).length > 0) return out;
  const byCode = CODE_FIELDS[error.code];
  return byCode ? { [byCode]: error.message } : { general: error.message };
}
