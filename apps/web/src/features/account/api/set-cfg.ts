import { type CfgParams, cfgAnswerSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export type CfgInput = Partial<{
  AvatarNeonFrameFlag: 'Y' | 'N';
  MasterIsFullFlag: 'Y' | 'N';
  MasterLastSetStep: 'PERSONAL' | 'TALENTS' | 'TALENT_DETAILS' | 'AVATAR' | 'DONE';
  MasterLastAddedTalentCode: string;
}>;

export async function setUserCfg(params: CfgInput): Promise<CfgParams> {
  const answer = await api.post(
    '/api/user/setUserCFGParameter',
    { ListOfUserCFGParams: params },
    { schema: cfgAnswerSchema, silent: true },
  );
  return answer.ListOfUserCFGParams;
}

/** POST /api/user/setUserCFGParameter: the neon frame and the onboarding progress. */
export function useSetUserCfg() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserCfg, onSuccess: () => invalidateUserData(client) });
}
