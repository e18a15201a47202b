import { loggedOutSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client.ts';
import { notifyError, notifySuccess } from '../lib/notify.tsx';
import { forgetRememberedUser } from '../lib/remembered-user.ts';
import { setLoggedIn } from '../lib/session-store.ts';

/** POST /logout, then the visitor view of the home page; this browser forgets the account. */
export function useSignOut() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/logout', undefined, { schema: loggedOutSchema, silent: true }),
    onSuccess: () => {
      setLoggedIn(false);
      // A signed-out browser keeps nothing of the account: no lock screen, no cached records.
      forgetRememberedUser();
      queryClient.removeQueries();
      notifySuccess(t('userMenu.signedOut'));
      void navigate('/');
    },
    onError: () => notifyError(t('userMenu.signOutFailed')),
  });
}
