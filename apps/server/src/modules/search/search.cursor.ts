import type { SearchSort } from '@talanty/contract';
import { badRequest } from '../../lib/errors.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';

/** Which list a cursor belongs to: a cursor of one list given to another is refused, not misread. */
export type CursorKind = 'users' | 'audio' | 'media';

/** The last row of a page: its sort key (an ISO timestamp with microseconds, or a number for computed orders) and id. */
export type CursorKey = { sortKey: string; id: string };

const KIND_TAG: Record<CursorKind, string> = { users: 'u', audio: 'a', media: 'm' };
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Relevance, price and distance keys: a decimal number. */
const NUMBER_KEY = /^-?\d{1,12}(\.\d{1,6})?$/;
/** The order is part of the list: a cursor of the price order given to the newest order is refused. */
const SORT_TAG: Record<SearchSort, string> = { newest: '', relevance: 'r', price: 'p', distance: 'd' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_LENGTH = 22;
/** Readings of a text after the first found nothing: literal, fuzzy names, both. */
const READINGS = ['', 'l', 'f', 'lf'] as const;
export type Reading = (typeof READINGS)[number];

/**
 * Keyset cursors: `base64url(kind|sortKey|id).mac`, the mac a truncated HMAC under the server's
 * secret, so a cursor edited by hand (or made for another list) is a 400, never a strange page.
 */
export function searchCursors(secret: string) {
  const key = `search-cursor:${secret}`;
  const sign = (payload: string) => hmac(key, payload).slice(0, MAC_LENGTH);

  return {
    /** `reading`: which reading of the text the list is (see the service's fallbacks); '' the first. */
    encode(kind: CursorKind, last: CursorKey, sort: SearchSort = 'newest', reading: Reading = ''): string {
      const payload = Buffer.from(
        `${KIND_TAG[kind]}${SORT_TAG[sort]}${reading ? `~${reading}` : ''}|${last.sortKey}|${last.id}`,
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The reading a cursor was made for ('' for one that is not this server's: `decode` refuses it). */
    readingOf(cursor: string): Reading {
      const [payload, mac] = cursor.split('.');
      if (!payload || !mac || !safeEqual(mac, sign(payload))) return '';
      const tag = Buffer.from(payload, 'base64url').toString('utf8').split('|')[0] ?? '';
      const reading = tag.split('~')[1] ?? '';
      return (READINGS as readonly string[]).includes(reading) ? (reading as Reading) : '';
    },

    /** 400 SEARCH_CURSOR_INVALID unless the cursor is one this server made for this list. */
    decode(kind: CursorKind, cursor: string, sort: SearchSort = 'newest', reading: Reading = ''): CursorKey {
      const [payload, mac, ...rest] = cursor.split('.');
      if (!payload || !mac || rest.length > 0 || !safeEqual(mac, sign(payload)))
        throw badRequest('SEARCH_CURSOR_INVALID');
      const [tag, sortKey, id] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      const keyShape = sort === 'newest' ? SORT_KEY : NUMBER_KEY;
      if (
        tag !== `${KIND_TAG[kind]}${SORT_TAG[sort]}${reading ? `~${reading}` : ''}` ||
        !sortKey ||
        !keyShape.test(sortKey) ||
        !id ||
        !UUID.test(id)
      )
        throw badRequest('SEARCH_CURSOR_INVALID');
      return { sortKey, id };
    },
  };
}
export type SearchCursors = ReturnType<typeof searchCursors>;
