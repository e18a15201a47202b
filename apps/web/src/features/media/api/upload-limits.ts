import { UPLOAD_LIMITS, type UploadLimits, uploadLimitsSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadLimitKeys } from '../../../shared/media/api/media-keys.ts';

/** Until the server has answered (or when it cannot), the contract's defaults stand in. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  imageMaxBytes: UPLOAD_LIMITS.image,
  audioMaxBytes: UPLOAD_LIMITS.audio,
};

export const toMb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** GET /api/public/getUploadLimits: the largest upload per kind as this server enforces it. */
export function getUploadLimits(signal?: AbortSignal): Promise<UploadLimits> {
  return api.get('/api/public/getUploadLimits', { schema: uploadLimitsSchema, signal, silent: true });
}

/** The server's upload limits (the operator sets the audio one), for the checks before an upload and their messages. */
export function useUploadLimits(): UploadLimits {
  const { data } = useQuery({
    queryKey: uploadLimitKeys.all,
    queryFn: ({ signal }) => getUploadLimits(signal),
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
  return data ?? DEFAULT_UPLOAD_LIMITS;
}
