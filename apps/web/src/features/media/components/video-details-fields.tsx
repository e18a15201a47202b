import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { FILE_TEXT_LIMITS } from '@talanty/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type VideoDetailsValue = {
  name: string;
  description: string;
  publicFlag: boolean;
};

type VideoDetailsFieldsProps = {
  value: VideoDetailsValue;
  onChange: (next: VideoDetailsValue) => void;
  errors?: { name?: string | null; description?: string | null };
  /** The title must be typed (the platform's details could not be fetched). */
  nameRequired?: boolean;
  /** Shown in an empty title field: what the server will use instead. */
  namePlaceholder?: string;
  nameRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** Title, description and visibility of a video (the add flow and the edit dialog). */
export function VideoDetailsFields({
  value,
  onChange,
  errors,
  nameRequired,
  namePlaceholder,
  nameRef,
  disabled,
}: VideoDetailsFieldsProps) {
  const { t } = useTranslation('videoEdit');
  return (
    <Stack gap="md">
      <TextInput
        ref={nameRef}
        label={t('details.name')}
        placeholder={namePlaceholder ?? t('details.namePlaceholder')}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        error={errors?.name}
        required={nameRequired}
        withAsterisk={nameRequired}
        maxLength={FILE_TEXT_LIMITS.name}
        disabled={disabled}
        data-testid="video-name"
      />
      <Textarea
        label={t('details.description')}
        placeholder={t('details.descriptionPlaceholder')}
        value={value.description}
        onChange={(e) => onChange({ ...value, description: e.currentTarget.value })}
        error={errors?.description}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={FILE_TEXT_LIMITS.description}
        disabled={disabled}
      />
      <Switch
        label={t('details.public')}
        description={value.publicFlag ? t('details.publicOn') : t('details.publicOff')}
        checked={value.publicFlag}
        onChange={(e) => onChange({ ...value, publicFlag: e.currentTarget.checked })}
        disabled={disabled}
      />
    </Stack>
  );
}
