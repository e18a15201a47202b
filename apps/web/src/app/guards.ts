import { type LoaderFunctionArgs, redirect } from 'react-router';
import { sessionReady } from '../lib/session.ts';
import { isLoggedIn } from '../lib/session-store.ts';
import { signInPath } from '../lib/sign-in-path.ts';

/** Loader of every login-required route: a visitor goes to sign-in and comes back afterwards. */
export async function requireLogin({ request }: LoaderFunctionArgs): Promise<null> {
  await sessionReady();
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(signInPath(url.pathname + url.search));
}
