import type { QueryClient } from '@tanstack/react-query';
import { isGlossaryKey } from '../../glossary/api/glossary-keys.ts';

/**
 * After a write to the user's own data: every cached answer that may show it (the account pages',
 * the public profile's, the media pages') is refetched on next use; reference data stays.
 */
export function invalidateUserData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => !isGlossaryKey(query.queryKey) });
}
