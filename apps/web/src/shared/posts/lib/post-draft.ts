import { type FileRecord, POST_LIMITS, type PostType } from '@talanty/contract';
import dayjs from 'dayjs';

/** What the composer holds: text, the attached files in order, and a schedule when one is chosen. */
export type PostDraft = {
  title: string;
  body: string;
  files: FileRecord[];
  /** On: publish at `at` (a `YYYY-MM-DD HH:mm:ss` in the reader's time zone, as the date picker gives it). */
  schedule: boolean;
  at: string | null;
  /** Who may read it: everyone (`Public`), my followers (`Followers`), or me alone (`Private`). */
  audience: PostType;
};

export type DraftErrorKey =
  | 'empty'
  | 'bodyTooLong'
  | 'titleTooLong'
  | 'tooManyFiles'
  | 'dateRequired'
  | 'datePast'
  | 'dateTooFar';

/** Errors by field: `body` (also "nothing at all"), `title`, `files`, `at`; keys of `posts:composer.errors`. */
export type DraftErrors = Partial<Record<'body' | 'title' | 'files' | 'at', DraftErrorKey>>;

/** A scheduled time must be at least this far ahead (it would be past by the time the server reads it). */
export const SCHEDULE_LEAD_MS = 60_000;

/**
 * The composer's checks, the server's rules (contract `POST_LIMITS`) said before anything is sent:
 * text or a file, the lengths, at most ten files, a schedule in the future and within a year.
 */
export function validateDraft(draft: PostDraft, now = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  const body = draft.body.trim();
  if (!body && draft.files.length === 0) errors.body = 'empty';
  else if (body.length > POST_LIMITS.body) errors.body = 'bodyTooLong';
  if (draft.title.trim().length > POST_LIMITS.title) errors.title = 'titleTooLong';
  if (draft.files.length > POST_LIMITS.files) errors.files = 'tooManyFiles';
  if (draft.schedule) {
    const at = draft.at ? dayjs(draft.at) : null;
    if (!at?.isValid()) errors.at = 'dateRequired';
    else if (at.valueOf() < now + SCHEDULE_LEAD_MS) errors.at = 'datePast';
    else if (at.valueOf() > dayjs(now).add(POST_LIMITS.scheduleDays, 'day').valueOf())
      errors.at = 'dateTooFar';
  }
  return errors;
}

export const hasErrors = (errors: DraftErrors) => Object.keys(errors).length > 0;

/** The picker's local wall time as the instant with the reader's offset: `2026-12-01T18:00:00+03:00`. */
export function toDisplayDT(local: string): string {
  return dayjs(local).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** An instant back to the picker's local `YYYY-MM-DD HH:mm:ss`. */
export function toPickerValue(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}

/** The reader's time zone, named for the hint under the picker: «Europe/Moscow, UTC+3», «UTC». */
export function timeZoneLabel(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -now.getTimezoneOffset();
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  const offset = `UTC${minutes < 0 ? '−' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return `${zone}, ${offset}`;
}
