import { hmac, safeEqual } from './tokens.ts';

/** The last row of a page: its sort key and id; the next page starts after it. */
export type CursorKey = { sortKey: string; id: string };

/** A timestamp sort key: ISO with microseconds (`to_char` of a timestamptz), so keysets compare exactly. */
export const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A computed sort key (a rank, a price, a distance): a decimal number. */
export const NUMBER_KEY = /^-?\d{1,12}(\.\d{1,6})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_LENGTH = 22;

/**
 * Signed keyset cursors for every paged list: `base64url(tag|sortKey|id).mac`, the mac a truncated
 * HMAC-SHA256 under the server's secret. The tag names the list (and its order, its reading), so a
 * cursor edited by hand or made for another list is refused with `invalid()`, never a strange page.
 * `purpose` separates the keys of unrelated users of this helper.
 */
export function keysetCursors(opts: { secret: string; purpose: string; invalid: () => Error }) {
  const key = `${opts.purpose}-cursor:${opts.secret}`;
  const sign = (payload: string) => hmac(key, payload).slice(0, MAC_LENGTH);
  const verified = (cursor: string): string | undefined => {
    const [payload, mac, ...rest] = cursor.split('.');
    if (!payload || !mac || rest.length > 0 || !safeEqual(mac, sign(payload))) return undefined;
    return Buffer.from(payload, 'base64url').toString('utf8');
  };

  return {
    encode(tag: string, last: CursorKey): string {
      const payload = Buffer.from(`${tag}|${last.sortKey}|${last.id}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The tag of a cursor this server signed; undefined for any other string. */
    tagOf(cursor: string): string | undefined {
      return verified(cursor)?.split('|')[0];
    },

    /** The key of a cursor this server signed with this tag and a sort key of this shape; else `invalid()`. */
    decode(tag: string, cursor: string, keyShape: RegExp = TIMESTAMP_KEY): CursorKey {
      const text = verified(cursor);
      if (text === undefined) throw opts.invalid();
      const [got, sortKey, id] = text.split('|');
      if (got !== tag || !sortKey || !keyShape.test(sortKey) || !id || !UUID.test(id)) throw opts.invalid();
      return { sortKey, id };
    },
  };
}
export type KeysetCursors = ReturnType<typeof keysetCursors>;
