import { z } from 'zod';

/**
 * The shared field builders: every text, id and date a client sends is built from these, so a new
 * module refuses what the database cannot store (NUL), what no person types (control characters)
 * and what would make text read backwards (bidi overrides) without thinking about it. The server
 * also applies `findControlCharacter` to every request's body, query and params before any handler
 * (`apps/server/src/plugins/input-guard.ts`), as the floor under schemas written without these.
 */

/**
 * C0 controls except tab, line feed and carriage return; DEL; the C1 controls; and a lone half of a
 * surrogate pair (`"\udfff"` in JSON: not a character at all, and no UTF-8 can carry it). PostgreSQL
 * refuses NUL in text, the lone halves broke a statement (the fuzz suite found it), and none of them
 * is something a person types.
 */
export const CONTROL_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): an unclosed one
 * makes the text after it read backwards (`photo\u202Egpj.exe`). Marks (U+200E, U+200F) stay: they
 * only place neutral characters and real right-to-left names need them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const hasControlCharacter = (s: string) => CONTROL_CHARACTER.test(s);
export const stripBidiControls = (s: string) => s.replace(BIDI_CONTROLS, '');

/**
 * Text from outside the API (an uploaded file's name, an audio tag, a video platform's title) as
 * one line to store and show: tabs and line breaks become one space, other control characters
 * and bidi controls are dropped, the ends trimmed.
 */
export const toLine = (s: string) =>
  stripBidiControls(s)
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();

/** The message code of a refused control character (ru/en texts in the server's common catalogue). */
export const CONTROL_CHARACTERS_CODE = 'CONTROL_CHARACTERS';

const noControls = { error: CONTROL_CHARACTERS_CODE, abort: true } as const;

/**
 * Where in a parsed body, query or params a string or a key holds a control character: the path to
 * it, or undefined when there is none. Walks at most `depth` levels (deeper input is refused by the
 * schemas anyway).
 */
export function findControlCharacter(value: unknown, depth = 32): (string | number)[] | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? [] : undefined;
  if (value === null || typeof value !== 'object' || depth === 0) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = findControlCharacter(value[i], depth - 1);
      if (inner) return [i, ...inner];
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [key];
    const found = findControlCharacter(inner, depth - 1);
    if (found) return [key, ...found];
  }
  return undefined;
}

/** Any string the product stores or looks up: no control characters, at most `max` characters. */
export const plainText = (max: number, tooLong?: string) =>
  z
    .string()
    .refine((s) => !hasControlCharacter(s), noControls)
    .max(max, tooLong);

/**
 * One line a person types and others read: a name, a title, a file name. Tabs and line breaks
 * become one space, bidi controls are dropped, the ends are trimmed; other control characters are
 * refused (CONTROL_CHARACTERS).
 */
export const lineText = (max: number, tooLong?: string) =>
  z
    .string()
    .refine((s) => !hasControlCharacter(s), noControls)
    .overwrite(toLine)
    .max(max, tooLong);

/**
 * A longer text (about, description, comment, post): line breaks and tabs stay (CR LF becomes LF),
 * the ends are trimmed; other control characters are refused.
 */
export const longText = (max: number, tooLong?: string) =>
  z
    .string()
    .refine((s) => !hasControlCharacter(s), noControls)
    .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
    .max(max, tooLong);

/** The message code of an id that is not one. */
export const INVALID_ID_CODE = 'INVALID_ID';

/** Every id the API takes is a UUID (the server makes UUIDv7s); anything else is a 400, never a lookup. */
export const idSchema = z.uuid(INVALID_ID_CODE).meta({ example: '0190a0b0-7c3e-7000-8000-1234567890ab' });

/** Dates a client may send: from 1800 (early photographs and recordings) to 2100. */
export const DATE_RANGE = { min: '1800-01-01', max: '2100-12-31' } as const;
export const INVALID_DATE_CODE = 'INVALID_DATE';

const inDateRange = (v: string) => {
  const day = v.slice(0, 10);
  return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
};

/** A calendar date (`YYYY-MM-DD`) within DATE_RANGE. */
export const dateSchema = z.iso.date(INVALID_DATE_CODE).refine(inDateRange, INVALID_DATE_CODE);

/** A date, or a date and time with its offset, within DATE_RANGE. */
export const dateOrDateTimeSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], INVALID_DATE_CODE)
  .refine(inDateRange, INVALID_DATE_CODE);
