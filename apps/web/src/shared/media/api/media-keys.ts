import type { FileType, Lang } from '@talanty/contract';

/** Whose list: the signed-in user's own (`own`), or someone's public files by nickname. */
export type FileListScope = { own: true } | { own: false; nickName: string };
/** Which files of the list: the live ones, or the trash (own lists only). */
export type FileListView = 'live' | 'trash';

/** Query keys of the media library; invalidate `all` after any write to a file. */
export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (type: FileType, scope: FileListScope, view: FileListView, lang: Lang, signedIn: boolean) =>
    [
      ...mediaKeys.lists(),
      type,
      scope.own ? '@me' : scope.nickName.toLowerCase(),
      view,
      lang,
      signedIn,
    ] as const,
  file: (fileId: string, lang: Lang, signedIn: boolean) =>
    [...mediaKeys.all, 'file', fileId, lang, signedIn] as const,
  videoInfo: (url: string) => [...mediaKeys.all, 'video-info', url] as const,
};

/** The server's upload limits: their own root, so a write to a file does not refetch them. */
export const uploadLimitKeys = { all: ['upload-limits'] as const };
