import { type ContactInfo, type ContactInfoInput, contactInfoAnswerSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export async function updateContactInfo(body: ContactInfoInput): Promise<ContactInfo> {
  const answer = await api.post('/api/user/updateUserContactInfo', body, {
    schema: contactInfoAnswerSchema,
    silent: true,
  });
  return answer.data;
}

/** POST /api/user/updateUserContactInfo: an empty value removes that contact. */
export function useUpdateContactInfo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateContactInfo, onSuccess: () => invalidateUserData(client) });
}
