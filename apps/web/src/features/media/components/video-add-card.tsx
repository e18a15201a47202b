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
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconClockHour4,
  IconInfoCircle,
  IconLink,
  IconSearch,
} from '@tabler/icons-react';
import type { AddUserFileBody, VideoInfo } from '@talanty/contract';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { getVideoInfo, useAddFile } from '../../../shared/media/api/files.ts';
import {
  formatVideoDuration,
  isVerticalVideo,
  PlatformBadge,
  VideoCover,
} from '../../../shared/media/components/video-card.tsx';
import { EMPTY_TAGS, type FileTags, TagFields, tagFieldsOf } from './tag-fields.tsx';
import classes from './video-add-card.module.css';
import { type CoverChoice, VideoCoverPicker } from './video-cover-picker.tsx';
import { VideoDetailsFields, type VideoDetailsValue } from './video-details-fields.tsx';

/** A YouTube detail fetch that has not answered by then gets the spec's "may be slow" notice. */
export const YOUTUBE_SLOW_NOTICE_MS = 400;
const SLOW_NOTICE_ID = 'video-youtube-slow';

/** Roughly a web address: a host with a dot, no spaces (the server decides the rest). */
export function looksLikeLink(text: string): boolean {
  return /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/iu.test(text.trim());
}

export function isYouTubeLink(text: string): boolean {
  return /^(https?:\/\/)?([\w-]+\.)*(youtube\.com|youtu\.be|youtube-nocookie\.com)([/?#:]|$)/i.test(
    text.trim(),
  );
}

const EMPTY_DETAILS: VideoDetailsValue = { name: '', description: '', publicFlag: true };

/** Field messages of a refused save, by the contract's field paths. */
function fieldErrors(error: ApiError) {
  const out: { name?: string; description?: string } = {};
  for (const field of error.fields ?? []) {
    if (field.path.endsWith('Name')) out.name = field.message;
    if (field.path.endsWith('Description')) out.description = field.message;
  }
  return out;
}

/**
 * The add flow of spec section 4 on one card: paste a link (Enter or paste looks it up), the server
 * recognises the platform and fetches the details, then title, description, cover, talents, tools,
 * styles and visibility, then save. Nothing typed is lost when a lookup or a save fails.
 */
export function VideoAddCard({ linkRef }: { linkRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('videoEdit');
  const add = useAddFile();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [info, setInfo] = useState<{ input: string; info: VideoInfo } | null>(null);
  const [details, setDetails] = useState<VideoDetailsValue>(EMPTY_DETAILS);
  const [tags, setTags] = useState<FileTags>(EMPTY_TAGS);
  const [cover, setCover] = useState<CoverChoice>({ kind: 'platform' });
  const [coverBusy, setCoverBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string | null; description?: string | null }>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const sequence = useRef(0);
  const prefilledName = useRef('');
  const nameRef = useRef<HTMLInputElement>(null);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(slowTimer.current);
      notifications.hide(SLOW_NOTICE_ID);
    },
    [],
  );

  async function detect(raw: string) {
    const url = raw.trim();
    if (!url) {
      setLinkError(t('add.linkRequired'));
      return;
    }
    if (!looksLikeLink(url)) {
      setLinkError(t('add.notALink'));
      return;
    }
    if (info?.input === url) return;
    const seq = ++sequence.current;
    setLinkError(null);
    setSaveError(null);
    setLoading(true);
    clearTimeout(slowTimer.current);
    if (isYouTubeLink(url)) {
      slowTimer.current = setTimeout(() => {
        notifications.show({
          id: SLOW_NOTICE_ID,
          color: 'yellow',
          icon: <IconClockHour4 size={18} aria-hidden />,
          title: t('add.slowTitle'),
          message: t('add.slowYouTube'),
        });
      }, YOUTUBE_SLOW_NOTICE_MS);
    }
    try {
      const answer = await getVideoInfo(url);
      if (seq !== sequence.current) return;
      setInfo({ input: url, info: answer });
      // A title the user typed stays; one we filled in follows the new link.
      setDetails((current) => {
        const keep = current.name.trim() && current.name !== prefilledName.current;
        prefilledName.current = answer.title ?? '';
        return keep ? current : { ...current, name: answer.title ?? '' };
      });
      setCover((current) =>
        current.kind === 'upload' || !answer.thumbnailUrl ? current : { kind: 'platform' },
      );
      setErrors({});
    } catch (error) {
      if (seq !== sequence.current) return;
      setInfo(null);
      setLinkError(
        error instanceof ApiError
          ? error.code === 'VALIDATION_ERROR' && error.fields?.[0]
            ? error.fields[0].message
            : error.message
          : t('add.detectFailed'),
      );
    } finally {
      if (seq === sequence.current) {
        setLoading(false);
        clearTimeout(slowTimer.current);
        notifications.hide(SLOW_NOTICE_ID);
      }
    }
  }

  function changeLink(next: string) {
    setLink(next);
    setLinkError(null);
    // Another link: its details are looked up again; what the user typed below stays.
    if (info && next.trim() !== info.input) {
      sequence.current++;
      setLoading(false);
      setInfo(null);
    }
  }

  function reset() {
    sequence.current++;
    setLink('');
    setLinkError(null);
    setLoading(false);
    setInfo(null);
    setDetails(EMPTY_DETAILS);
    setTags(EMPTY_TAGS);
    setCover({ kind: 'platform' });
    setErrors({});
    setSaveError(null);
    prefilledName.current = '';
  }

  async function save() {
    if (!info) {
      void detect(link);
      return;
    }
    const video = info.info;
    const name = details.name.trim();
    if (video.detailsFlag === 'N' && !name) {
      setErrors({ name: t('add.nameRequired') });
      nameRef.current?.focus();
      return;
    }
    setErrors({});
    setSaveError(null);
    const body: AddUserFileBody = {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: video.url,
      hostingService: video.hostingService,
      FileSubType: video.FileSubType,
      Name: name || undefined,
      Description: details.description.trim(),
      PublicFlag: details.publicFlag ? 'Y' : 'N',
      ...tagFieldsOf(tags),
      ...(cover.kind === 'upload'
        ? { LogoId: cover.uploadId }
        : video.thumbnailUrl
          ? { LogoURL: video.thumbnailUrl }
          : {}),
    };
    try {
      const file = await add.mutateAsync(body);
      notifySuccess(t('add.saved', { name: file.Name }));
      reset();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setSaveError(t('add.saveFailed'));
        return;
      }
      const fields = fieldErrors(error);
      if (fields.name || fields.description) setErrors(fields);
      else if (error.code === 'VIDEO_ALREADY_ADDED') setLinkError(error.message);
      else setSaveError(error.message);
    }
  }

  const video = info?.info;
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
                  onChange={(next) => {
                    setDetails(next);
                    if (errors.name && next.name.trim()) setErrors((e) => ({ ...e, name: null }));
                  }}
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
