/** The sign-in page, coming back to `next` afterwards (the home page needs no `next`). */
export function signInPath(next?: string): string {
  return next && next !== '/' ? `/auth/signin?next=${encodeURIComponent(next)}` : '/auth/signin';
}
