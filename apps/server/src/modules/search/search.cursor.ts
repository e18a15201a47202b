import type { SearchSort } from '@talanty/contract';
import { type CursorKey, keysetCursors, NUMBER_KEY, TIMESTAMP_KEY } from '../../lib/cursor.ts';
import { badRequest } from '../../lib/errors.ts';

export type { CursorKey };

/** Which list a cursor belongs to: a cursor of one list given to another is refused, not misread. */
export type CursorKind = 'users' | 'audio' | 'media';

const KIND_TAG: Record<CursorKind, string> = { users: 'u', audio: 'a', media: 'm' };
/** The order is part of the list: a cursor of the price order given to the newest order is refused. */
const SORT_TAG: Record<SearchSort, string> = { newest: '', relevance: 'r', price: 'p', distance: 'd' };
/** Readings of a text after the first found nothing: literal, fuzzy names, both. */
const READINGS = ['', 'l', 'f', 'lf'] as const;
export type Reading = (typeof READINGS)[number];

const tagOf = (kind: CursorKind, sort: SearchSort, reading: Reading) =>
  `${KIND_TAG[kind]}${SORT_TAG[sort]}${reading ? `~${reading}` : ''}`;

/** The search's lists on the shared keyset cursors (`lib/cursor.ts`): the tag is list, order and reading. */
export function searchCursors(secret: string) {
  const cursors = keysetCursors({
    secret,
    purpose: 'search',
    invalid: () => badRequest('SEARCH_CURSOR_INVALID'),
  });

  return {
    /** `reading`: which reading of the text the list is (see the service's fallbacks); '' the first. */
    encode(kind: CursorKind, last: CursorKey, sort: SearchSort = 'newest', reading: Reading = ''): string {
      return cursors.encode(tagOf(kind, sort, reading), last);
    },

    /** The reading a cursor was made for ('' for one that is not this server's: `decode` refuses it). */
    readingOf(cursor: string): Reading {
      const reading = cursors.tagOf(cursor)?.split('~')[1] ?? '';
      return (READINGS as readonly string[]).includes(reading) ? (reading as Reading) : '';
    },

    /** 400 SEARCH_CURSOR_INVALID unless the cursor is one this server made for this list. */
    decode(kind: CursorKind, cursor: string, sort: SearchSort = 'newest', reading: Reading = ''): CursorKey {
      return cursors.decode(
        tagOf(kind, sort, reading),
        cursor,
        sort === 'newest' ? TIMESTAMP_KEY : NUMBER_KEY,
      );
    },
  };
}
export type SearchCursors = ReturnType<typeof searchCursors>;
