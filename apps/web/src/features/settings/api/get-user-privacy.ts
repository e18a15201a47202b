import { privacyRecordSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export const GET_PRIVACY_PATH = '/api/user/getUserPrivacy';

export function fetchPrivacy() {
  return api.get(GET_PRIVACY_PATH, { schema: privacyRecordSchema, silent: true });
}

export function usePrivacy() {
  return useQuery({ queryKey: settingsKeys.privacy(), queryFn: fetchPrivacy });
}
