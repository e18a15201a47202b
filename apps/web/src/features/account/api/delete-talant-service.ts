import { okSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export function deleteTalentService(serviceId: string) {
  return api.post('/api/user/deleteUserTalantService', { serviceId }, { schema: okSchema, silent: true });
}

/** POST /api/user/deleteUserTalantService {serviceId}: after a confirmation (spec section 5). */
export function useDeleteTalentService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTalentService, onSuccess: () => invalidateUserData(client) });
}
