import { type AddUserFileBody, encodePeaks, type StorageUploadAnswer } from '@talanty/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { uploadToStorage } from '../../../lib/upload-image.ts';
import { useAddFile } from '../../../shared/media/api/files.ts';
import { toMb, useUploadLimits } from '../api/upload-limits.ts';
import { computePeaks } from '../lib/peaks.ts';
import { titleFromFileName } from './audio-file-check.ts';
import { type AudioFormValues, saveErrorMessage, showServerErrors, useAudioForm } from './audio-form.tsx';
import { confirmDiscard } from './editor-lifecycle.tsx';
import { EMPTY_TAGS, tagFieldsOf } from './tag-fields.tsx';

export type UploadState =
  | { status: 'uploading'; progress: number }
  | { status: 'done'; answer: StorageUploadAnswer }
  | { status: 'failed'; message: string; retry: boolean };

/** Saving waits this long for the waveform at most; past it the track is saved without one. */
const PEAKS_WAIT_MS = 15_000;

/** One decode at a time: several large files decoded at once could exhaust a phone's memory. */
let peaksQueue: Promise<unknown> = Promise.resolve();
function queuePeaks(file: File): Promise<number[] | null> {
  const job = peaksQueue.then(() => computePeaks(file)).catch(() => null);
  peaksQueue = job;
  return job;
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * One chosen file on its way to becoming a track: the upload (progress, cancel, retry), the
 * waveform computed in the browser meanwhile, the details form, and the save with `addUserFile`.
 */
export function useAudioUpload(
  file: File,
  { onRemove, onSaved }: { onRemove: () => void; onSaved: () => void },
) {
  const { t } = useTranslation('audioEdit');
  const limits = useUploadLimits();
  const add = useAddFile();
  const [attempt, setAttempt] = useState(0);
  const [upload, setUpload] = useState<UploadState>({ status: 'uploading', progress: 0 });
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const peaksJob = useRef<Promise<number[] | null> | null>(null);
  const form = useAudioForm({
    name: titleFromFileName(file.name),
    description: '',
    tags: EMPTY_TAGS,
    isPublic: true,
    cover: null,
  });
  const formRef = useRef(form);
  formRef.current = form;

  // The waveform is computed once per file, while the upload runs.
  useEffect(() => {
    let live = true;
    const job = queuePeaks(file);
    peaksJob.current = job;
    void job.then((values) => {
      if (live) setPeaks(values);
    });
    return () => {
      live = false;
    };
  }, [file]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the upload on retry
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ status: 'uploading', progress: 0 });
    uploadToStorage(
      file,
      file.name,
      (progress) => setUpload({ status: 'uploading', progress }),
      controller.signal,
    )
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.kind !== 'audio') {
          const message = t('check.unsupported', { name: file.name });
          setUpload({ status: 'failed', message, retry: false });
          notifyError(message);
          return;
        }
        // The title from the file's tags replaces the file name, unless the user already typed one.
        const current = formRef.current;
        if (answer.title && !current.isDirty('name')) {
          current.setFieldValue('name', answer.title);
          current.resetDirty({ ...current.getValues(), name: answer.title });
        }
        setUpload({ status: 'done', answer });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failed = uploadFailure(error);
        setUpload({ status: 'failed', ...failed });
        notifyError(failed.message);
      });
    return () => controller.abort();
  }, [file, attempt]);

  function uploadFailure(error: unknown): { message: string; retry: boolean } {
    if (!(error instanceof ApiError)) return { message: t('upload.failed'), retry: true };
    if (error.code === 'UNSUPPORTED_FORMAT')
      return { message: t('check.unsupported', { name: file.name }), retry: false };
    if (error.code === 'FILE_TOO_LARGE')
      return {
        message: t('check.tooLarge', { name: file.name, mb: toMb(limits.audioMaxBytes) }),
        retry: false,
      };
    if (error.status === 0 || error.status >= 500 || error.status === 429)
      return { message: error.status === 0 ? t('upload.failed') : error.message, retry: true };
    return { message: error.message, retry: false };
  }

  function discard() {
    const go = () => {
      abort.current?.abort();
      onRemove();
    };
    // A finished upload or typed details would be lost: ask first. A bare upload is just cancelled.
    if (form.isDirty() || upload.status === 'done') confirmDiscard(t, go);
    else go();
  }

  async function save(values: AudioFormValues) {
    if (upload.status !== 'done') return;
    setSaveError(null);
    const waveform = await withTimeout(peaksJob.current ?? Promise.resolve(null), PEAKS_WAIT_MS, null);
    const body: AddUserFileBody = {
      FileType: 'Audio',
      uploadId: upload.answer.uploadId,
      Name: values.name.trim(),
      Description: values.description.trim(),
      PublicFlag: values.isPublic ? 'Y' : 'N',
      ...tagFieldsOf(values.tags),
      ...(values.cover ? { LogoId: values.cover.uploadId } : {}),
      ...(waveform ? { Peaks: waveform } : {}),
    };
    try {
      try {
        await add.mutateAsync(body);
      } catch (error) {
        // Peaks the server will not take must not cost the track: it is saved without a waveform.
        if (
          error instanceof ApiError &&
          body.Peaks &&
          error.fields?.some((f) => f.path.startsWith('body.Peaks'))
        ) {
          const { Peaks: _dropped, ...rest } = body;
          await add.mutateAsync(rest);
        } else throw error;
      }
      notifySuccess(t('add.saved', { name: body.Name }));
      onSaved();
    } catch (error) {
      if (!showServerErrors(form, error)) setSaveError(saveErrorMessage(error, t('add.saveFailed')));
    }
  }

  const preview = useMemo(() => (peaks && peaks.length > 0 ? encodePeaks(peaks) : null), [peaks]);
  const done = upload.status === 'done' ? upload.answer : null;

  return {
    form,
    upload,
    done,
    preview,
    embeddedCover: done?.coverSizes?.Square512 ?? null,
    saving: add.isPending || form.submitting,
    coverBusy,
    setCoverBusy,
    saveError,
    retry: () => setAttempt((n) => n + 1),
    discard,
    save,
  };
}
