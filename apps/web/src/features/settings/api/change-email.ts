import { type ChangeEmailInit, emailChangedSchema, emailCodeSentSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoKeys } from '../../../hooks/use-user-info.ts';
import { api } from '../../../lib/api-client.ts';

export const CHANGE_EMAIL_PATHS = {
  init: '/api/user/changeEmail/init',
  renew: '/api/user/changeEmail/renewcode',
  confirm: '/api/user/changeEmail/confirm',
} as const;

/** Step one: the password and the new address; a code goes to that address. */
export function startEmailChange(body: ChangeEmailInit) {
  return api.post(CHANGE_EMAIL_PATHS.init, body, { schema: emailCodeSentSchema, silent: true });
}

export function renewEmailCode() {
  return api.post(CHANGE_EMAIL_PATHS.renew, undefined, { schema: emailCodeSentSchema, silent: true });
}

export function confirmEmailChange(otp: string) {
  return api.post(CHANGE_EMAIL_PATHS.confirm, { otp }, { schema: emailChangedSchema, silent: true });
}

export function useStartEmailChange() {
  return useMutation({ mutationFn: startEmailChange });
}

export function useRenewEmailCode() {
  return useMutation({ mutationFn: renewEmailCode });
}

/** Every cached copy of the user's record shows the new address at once. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (answer) => {
      client.setQueryData(userInfoKeys.all, (info: { Email: string } | undefined) =>
        info ? { ...info, Email: answer.Email } : info,
      );
      void client.invalidateQueries({ queryKey: userInfoKeys.all });
    },
  });
}
