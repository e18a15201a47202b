import '@mantine/dates/styles.layer.css';
import { Alert, Button, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import {
  IconAlertTriangle,
  IconCalendarTime,
  IconLock,
  IconPaperclip,
  IconSend,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { type FileRecord, POST_LIMITS, POST_TYPES, type PostRecord, type PostType } from '@talanty/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { fileTitle } from '../../media/components/media-format.ts';
import { useCreatePost, useUpdatePost } from '../api/posts.ts';
import {
  type DraftErrors,
  hasErrors,
  type PostDraft,
  timeZoneLabel,
  toDisplayDT,
  toPickerValue,
  validateDraft,
} from '../lib/post-draft.ts';
import { type DraftField, draftServerErrors } from '../lib/server-errors.ts';
import { FileChip } from './file-chip.tsx';
import { FilePickerModal } from './file-picker-modal.tsx';
import classes from './post-composer.module.css';
import { useUpdateLoader } from './use-post-actions.tsx';

export type ComposerProps = {
  /** Editing this post; a new post without it. */
  post?: PostRecord;
  /** Files attached from the start (a track's «Опубликовать в ленте»). */
  initialFiles?: FileRecord[];
  /** Opens with the schedule on (the card's «Запланировать»). */
  initialSchedule?: boolean;
  /** Shows the title field (the dialogs; the profile's inline composer is text first). */
  withTitle?: boolean;
  /** The inline composer starts as one line and opens on focus. */
  inline?: boolean;
  autoFocus?: boolean;
  onDone: (post: PostRecord) => void;
  onCancel?: () => void;
  /** Whether the draft differs from where it started (for «Закрыть без сохранения?»). */
  onDirtyChange?: (dirty: boolean) => void;
};

function initialDraft(post?: PostRecord, files: FileRecord[] = [], schedule = false): PostDraft {
  if (!post) return { title: '', body: '', files, schedule, at: null, audience: 'Public' };
  const scheduled = post.Status === 'Sheduled';
  return {
    title: post.Title ?? '',
    body: post.Body,
    files: post.Files,
    schedule: scheduled || schedule,
    at: scheduled ? toPickerValue(post.DisplayDT) : null,
    audience: post.Type,
  };
}

/** A draft as the server's create call takes it. */
function createBody(draft: PostDraft, lang: string) {
  return {
    body: draft.body.trim() || undefined,
    title: draft.title.trim() || undefined,
    fileId: draft.files.map((file) => file.FileId),
    displayDT: draft.schedule && draft.at ? toDisplayDT(draft.at) : undefined,
    type: draft.audience,
    languageCode: lang,
  };
}

/** A draft as an update of `post`: the text and files, and for a scheduled post its time or «now». */
function updateBody(post: PostRecord, draft: PostDraft, lang: string) {
  const scheduled = post.Status === 'Sheduled';
  return {
    PostId: post.PostId,
    Title: draft.title.trim() || null,
    Body: draft.body.trim(),
    FileIds: draft.files.map((file) => file.FileId),
    Type: draft.audience,
    languageCode: lang,
    ...(draft.schedule && draft.at
      ? { Status: 'Sheduled' as const, DisplayDT: toDisplayDT(draft.at) }
      : scheduled
        ? { Status: 'Published' as const }
        : {}),
  };
}

const AUDIENCE_ICONS: Record<PostType, typeof IconWorld> = {
  Public: IconWorld,
  Followers: IconUsers,
  Private: IconLock,
};

/** Who may read the post: everyone or my followers (and «only me» for a post that already is). */
function AudienceSelect({
  value,
  withPrivate,
  onChange,
}: {
  value: PostType;
  withPrivate: boolean;
  onChange: (value: PostType) => void;
}) {
  const { t } = useTranslation('posts');
  const Icon = AUDIENCE_ICONS[value];
  const options = POST_TYPES.filter((type) => type !== 'Private' || withPrivate);
  return (
    <Select
      aria-label={t('composer.audience.label')}
      value={value}
      onChange={(next) => next && onChange(next as PostType)}
      data={options.map((type) => ({ value: type, label: t(`composer.audience.${type}`) }))}
      allowDeselect={false}
      leftSection={<Icon size={16} aria-hidden />}
      w={190}
      comboboxProps={{ withinPortal: true }}
      data-testid="post-audience"
    />
  );
}

/**
 * Writes or edits a post: text (links become clickable), up to ten of my files, and a publication
 * time in my time zone (Mantine's date-time picker). Checks what the server would refuse before
 * sending; the server's own refusals land on their fields. Nothing typed is lost on an error.
 */
export function PostComposer({
  post,
  initialFiles,
  initialSchedule = false,
  withTitle = false,
  inline = false,
  autoFocus = false,
  onDone,
  onCancel,
  onDirtyChange,
}: ComposerProps) {
  const { t } = useTranslation('posts');
  const { t: tm } = useTranslation('media');
  const lang = useLang();
  const [start] = useState(() => initialDraft(post, initialFiles, initialSchedule));
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField | 'general', string>>>({});
  const [picking, setPicking] = useState(false);
  const [open, setOpen] = useState(!inline || autoFocus);
  const create = useCreatePost();
  const update = useUpdatePost();
  const loader = useUpdateLoader();
  const busy = create.isPending || update.isPending;
  // A published post stays published: only a post not yet out can be (re)scheduled.
  const canSchedule = !post || post.Status === 'Sheduled';

  const change = (patch: Partial<PostDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onDirtyChange?.(JSON.stringify(next) !== JSON.stringify(start));
    // Errors already shown follow the text; new ones wait for «Опубликовать».
    if (hasErrors(errors)) setErrors(validateDraft(next));
    setServerErrors({});
  };

  const errorText = (field: DraftField): string | undefined => {
    const key = errors[field];
    if (key)
      return t(`composer.errors.${key}`, {
        max: field === 'title' ? POST_LIMITS.title : field === 'files' ? POST_LIMITS.files : POST_LIMITS.body,
      });
    return serverErrors[field];
  };

  async function submit() {
    const found = validateDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const saved = await loader.track(
        post
          ? update.mutateAsync(updateBody(post, draft, lang))
          : create.mutateAsync(createBody(draft, lang)),
      );
      if (inline) {
        setDraft(initialDraft());
        setOpen(false);
      }
      onDirtyChange?.(false);
      onDone(saved);
    } catch (error) {
      setServerErrors(draftServerErrors(error, t('notice.failed')));
    }
  }

  const bodyLength = draft.body.trim().length;
  // One file and no text: the caption the server will write («Новый трек: …») shows as the placeholder.
  const only = draft.files.length === 1 ? draft.files[0] : undefined;
  const placeholder =
    only && !post
      ? t(`publish.template.${only.FileType}`, { title: fileTitle(only) || tm(`kind.${only.FileType}`) })
      : t('composer.placeholder');
  const filesError = errorText('files');
  const submitLabel = post
    ? t('composer.save')
    : draft.schedule
      ? t('composer.submitScheduled')
      : t('composer.submit');

  return (
    <form
      className={classes.form}
      data-open={open || undefined}
      aria-busy={loader.visible || undefined}
      data-testid="post-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {withTitle && (
          <TextInput
            label={t('composer.titleLabel')}
            placeholder={t('composer.titlePlaceholder')}
            value={draft.title}
            onChange={(event) => change({ title: event.currentTarget.value })}
            error={errorText('title')}
            maxLength={POST_LIMITS.title + 50}
          />
        )}
        <Textarea
          label={t('composer.bodyLabel')}
          labelProps={inline ? { className: classes.hiddenLabel } : undefined}
          placeholder={placeholder}
          value={draft.body}
          onChange={(event) => change({ body: event.currentTarget.value })}
          onFocus={() => setOpen(true)}
          error={errorText('body')}
          autosize
          minRows={open ? 3 : 1}
          maxRows={14}
          autoFocus={autoFocus}
          description={open ? t('composer.bodyHint') : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        {open && (
          <>
            <Text size="xs" c={bodyLength > POST_LIMITS.body ? 'red' : 'dimmed'} ta="end" mt={-6}>
              {t('composer.counter', { count: bodyLength, max: POST_LIMITS.body })}
            </Text>
            {draft.files.length > 0 && (
              <ul
                className={classes.files}
                aria-label={t('composer.attachCount', { count: draft.files.length, max: POST_LIMITS.files })}
              >
                {draft.files.map((file) => (
                  <FileChip
                    key={file.FileId}
                    file={file}
                    onRemove={() =>
                      change({ files: draft.files.filter((item) => item.FileId !== file.FileId) })
                    }
                  />
                ))}
              </ul>
            )}
            {filesError && (
              <Text size="sm" c="red" role="alert">
                {filesError}
              </Text>
            )}
            {canSchedule && (
              <Stack gap={6}>
                <Switch
                  label={t('composer.schedule')}
                  checked={draft.schedule}
                  onChange={(event) => change({ schedule: event.currentTarget.checked })}
                />
                {draft.schedule && (
                  <DatesProvider settings={{ locale: lang, firstDayOfWeek: lang === 'ru' ? 1 : 0 }}>
                    <DateTimePicker
                      label={t('composer.scheduleLabel')}
                      description={t('composer.scheduleHint', { zone: timeZoneLabel() })}
                      value={draft.at}
                      onChange={(value) => change({ at: value })}
                      minDate={dayjs().format('YYYY-MM-DD')}
                      maxDate={dayjs().add(POST_LIMITS.scheduleDays, 'day').format('YYYY-MM-DD')}
                      valueFormat={lang === 'ru' ? 'D MMMM YYYY, HH:mm' : 'MMMM D, YYYY, HH:mm'}
                      defaultTimeValue={dayjs().add(1, 'hour').format('HH:00')}
                      error={errorText('at')}
                      leftSection={<IconCalendarTime size={18} aria-hidden />}
                      clearable
                      popoverProps={{ withinPortal: true }}
                      submitButtonProps={{ 'aria-label': t('composer.scheduleDone') }}
                      timePickerProps={{
                        hoursInputLabel: t('composer.hours'),
                        minutesInputLabel: t('composer.minutes'),
                      }}
                      maw={360}
                      data-testid="post-schedule"
                    />
                  </DatesProvider>
                )}
              </Stack>
            )}
            {serverErrors.general && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                role="alert"
              >
                {serverErrors.general}
              </Alert>
            )}
            <Group justify="space-between" gap="xs" className={classes.actions}>
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconPaperclip size={17} aria-hidden />}
                  onClick={() => setPicking(true)}
                >
                  {draft.files.length > 0
                    ? t('composer.attachCount', { count: draft.files.length, max: POST_LIMITS.files })
                    : t('composer.attach')}
                </Button>
                <AudienceSelect
                  value={draft.audience}
                  withPrivate={post?.Type === 'Private'}
                  onChange={(audience) => change({ audience })}
                />
              </Group>
              <Group gap="xs">
                {(onCancel || inline) && (
                  <Button
                    variant="subtle"
                    color="gray"
                    onClick={() => {
                      if (inline) {
                        setDraft(initialDraft());
                        setErrors({});
                        setServerErrors({});
                        setOpen(false);
                        onDirtyChange?.(false);
                      }
                      onCancel?.();
                    }}
                  >
                    {t('composer.cancel')}
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={busy && loader.visible}
                  disabled={busy}
                  leftSection={
                    draft.schedule ? (
                      <IconCalendarTime size={17} aria-hidden />
                    ) : (
                      <IconSend size={17} aria-hidden />
                    )
                  }
                >
                  {submitLabel}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
      {picking && (
        <FilePickerModal
          opened
          initial={draft.files}
          onClose={() => setPicking(false)}
          onDone={(files) => {
            setPicking(false);
            change({ files });
          }}
        />
      )}
    </form>
  );
}
