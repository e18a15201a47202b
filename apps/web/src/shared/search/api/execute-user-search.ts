import { type SearchFiltersInput, type UserSearchAnswer, userSearchAnswerSchema } from '@talanty/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/search/executeUserSearch: one page of people (spec section 7, Search). */
export async function executeUserSearch(
  body: SearchFiltersInput,
  signal?: AbortSignal,
): Promise<UserSearchAnswer> {
  return api.post('/api/search/executeUserSearch', body, {
    schema: userSearchAnswerSchema,
    signal,
    silent: true,
  });
}
