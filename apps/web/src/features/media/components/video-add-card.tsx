import {
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconInfoCircle,
  IconLink,
  IconSearch,
} from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatVideoDuration,
  isVerticalVideo,
  PlatformBadge,
  VideoCover,
} from '../../../shared/media/components/video-card.tsx';
import { TagFields } from './tag-fields.tsx';
import { useVideoAdd } from './use-video-add.ts';
import classes from './video-add-card.module.css';
import { VideoCoverPicker } from './video-cover-picker.tsx';
import { VideoDetailsFields } from './video-details-fields.tsx';

/**
 * The add flow of spec section 4 on one card: paste a link (Enter or paste looks it up), the server
 * recognises the platform and fetches the details, then title, description, cover, talents, tools,
 * styles and visibility, then save. Nothing typed is lost when a lookup or a save fails.
 */
export function VideoAddCard({ linkRef }: { linkRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('videoEdit');
  const {
    add,
    link,
    linkError,
    loading,
    video,
    details,
    tags,
    cover,
    coverBusy,
    errors,
    saveError,
    nameRef,
    detect,
    changeLink,
    changeDetails,
    setTags,
    setCover,
    setCoverBusy,
    reset,
    save,
  } = useVideoAdd();
  const vertical = video ? isVerticalVideo(video.FileSubType) : false;
  const coverUrl = cover.kind === 'upload' ? cover.url : (video?.thumbnailUrl ?? null);
  const platformName = video ? t(`platform.${video.hostingService}`) : '';

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
      <Stack gap="md">
        <Box>
          <Title order={2} fz="h3">
            {t('add.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {t('add.subtitle')}
          </Text>
        </Box>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            ref={linkRef}
            className={classes.linkInput}
            label={t('add.linkLabel')}
            placeholder="https://youtu.be/…"
            value={link}
            onChange={(e) => changeLink(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void detect(e.currentTarget.value);
              }
            }}
            onPaste={(e) => {
              const input = e.currentTarget;
              // The pasted text lands in the field first; then it is looked up.
              setTimeout(() => void detect(input.value), 0);
            }}
            error={linkError}
            leftSection={<IconLink size={18} aria-hidden />}
            rightSection={loading ? <Loader size={16} aria-label={t('add.detecting')} /> : null}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            size="md"
            data-testid="video-link"
          />
          <Button
            size="md"
            mt={{ base: 25, sm: 26 }}
            onClick={() => void detect(link)}
            loading={loading}
            leftSection={<IconSearch size={16} aria-hidden />}
            variant={video ? 'default' : 'filled'}
            className={classes.findButton}
          >
            {t('add.find')}
          </Button>
        </Group>
        {!video && !linkError && (
          <Text size="xs" c="dimmed">
            {t('add.supported')}
          </Text>
        )}

        {video && (
          <Stack gap="lg" pt="xs" className={classes.details}>
            <Divider />
            {video.detailsFlag === 'N' && (
              // Said once: the title names what failed, one sentence says what to do (the server's
              // own wording of the reason would repeat both).
              <Alert
                color="yellow"
                variant="light"
                radius="md"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t('add.noDetailsTitle', { platform: platformName })}
                data-testid="video-no-details"
              >
                {video.detailsError?.code === 'VIDEO_PLATFORM_ERROR' ? `${t('add.noDetailsPrivate')} ` : ''}
                {video.thumbnailUrl
                  ? t('add.noDetailsWithPreview', { platform: platformName })
                  : t('add.noDetails')}
              </Alert>
            )}
            <div className={classes.layout} data-vertical={vertical || undefined}>
              <Stack gap="sm" className={classes.previewColumn}>
                <div className={classes.preview} data-vertical={vertical || undefined}>
                  <VideoCover
                    src={coverUrl}
                    hostingService={video.hostingService}
                    vertical={vertical}
                    alt={t('add.previewAlt', { name: details.name || video.title || platformName })}
                  >
                    <div className={classes.previewBadge}>
                      <PlatformBadge hostingService={video.hostingService} subType={video.FileSubType} />
                    </div>
                    {video.duration ? (
                      <span className={classes.previewDuration}>{formatVideoDuration(video.duration)}</span>
                    ) : null}
                  </VideoCover>
                </div>
                {video.authorName && (
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {t('add.author', { author: video.authorName })}
                  </Text>
                )}
                <VideoCoverPicker
                  platformUrl={video.thumbnailUrl}
                  hostingService={video.hostingService}
                  vertical={vertical}
                  value={cover}
                  onChange={setCover}
                  onBusyChange={setCoverBusy}
                  disabled={add.isPending}
                />
              </Stack>
              <Stack gap="md" className={classes.fieldsColumn}>
                <VideoDetailsFields
                  value={details}
                  onChange={changeDetails}
                  errors={errors}
                  nameRequired={video.detailsFlag === 'N'}
                  namePlaceholder={video.title ?? undefined}
                  nameRef={nameRef}
                  disabled={add.isPending}
                />
              </Stack>
            </div>
            <TagFields value={tags} onChange={setTags} disabled={add.isPending} />
            {saveError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                role="alert"
              >
                {saveError}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Group gap={6} wrap="nowrap" c="dimmed">
                <IconInfoCircle size={16} aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('add.afterSave')}
                </Text>
              </Group>
              <Group gap="sm" ml="auto">
                <Button variant="default" onClick={reset} disabled={add.isPending}>
                  {t('add.cancel')}
                </Button>
                <Button onClick={() => void save()} loading={add.isPending} disabled={coverBusy}>
                  {t('add.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
