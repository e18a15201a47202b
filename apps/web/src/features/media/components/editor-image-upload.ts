import { type StorageUploadAnswer, UPLOAD_LIMITS } from '@talanty/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadToStorage } from '../../../lib/upload-image.ts';

/**
 * A cover picture's upload, for the audio cover field and the video cover picker: checks the size,
 * uploads with progress (a new file or unmounting cancels the one before), reports busy to the form,
 * and keeps the error to show. Give `upload` to a Mantine `FileButton` with `resetRef`, so the same
 * file can be chosen again.
 */
export function useImageUpload({
  onUploaded,
  onBusyChange,
  messages,
}: {
  /** Called with an answer whose `kind` is `image`. */
  onUploaded: (answer: StorageUploadAnswer) => void;
  onBusyChange?: (busy: boolean) => void;
  messages: { tooLarge: string; notImage: string; failed: string };
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function upload(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    if (file.size > UPLOAD_LIMITS.image) {
      setError(messages.tooLarge);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    try {
      const answer = await uploadToStorage(file, file.name, setProgress, controller.signal);
      if (answer.kind !== 'image') {
        setError(messages.notImage);
        return;
      }
      onUploaded(answer);
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(cause instanceof ApiError ? cause.message : messages.failed);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
        onBusyChange?.(false);
      }
    }
  }

  return { upload, progress, error, resetRef, cancel: () => abort.current?.abort() };
}
