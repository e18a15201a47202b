import { Button, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { COMMENT_LIMITS } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/api-client.ts';
import classes from './comment-thread.module.css';

/** The form's own check: 1..2000 characters of text once trimmed (the server's rule). */
export function commentError(message: string): 'empty' | 'tooLong' | null {
  const text = message.trim();
  if (!text) return 'empty';
  if (text.length > COMMENT_LIMITS.message) return 'tooLong';
  return null;
}

/**
 * Writes a comment, a reply or an edit: Ctrl+Enter or «Отправить» sends; the text stays until the
 * server took it (its refusal shows under the field). `onSubmit` resolves when the write is done.
 */
export function CommentForm({
  initial = '',
  label,
  placeholder,
  submitLabel,
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSubmit: (message: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;

  async function submit() {
    const problem = commentError(text);
    if (problem) {
      setError(t(`form.errors.${problem}`, { max: COMMENT_LIMITS.message }));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
      setError(null);
    } catch (failure) {
      setError(refusalMessage(failure, t('notice.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="comment-form"
    >
      <Textarea
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
        error={error}
        autosize
        minRows={2}
        maxRows={10}
        autoFocus={autoFocus}
      />
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="xs" c={length > COMMENT_LIMITS.message ? 'red' : 'dimmed'}>
          {t('form.counter', { count: length, max: COMMENT_LIMITS.message })}
          <span className={classes.keyHint}> · {t('form.hint')}</span>
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="subtle" color="gray" size="xs" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={busy} leftSection={<IconSend size={14} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
