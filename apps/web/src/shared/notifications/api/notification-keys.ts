import type { Lang } from '@talanty/contract';

/** Query keys of my notifications; the stream patches `list`, writes invalidate `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (lang: Lang) => [...notificationKeys.lists(), lang] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
