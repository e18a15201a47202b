import { badRequest } from '../../lib/errors.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';

/** Which list a cursor belongs to: a cursor of one list given to another is refused, not misread. */
export type CursorKind = 'users' | 'audio' | 'media';

/** The last row of a page: its sort key (an ISO timestamp with microseconds) and id. */
export type CursorKey = { sortKey: string; id: string };

const KIND_TAG: Record<CursorKind, string> = { users: 'u', audio: 'a', media: 'm' };
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_LENGTH = 22;

/**
 * Keyset cursors: `base64url(kind|sortKey|id).mac`, the mac a truncated HMAC under the server's
 * secret, so a cursor edited by hand (or made for another list) is a 400, never a strange page.
 */
export function searchCursors(secret: string) {
  const key = `search-cursor:${secret}`;
  const sign = (payload: string) => hmac(key, payload).slice(0, MAC_LENGTH);

  return {
    encode(kind: CursorKind, last: CursorKey): string {
      const payload = Buffer.from(`${KIND_TAG[kind]}|${last.sortKey}|${last.id}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** 400 SEARCH_CURSOR_INVALID unless the cursor is one this server made for this list. */
    decode(kind: CursorKind, cursor: string): CursorKey {
      const [payload, mac, ...rest] = cursor.split('.');
      if (!payload || !mac || rest.length > 0 || !safeEqual(mac, sign(payload)))
        throw badRequest('SEARCH_CURSOR_INVALID');
      const [tag, sortKey, id] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      if (tag !== KIND_TAG[kind] || !sortKey || !SORT_KEY.test(sortKey) || !id || !UUID.test(id))
        throw badRequest('SEARCH_CURSOR_INVALID');
      return { sortKey, id };
    },
  };
}
export type SearchCursors = ReturnType<typeof searchCursors>;
