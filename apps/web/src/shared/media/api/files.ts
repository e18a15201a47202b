import {
  type AddUserFileBody,
  deleteUserFileAnswerSchema,
  type FileRecord,
  type FileType,
  fileRecordSchema,
  type GetUserFileListAnswer,
  getUserFileListAnswerSchema,
  type SetUserMediaLikeAnswer,
  type SyncFileRecord,
  setUserMediaLikeAnswerSchema,
  syncFileAnswerSchema,
  toLang,
  videoInfoSchema,
} from '@talanty/contract';
import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { optimisticLikeOptions } from '../../../lib/optimistic-like.ts';
import { fromPage } from '../../../lib/page-data.ts';
import { profileKeys } from '../../profile/api/profile-keys.ts';
import { type FileListScope, type FileListView, mediaKeys } from './media-keys.ts';

/**
 * The media library's calls (spec section 7, Files): lists, one file, add, edit, delete, restore,
 * likes, and video details. Writes answer the new record and refresh every list and page showing it.
 */

const PAGE_SIZE = 50;

export function getUserFileList(
  type: FileType,
  scope: FileListScope,
  view: FileListView,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GetUserFileListAnswer> {
  return api.get('/api/user/getUserFileList', {
    schema: getUserFileListAnswerSchema,
    signal,
    silent: true,
    query: {
      type,
      nickName: scope.own ? undefined : scope.nickName,
      onlyDeleted: view === 'trash' ? 'Y' : undefined,
      pageSize: PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
  });
}

/** A list of files, page by page (newest first); `files` is every page loaded so far, flattened. */
export function useFileList(type: FileType, scope: FileListScope, view: FileListView = 'live') {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const query = useInfiniteQuery({
    queryKey: mediaKeys.list(type, scope, view, toLang(i18n.language), loggedIn),
    queryFn: ({ pageParam, signal }) => getUserFileList(type, scope, view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.outIO.nextCursor,
    enabled: scope.own ? loggedIn : scope.nickName.length > 0,
  });
  const files = query.data?.pages.flatMap((page) => page.outIO.ListOfUserFileList.File) ?? [];
  return { ...query, files };
}

export function getUserFile(fileId: string, signal?: AbortSignal): Promise<FileRecord> {
  return api.get('/api/user/getUserFile', {
    schema: fileRecordSchema,
    signal,
    silent: true,
    query: { fileId },
  });
}

export function fileQueryOptions(fileId: string, lang: 'ru' | 'en', signedIn: boolean) {
  return queryOptions({
    queryKey: mediaKeys.file(fileId, lang, signedIn),
    queryFn: ({ signal }) => getUserFile(fileId, signal),
  });
}

/** One file as the reader may see it (404 FILE_NOT_FOUND for private, deleted or unknown ones). */
export function useFile(fileId: string) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const lang = toLang(i18n.language);
  return useQuery({
    ...fileQueryOptions(fileId, lang, loggedIn),
    // A visitor's first page carries the answer (lib/page-data.ts).
    ...fromPage(`file:${fileId.toLowerCase()}`, fileRecordSchema, { lang, signedIn: loggedIn }),
  });
}

/** After any write: every list and file page is refetched on next use (profiles show counts too). */
export function invalidateMedia(client: QueryClient): Promise<void> {
  return client
    .invalidateQueries({ queryKey: mediaKeys.all })
    .then(() => client.invalidateQueries({ queryKey: profileKeys.all }));
}

export const addUserFile = (body: AddUserFileBody) =>
  api.post('/api/user/addUserFile', body, { schema: fileRecordSchema, silent: true });

export async function syncUserFile(record: SyncFileRecord): Promise<FileRecord> {
  const answer = await api.post(
    '/api/user/syncFile',
    { InIO: { IntObjectName: 'UserFile', ListOfUserFile: { File: [record] } } },
    { schema: syncFileAnswerSchema, silent: true },
  );
  const [file] = answer.outIO.ListOfUserFile.File;
  if (!file) throw new Error('syncFile answered no record');
  return file;
}

export async function deleteUserFile(fileId: string): Promise<FileRecord> {
  const answer = await api.post(
    '/api/user/deleteUserFile',
    { rowId: fileId },
    { schema: deleteUserFileAnswerSchema, silent: true },
  );
  return answer.data;
}

export const restoreUserFile = (fileId: string) => syncUserFile({ FileId: fileId, DeletedFlag: 'N' });

/** Mutations answer `ApiError`s untoasted (`silent`): the caller shows field errors or a toast. */
export function useAddFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addUserFile, onSuccess: () => invalidateMedia(client) });
}

export function useSyncFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: syncUserFile, onSuccess: () => invalidateMedia(client) });
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUserFile, onSuccess: () => invalidateMedia(client) });
}

export function useRestoreFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreUserFile, onSuccess: () => invalidateMedia(client) });
}

export const setUserMediaLike = (fileId: string, like: boolean) =>
  api.post(
    '/api/user/setUserMediaLike',
    { fileId, likeFlag: like ? 'Y' : 'N' },
    { schema: setUserMediaLikeAnswerSchema },
  );

/**
 * Like or unlike: every cached copy of the file (profile lists, its page, search results, posts'
 * attachments) moves at once, settles with the server's count and flag, and goes back on an error.
 */
export function useSetLike() {
  const client = useQueryClient();
  return useMutation(
    optimisticLikeOptions<FileRecord, SetUserMediaLikeAnswer>(client, {
      idField: 'FileId',
      send: ({ id, like }) => setUserMediaLike(id, like),
      read: (answer) => ({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
    }),
  );
}

/** POST /api/media/getVideoInfo {url}: the platform, id, embed address and (when fetched) the details. */
export const getVideoInfo = (url: string) =>
  api.post('/api/media/getVideoInfo', { url }, { schema: videoInfoSchema, silent: true });
