import { Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { FILE_TEXT_LIMITS, type FileRecord } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useSyncFile } from '../../../shared/media/api/files.ts';
import classes from '../../../shared/media/components/photo-card.module.css';
import { PhotoThumb, photoThumbOf } from '../../../shared/media/components/photo-card.tsx';
import { EditorModal, FormActions, SaveError } from './editor-form.tsx';
import { type FileTags, TagFields, tagFieldsOf, tagsOf } from './tag-fields.tsx';

/** A photo's caption, description, visibility and tags, in a dialog. */
export function PhotoDetailsModal({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const { t } = useTranslation('photoEdit');
  return (
    <EditorModal opened={Boolean(file)} onClose={onClose} title={t('details.title')} size="lg">
      {file && <PhotoDetailsForm key={file.FileId} file={file} onDone={onClose} />}
    </EditorModal>
  );
}

function PhotoDetailsForm({ file, onDone }: { file: FileRecord; onDone: () => void }) {
  const { t } = useTranslation('photoEdit');
  const sync = useSyncFile();
  const [name, setName] = useState(file.Name);
  const [description, setDescription] = useState(file.Description);
  const [publicFlag, setPublicFlag] = useState(file.PublicFlag === 'Y');
  const [tags, setTags] = useState<FileTags>(() => tagsOf(file));
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await sync.mutateAsync({
        FileId: file.FileId,
        Name: name.trim(),
        Description: description.trim(),
        PublicFlag: publicFlag ? 'Y' : 'N',
        ...tagFieldsOf(tags),
      });
      notifySuccess(t('details.saved'));
      onDone();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('details.failed'));
    }
  }

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div className={classes.frame} style={{ width: 96, flex: 'none' }}>
          <PhotoThumb src={photoThumbOf(file)} alt={file.Name || t('card.untitled')} />
        </div>
        <TextInput
          label={t('details.caption')}
          placeholder={t('caption.placeholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={FILE_TEXT_LIMITS.name}
          style={{ flex: 1, minWidth: 0 }}
          data-autofocus
        />
      </Group>
      <Textarea
        label={t('details.description')}
        description={t('details.descriptionHint')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={FILE_TEXT_LIMITS.description}
      />
      <Switch
        label={t('details.public')}
        description={publicFlag ? t('details.publicOn') : t('details.publicOff')}
        checked={publicFlag}
        onChange={(e) => setPublicFlag(e.currentTarget.checked)}
      />
      <TagFields value={tags} onChange={setTags} disabled={sync.isPending} />
      <SaveError message={error} />
      <FormActions
        cancelLabel={t('details.cancel')}
        saveLabel={t('details.save')}
        onCancel={onDone}
        onSave={() => void save()}
        saving={sync.isPending}
      />
    </Stack>
  );
}
