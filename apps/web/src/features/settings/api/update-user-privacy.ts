import { type Privacy, privacyRecordSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isGlossaryKey } from '../../../shared/glossary/api/glossary-keys.ts';
import { settingsKeys } from './keys.ts';

export const UPDATE_PRIVACY_PATH = '/api/user/updateUserPrivacy';

export function updatePrivacy(body: Partial<Privacy>) {
  return api.post(UPDATE_PRIVACY_PATH, body, { schema: privacyRecordSchema, silent: true });
}

/**
 * Shows the choice at once and settles with the server's answer; a refused save puts the previous
 * choice back. Profiles cached elsewhere are refetched on next use (contacts may have changed).
 */
export function useUpdatePrivacy() {
  const client = useQueryClient();
  const key = settingsKeys.privacy();
  return useMutation({
    mutationFn: updatePrivacy,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Privacy>(key);
      if (previous) client.setQueryData<Privacy>(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== settingsKeys.all[0] && !isGlossaryKey(query.queryKey),
      });
    },
  });
}
