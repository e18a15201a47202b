import { loggedInSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LoggedIn } from './sign-in.ts';

/** POST /registration/confirm?otp=NNNNNN: creates the account and signs this browser in. */
export function confirmRegistration(otp: string): Promise<LoggedIn> {
  return api.request('/registration/confirm', {
    method: 'POST',
    query: { otp },
    schema: loggedInSchema,
    silent: true,
  });
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
