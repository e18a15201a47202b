import { type LoaderFunctionArgs, redirect } from 'react-router';
import { sessionReady } from '../lib/session.ts';
import { isLoggedIn } from '../lib/session-store.ts';

export function signInPath(next?: string): string {
  return next && next !== '/' ? `/auth/signin?next=${encodeURIComponent(next)}` : '/auth/signin';
}

/** Loader of every login-required route: a visitor goes to sign-in and comes back afterwards. */
export async function requireLogin({ request }: LoaderFunctionArgs): Promise<null> {
  await sessionReady();
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(signInPath(url.pathname + url.search));
}
