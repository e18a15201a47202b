/**
 * A profile's address as the person sees it in their address bar: this site's host (whatever the
 * deployment, not a name written into the client) and `/@nickname`.
 */
export function profileAddress(nick: string): string {
  return `${window.location.host}/@${nick}`;
}

/**
 * This site's origin (`https://host`) in the browser; empty in the server's render
 * (entry-server.tsx), where what is built from it must stay out of the markup (a copy button's value).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
