import { notifications } from '@mantine/notifications';
import { IconClockHour4 } from '@tabler/icons-react';
import type { AddUserFileBody, VideoInfo } from '@talanty/contract';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { getVideoInfo, useAddFile } from '../../../shared/media/api/files.ts';
import { EMPTY_TAGS, type FileTags, tagFieldsOf } from './tag-fields.tsx';
import type { CoverChoice } from './video-cover-picker.tsx';
import type { VideoDetailsValue } from './video-details-fields.tsx';

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
 * The state of the add flow (spec section 4): the link and its lookup (a "may be slow" notice for
 * YouTube), the details, tags and cover typed meanwhile, and the save. Nothing typed is lost when a
 * lookup or a save fails; a newer lookup wins over an older one still under way.
 */
export function useVideoAdd() {
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
          icon: createElement(IconClockHour4, { size: 18, 'aria-hidden': true }),
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

  /** The details as typed; a name typed after a "name required" clears that error. */
  function changeDetails(next: VideoDetailsValue) {
    setDetails(next);
    if (errors.name && next.name.trim()) setErrors((e) => ({ ...e, name: null }));
  }

  return {
    add,
    link,
    linkError,
    loading,
    video: info?.info,
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
  };
}
