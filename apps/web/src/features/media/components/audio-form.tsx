import { Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { FILE_TEXT_LIMITS } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { type AudioCover, AudioCoverField } from './audio-cover-field.tsx';
import classes from './audio-form.module.css';
import { type FileTags, TagFields } from './tag-fields.tsx';

/** What the track form edits, for a new upload and for a saved track alike. */
export type AudioFormValues = {
  name: string;
  description: string;
  tags: FileTags;
  isPublic: boolean;
  /** The own cover (LogoId); null: the art embedded in the file, if any. */
  cover: AudioCover | null;
};

export type AudioForm = UseFormReturnType<AudioFormValues>;

/** The form with the spec's limits (the server checks them again). */
export function useAudioForm(initialValues: AudioFormValues): AudioForm {
  const { t } = useTranslation('audioEdit');
  return useForm<AudioFormValues>({
    initialValues,
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t('form.nameRequired');
        if (name.length > FILE_TEXT_LIMITS.name) return t('form.nameTooLong', { max: FILE_TEXT_LIMITS.name });
        return null;
      },
      description: (value) =>
        value.trim().length > FILE_TEXT_LIMITS.description
          ? t('form.descriptionTooLong', { max: FILE_TEXT_LIMITS.description })
          : null,
    },
  });
}

/** Where a server's field path (`body.Name`, `body.ListOfTalants.0`) goes in the form. */
function formFieldOf(path: string): keyof AudioFormValues | null {
  const field = path.replace(/^(body|InIO\.ListOfUserFile\.File\.\d+)\./, '').split('.')[0] ?? '';
  if (field === 'Name') return 'name';
  if (field === 'Description') return 'description';
  if (field === 'LogoId') return 'cover';
  if (field === 'ListOfTalants' || field === 'ListOfTools' || field === 'ListOfStyles') return 'tags';
  if (field === 'PublicFlag') return 'isPublic';
  return null;
}

/** Codes the server answers without field paths, and the field they are about. */
const CODE_FIELDS: Record<string, keyof AudioFormValues> = {
  LOGO_NOT_FOUND: 'cover',
  INVALID_TAG_CODE: 'tags',
};

/**
 * Puts a refused save's messages on the fields they are about; answers false when none fits (the
 * caller then shows the message above the buttons). Nothing the user typed is touched.
 */
export function showServerErrors(form: AudioForm, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors: Partial<Record<keyof AudioFormValues, string>> = {};
  for (const field of error.fields ?? []) {
    const key = formFieldOf(field.path);
    if (key && !errors[key]) errors[key] = field.message;
  }
  const byCode = CODE_FIELDS[error.code];
  if (byCode && !errors[byCode]) errors[byCode] = error.message;
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/** The message of a refused save that no field took. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;
}

function FieldProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Group gap={6} wrap="nowrap" role="alert" mt={6}>
      <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
      <Text size="xs" c="var(--mantine-color-error)">
        {children}
      </Text>
    </Group>
  );
}

/**
 * The fields of a track: cover beside title, description, visibility; the tags below. Stacked on
 * phones. `coverFallback` is the art embedded in the file (shown while no own cover is chosen).
 */
export function AudioFormFields({
  form,
  coverFallback,
  coverFallbackHint,
  onCoverBusyChange,
  disabled,
  autoFocus,
}: {
  form: AudioForm;
  coverFallback: string | null;
  coverFallbackHint?: string;
  onCoverBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('audioEdit');
  const { values } = form;
  const descriptionLength = values.description.length;
  return (
    <Stack gap="lg">
      <div className={classes.top}>
        <div className={classes.cover}>
          <AudioCoverField
            value={values.cover}
            onChange={(cover) => {
              form.setFieldValue('cover', cover);
              form.clearFieldError('cover');
            }}
            fallbackUrl={coverFallback}
            fallbackHint={coverFallbackHint}
            onBusyChange={onCoverBusyChange}
            error={typeof form.errors.cover === 'string' ? form.errors.cover : null}
            disabled={disabled}
            trackName={values.name}
          />
        </div>
        <Stack gap="md" className={classes.text}>
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            withAsterisk
            maxLength={FILE_TEXT_LIMITS.name}
            disabled={disabled}
            data-autofocus={autoFocus || undefined}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('form.description')}
            placeholder={t('form.descriptionPlaceholder')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={FILE_TEXT_LIMITS.description}
            disabled={disabled}
            description={
              <span className={classes.counter} aria-live="polite">
                {t('form.counter', { count: descriptionLength, max: FILE_TEXT_LIMITS.description })}
              </span>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('description')}
          />
          <Switch
            label={t('form.public')}
            description={values.isPublic ? t('form.publicOn') : t('form.publicOff')}
            disabled={disabled}
            {...form.getInputProps('isPublic', { type: 'checkbox' })}
          />
        </Stack>
      </div>
      <div>
        <TagFields
          value={values.tags}
          onChange={(tags) => {
            form.setFieldValue('tags', tags);
            form.clearFieldError('tags');
          }}
          disabled={disabled}
        />
        <FieldProblem>{typeof form.errors.tags === 'string' ? form.errors.tags : null}</FieldProblem>
      </div>
    </Stack>
  );
}
