import type { FileType } from '@talanty/contract';
import { useSearchParams } from 'react-router';
import { useFileList } from '../../../shared/media/api/files.ts';
import type { FileListScope, FileListView } from '../../../shared/media/api/media-keys.ts';
import { type EditorNs, useFileLifecycle, usePurgeText } from './editor-lifecycle.tsx';

/** The editors list the signed-in user's own files. */
export const OWN: FileListScope = { own: true };

export type EditorFileList = ReturnType<typeof useFileList>;

/** The tab shown, kept in `?view=trash` so a reload or a shared link opens the same tab. */
export function useEditorView() {
  const [params, setParams] = useSearchParams();
  const view: FileListView = params.get('view') === 'trash' ? 'trash' : 'live';
  const setView = (next: FileListView) =>
    setParams(next === 'trash' ? { view: 'trash' } : {}, { replace: true });
  return [view, setView] as const;
}

/** One tab's files with what acts on them: delete and restore, and the purge date in the trash. */
export function useEditorList(ns: EditorNs, type: FileType, view: FileListView) {
  const list = useFileList(type, OWN, view);
  const lifecycle = useFileLifecycle(ns);
  const purgeText = usePurgeText(ns);
  return { list, lifecycle, purgeText };
}
