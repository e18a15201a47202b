import '@mantine/dropzone/styles.layer.css';
import { Alert, Box, Button, Group, Modal, Progress, Slider, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconAlertCircle,
  IconPhotoUp,
  IconUpload,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { UPLOAD_LIMITS } from '@talanty/contract';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { addImageFile, uploadToStorage } from '../../../lib/upload-image.ts';
import { CROP_SHAPES, type CropKind, cropImage, extensionOf, loadImage } from '../lib/crop-image.ts';
import classes from './image-upload-modal.module.css';

/** What a browser can both show and draw on a canvas. */
export const CROPPABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

type Step = 'pick' | 'crop' | 'upload';

type ImageUploadModalProps = {
  kind: CropKind;
  opened: boolean;
  onClose: () => void;
  /** Makes the uploaded image the avatar or header; resolves once the server has it. */
  onUploaded: (fileId: string) => Promise<unknown>;
};

/** Choose an image, crop it (square avatar, 4:1 header), upload it with progress and apply it. */
export function ImageUploadModal({ kind, opened, onClose, onUploaded }: ImageUploadModalProps) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>('pick');
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  function reset() {
    setStep('pick');
    setSource(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setProgress(0);
    setError(null);
  }

  function close() {
    if (step === 'upload') return;
    reset();
    onClose();
  }

  function onDrop(files: File[]) {
    const file = files[0];
    if (!file) return;
    setError(null);
    setSource({ url: URL.createObjectURL(file), name: file.name });
    setStep('crop');
  }

  function onReject(rejections: FileRejection[]) {
    const code = rejections[0]?.errors[0]?.code;
    setError(code === 'file-too-large' ? t('images.tooLarge', { mb: 20 }) : t('images.wrongType'));
  }

  async function save() {
    if (!source || !area) return;
    setStep('upload');
    setProgress(0);
    setError(null);
    try {
      const image = await loadImage(source.url);
      const blob = await cropImage(image, area, kind);
      const upload = await uploadToStorage(blob, `${kind}.${extensionOf(blob)}`, setProgress);
      setProgress(1);
      const file = await addImageFile(upload, source.name);
      await onUploaded(file.FileId);
      reset();
      onClose();
    } catch (cause) {
      setStep('crop');
      setError(cause instanceof ApiError ? cause.message : t('images.uploadFailed'));
    }
  }

  const shape = CROP_SHAPES[kind];
  const title = kind === 'avatar' ? t('images.avatarTitle') : t('images.headerTitle');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={kind === 'header' ? 'xl' : 'lg'}
      radius="lg"
      centered
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        {step === 'pick' && (
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            maxSize={UPLOAD_LIMITS.image}
            accept={CROPPABLE_TYPES}
            multiple={false}
            radius="lg"
            className={classes.dropzone}
            aria-label={t('images.dropLabel')}
          >
            <Stack align="center" gap="xs" mih={180} justify="center" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={44} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhotoUp size={44} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
              </Dropzone.Idle>
              <Text fw={600} ta="center">
                {t('images.drop')}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {kind === 'avatar' ? t('images.avatarHint') : t('images.headerHint')}
              </Text>
            </Stack>
          </Dropzone>
        )}
        {step !== 'pick' && source && (
          <>
            <Box className={classes.cropArea} data-kind={kind}>
              <Cropper
                image={source.url}
                crop={crop}
                zoom={zoom}
                aspect={shape.aspect}
                cropShape={kind === 'avatar' ? 'round' : 'rect'}
                showGrid={kind === 'header'}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            </Box>
            <Group gap="sm" wrap="nowrap">
              <IconZoomOut size={18} aria-hidden />
              <Slider
                flex={1}
                min={1}
                max={4}
                step={0.05}
                value={zoom}
                onChange={setZoom}
                label={null}
                disabled={step === 'upload'}
                thumbLabel={t('images.zoom')}
              />
              <IconZoomIn size={18} aria-hidden />
            </Group>
            <Text size="xs" c="dimmed">
              {t('images.cropHint')}
            </Text>
          </>
        )}
        {step === 'upload' && (
          <Stack gap={4} role="status" aria-live="polite">
            <Progress
              value={Math.round(progress * 100)}
              animated
              size="lg"
              radius="xl"
              aria-label={t('images.uploading')}
            />
            <Text size="sm" c="dimmed">
              {progress < 1
                ? t('images.uploadingPercent', { percent: Math.round(progress * 100) })
                : t('images.processing')}
            </Text>
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          {step === 'pick' ? (
            <span />
          ) : (
            <Button variant="subtle" onClick={reset} disabled={step === 'upload'}>
              {t('images.another')}
            </Button>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close} disabled={step === 'upload'}>
              {t('actions.cancel')}
            </Button>
            {step !== 'pick' && (
              <Button onClick={save} loading={step === 'upload'} disabled={!area}>
                {t('images.apply')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
