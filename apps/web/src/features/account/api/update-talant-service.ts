import { type TalentService, talentServiceSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export type ServiceUpdate = {
  serviceId: string;
  serviceCode: string;
  cost: number | null;
  unit: TalentService['unit'];
  costByAgreeFlag: 'Y' | 'N';
};

export async function updateTalentService(body: ServiceUpdate): Promise<TalentService> {
  return api.post('/api/user/updateUserTalantService', body, { schema: talentServiceSchema, silent: true });
}

/** POST /api/user/updateUserTalantService {serviceId, ...}. */
export function useUpdateTalentService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTalentService, onSuccess: () => invalidateUserData(client) });
}
