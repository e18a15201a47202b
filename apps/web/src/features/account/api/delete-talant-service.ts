import { okSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export function deleteTalantService(serviceId: string) {
  return api.post('/api/user/deleteUserTalantService', { serviceId }, { schema: okSchema, silent: true });
}

/** POST /api/user/deleteUserTalantService {serviceId}: after a confirmation (spec section 5). */
export function useDeleteTalantService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTalantService, onSuccess: () => invalidateUserData(client) });
}
