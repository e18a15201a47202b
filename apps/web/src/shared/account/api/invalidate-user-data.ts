import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write to the user's own data: every cached answer that may show it (the account pages',
 * the public profile's, the media pages') is refetched on next use; reference data stays.
 */
export function invalidateUserData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'glossary' });
}
