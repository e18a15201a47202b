import { partnerCodeAnswerSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export async function updatePartnerCode(partnerCode: string | null): Promise<string | null> {
  const answer = await api.post(
    '/api/user/updateUserPartnerCode',
    { partnerCode },
    { schema: partnerCodeAnswerSchema, silent: true },
  );
  return answer.data.partnerCode;
}

/** POST /api/user/updateUserPartnerCode. */
export function useUpdatePartnerCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePartnerCode, onSuccess: () => invalidateUserData(client) });
}
