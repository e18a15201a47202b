import { type FileSearchAnswer, fileSearchAnswerSchema, type SearchFiltersInput } from '@talanty/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/search/executeAudioSearch: one page of tracks (spec section 7, Search). */
export async function executeAudioSearch(
  body: SearchFiltersInput,
  signal?: AbortSignal,
): Promise<FileSearchAnswer> {
  return api.post('/api/search/executeAudioSearch', body, {
    schema: fileSearchAnswerSchema,
    signal,
    silent: true,
  });
}
