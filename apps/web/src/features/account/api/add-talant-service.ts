import { type ServiceInput, type TalentService, talentServiceSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export async function addTalentService(body: ServiceInput): Promise<TalentService> {
  return api.post('/api/user/addUserTalantService', body, { schema: talentServiceSchema, silent: true });
}

/** POST /api/user/addUserTalantService {talantCode, serviceCode, cost, unit, costByAgreeFlag}. */
export function useAddTalentService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addTalentService, onSuccess: () => invalidateUserData(client) });
}
