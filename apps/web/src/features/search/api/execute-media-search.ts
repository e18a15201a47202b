import { type FileSearchAnswer, fileSearchAnswerSchema, type SearchFiltersInput } from '@talanty/contract';
import { api } from '../../../lib/api-client.ts';
import type { MediaSearchType } from '../lib/search-params.ts';

/** POST /api/search/executeMediaSearchV2: one page of videos and photos; `fileType` narrows to one kind. */
export async function executeMediaSearch(
  body: SearchFiltersInput & { fileType?: MediaSearchType },
  signal?: AbortSignal,
): Promise<FileSearchAnswer> {
  return api.post('/api/search/executeMediaSearchV2', body, {
    schema: fileSearchAnswerSchema,
    signal,
    silent: true,
  });
}
