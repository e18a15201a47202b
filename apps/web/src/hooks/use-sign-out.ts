import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client.ts';
import { notifyError, notifySuccess } from '../lib/notify.tsx';
import { setLoggedIn } from '../lib/session-store.ts';

/** POST /logout, then the visitor view of the home page. */
export function useSignOut() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/logout', undefined, { silent: true }),
    onSuccess: () => {
      setLoggedIn(false);
      notifySuccess(t('userMenu.signedOut'));
      void navigate('/');
    },
    onError: () => notifyError(t('userMenu.signOutFailed')),
  });
}
