import {
  type NotificationGroup,
  type NotificationListAnswer,
  type NotificationSettings,
  notificationListAnswerSchema,
  notificationSettingsSchema,
  type SetNotificationSettingsBody,
  setNotificationReadAnswerSchema,
  toLang,
} from '@talanty/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { setUnreadNotifications } from '../../../lib/session-store.ts';
import { notificationKeys } from './notification-keys.ts';

/** The notifications calls (issue 13): grouped list, read marks, per-type switches. */
export const NOTIFICATION_PATHS = {
  list: '/api/user/getNotificationList',
  read: '/api/user/setNotificationRead',
  stream: '/api/user/notificationStream',
  settings: '/api/user/getNotificationSettings',
  setSettings: '/api/user/setNotificationSettings',
} as const;

export type NotificationPages = InfiniteData<NotificationListAnswer, string | null>;

export async function getNotificationList(cursor: string | null, signal?: AbortSignal) {
  const answer = await api.get(NOTIFICATION_PATHS.list, {
    schema: notificationListAnswerSchema,
    signal,
    silent: true,
    query: { cursor: cursor ?? undefined },
  });
  // The first page knows the count as of now: the badge follows it.
  if (!cursor) setUnreadNotifications(answer.UnreadNotifications);
  return answer;
}

/** My notification groups, newest first, a page at a time; `groups` is every page loaded so far. */
export function useNotificationList() {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(toLang(i18n.language)),
    queryFn: ({ pageParam, signal }) => getNotificationList(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: loggedIn,
  });
  const seen = new Set<string>();
  const groups = (query.data?.pages.flatMap((page) => page.ListOfNotifications) ?? []).filter((group) => {
    if (seen.has(group.groupKey)) return false;
    seen.add(group.groupKey);
    return true;
  });
  return { ...query, groups };
}

/** Every cached page of the list, each group passed through `map` (null drops it). */
export function mapCachedGroups(
  client: QueryClient,
  map: (group: NotificationGroup) => NotificationGroup | null,
): void {
  client.setQueriesData<NotificationPages>({ queryKey: notificationKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ListOfNotifications: page.ListOfNotifications.flatMap((group) => {
              const next = map(group);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}

const markRead = (group: NotificationGroup): NotificationGroup =>
  group.ReadFlag === 'Y' ? group : { ...group, ReadFlag: 'Y' };

export const setNotificationRead = (groupKey?: string) =>
  api.post(NOTIFICATION_PATHS.read, groupKey ? { groupKey } : {}, {
    schema: setNotificationReadAnswerSchema,
  });

/** Mark one group (its key) or all of them (none) read: at once on screen, the count from the server. */
export function useSetNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupKey?: string) => setNotificationRead(groupKey),
    onMutate: (groupKey) =>
      mapCachedGroups(client, (group) =>
        !groupKey || group.groupKey === groupKey ? markRead(group) : group,
      ),
    onSuccess: (answer) => setUnreadNotifications(answer.UnreadNotifications),
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) =>
      api.get(NOTIFICATION_PATHS.settings, { schema: notificationSettingsSchema, signal, silent: true }),
  });
}

/** One switch at a time, optimistic; the answer (every switch) replaces the cached record. */
export function useSetNotificationSettings() {
  const client = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: (body: SetNotificationSettingsBody) =>
      api.post(NOTIFICATION_PATHS.setSettings, body, { schema: notificationSettingsSchema }),
    onMutate: (body) => {
      const before = client.getQueryData<NotificationSettings>(key);
      if (before) client.setQueryData<NotificationSettings>(key, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}
