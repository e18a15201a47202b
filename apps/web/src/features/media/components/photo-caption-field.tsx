import { Loader, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPencil } from '@tabler/icons-react';
import { FILE_TEXT_LIMITS, type FileRecord } from '@talanty/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useSyncFile } from '../../../shared/media/api/files.ts';
import classes from './photo-caption-field.module.css';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * A photo's caption (its Name), edited in place: saved on Enter or when the field loses focus,
 * Escape puts the saved text back. A tick says it is saved; a failure keeps the typed text and
 * says why.
 */
export function PhotoCaptionField({ file }: { file: FileRecord }) {
  const { t } = useTranslation('photoEdit');
  const sync = useSyncFile();
  const [value, setValue] = useState(file.Name);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const saved = useRef(file.Name);
  const skipCommit = useRef(false);
  const focused = useRef(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A caption changed elsewhere (the details dialog) shows here unless the user is typing.
  useEffect(() => {
    if (!focused.current && state !== 'saving' && state !== 'error' && file.Name !== saved.current) {
      saved.current = file.Name;
      setValue(file.Name);
    }
  }, [file.Name, state]);

  useEffect(() => () => clearTimeout(savedTimer.current), []);

  async function commit(text: string) {
    const next = text.trim();
    if (next === saved.current) {
      setValue(next);
      if (state === 'error') setState('idle');
      setError(null);
      return;
    }
    setState('saving');
    setError(null);
    try {
      const record = await sync.mutateAsync({ FileId: file.FileId, Name: next });
      saved.current = record.Name;
      setValue(record.Name);
      setState('saved');
      clearTimeout(savedTimer.current);
      savedTimer.current = setTimeout(() => setState((s) => (s === 'saved' ? 'idle' : s)), 2500);
    } catch (cause) {
      setState('error');
      setError(cause instanceof ApiError ? cause.message : t('caption.failed'));
    }
  }

  const indicator =
    state === 'saving' ? (
      <Loader size={14} aria-hidden />
    ) : state === 'saved' ? (
      <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
    ) : state === 'error' ? (
      <Tooltip label={error}>
        <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />
      </Tooltip>
    ) : (
      <IconPencil size={14} className={classes.pencil} aria-hidden />
    );

  return (
    <div>
      <TextInput
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={(e) => {
          focused.current = false;
          if (skipCommit.current) {
            skipCommit.current = false;
            return;
          }
          void commit(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            e.currentTarget.blur();
          } else if (e.key === 'Escape') {
            skipCommit.current = true;
            setValue(saved.current);
            setState('idle');
            setError(null);
            e.currentTarget.blur();
          }
        }}
        placeholder={t('caption.placeholder')}
        aria-label={t('caption.label', { name: saved.current || t('card.untitled') })}
        maxLength={FILE_TEXT_LIMITS.name}
        error={error}
        variant="filled"
        size="sm"
        radius="md"
        rightSection={indicator}
        classNames={{ input: classes.input }}
        data-state={state}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {state === 'saving' ? t('caption.saving') : state === 'saved' ? t('caption.saved') : ''}
      </VisuallyHidden>
    </div>
  );
}
