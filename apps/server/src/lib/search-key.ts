/**
 * The form in which names are stored for search and in which a query is compared: lower case,
 * ё as е, Latin accents dropped (й kept), dashes as spaces. Computed in JavaScript rather than
 * with SQL lower(), so matching does not depend on the database's locale.
 */
export function searchKey(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .replaceAll('ё', 'е')
    .replace(/[‐‑‒–—-]/g, ' ')
    .replace(/[’'`ʼ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
