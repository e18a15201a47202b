/**
 * Addresses of stored media. The database keeps storage keys, never addresses; answers to the web
 * client carry same-origin paths (`/files/<key>`), so the site works at whatever host name, port or
 * LAN address it is opened; only what leaves the site (Open Graph tags, mails) gets PUBLIC_URL in
 * front, at answer time. With S3 storage the bytes still go through `/files/<key>` (the bucket is
 * private and the server checks who may read each object), so the paths are the same.
 */

/** Where the web client fetches the object stored under `key`. */
export const fileUrl = (key: string): string => `/files/${key}`;

/** A stored key as its path; no key, no address. */
export const fileUrlOf = (key: string | null | undefined): string | null => (key ? fileUrl(key) : null);

/**
 * An address the outside world can open (crawlers reading Open Graph tags, mail clients): a
 * same-origin path gets `publicUrl` in front; an absolute link (a video platform's thumbnail or
 * player) is left as it is.
 */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicUrl.replace(/\/$/, '')}${url}` : url;
}

/**
 * The storage key in a stored or sent media address: a bare key, `/files/<key>` or an absolute
 * `http(s)://host:port/files/<key>` (what older versions stored and answered).
 */
export function keyOfFileUrl(value: string): string {
  return value.split(/[?#]/)[0]!.split('/').pop() ?? '';
}
