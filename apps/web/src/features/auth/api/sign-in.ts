import { type LoginForm, loggedInSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type LoggedIn = { status: 'LOGGED_IN' };

/** POST /login with form fields `username` (e-mail or nickname) and `password`. */
export function signIn(form: LoginForm): Promise<LoggedIn> {
  return api.postForm(
    '/login',
    { username: form.username.trim(), password: form.password },
    { schema: loggedInSchema, silent: true },
  );
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
