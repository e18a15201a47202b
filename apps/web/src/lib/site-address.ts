/**
 * A profile's address as the person sees it in their address bar: this site's host (whatever the
 * deployment, not a name written into the client) and `/@nickname`.
 */
export function profileAddress(nick: string): string {
  return `${window.location.host}/@${nick}`;
}
