import { ActionIcon, Anchor, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaPath } from './media-format.ts';
import classes from './photo-lightbox.module.css';

/** A horizontal move this long (px) on a touch screen turns the page. */
const SWIPE_DISTANCE = 50;

type PhotoLightboxProps = {
  files: FileRecord[];
  /** The photo shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** More photos on the server after the last loaded one: "next" at the end loads them. */
  hasMore?: boolean;
  onLoadMore?: () => Promise<unknown>;
};

function Picture({ file, alt }: { file: FileRecord; alt: string }) {
  const { t } = useTranslation('media');
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const src = file.FileFullURL;
  if (failed === src) {
    return (
      <div className={classes.broken} role="img" aria-label={alt}>
        <IconPhotoOff size={48} stroke={1.4} aria-hidden />
        <Text size="sm">{t('notFound.metaTitle')}</Text>
      </div>
    );
  }
  return (
    <>
      {loaded !== src && <Loader color="gray.4" className={classes.loader} aria-hidden />}
      <img
        key={src}
        className={classes.image}
        src={src}
        alt={alt}
        width={file.Width ?? undefined}
        height={file.Height ?? undefined}
        data-loaded={loaded === src || undefined}
        onLoad={() => setLoaded(src)}
        onError={() => setFailed(src)}
      />
    </>
  );
}

/**
 * The profile's photos one at a time, large: caption, "3 of 12", previous/next by buttons, the arrow
 * keys or a swipe, and a link to the photo's own page. Full screen on phones.
 */
export function PhotoLightbox({
  files,
  index,
  onIndexChange,
  onClose,
  hasMore = false,
  onLoadMore,
}: PhotoLightboxProps) {
  const { t } = useTranslation('media');
  const phone = useMediaQuery('(max-width: 48em)');
  const [loadingMore, setLoadingMore] = useState(false);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const file = index === null ? undefined : files[index];
  const opened = file !== undefined;
  const canPrevious = index !== null && index > 0;
  const canNext = index !== null && (index < files.length - 1 || (hasMore && Boolean(onLoadMore)));

  const previous = () => {
    if (index !== null && index > 0) onIndexChange(index - 1);
  };
  const next = async () => {
    if (index === null) return;
    if (index < files.length - 1) {
      onIndexChange(index + 1);
      return;
    }
    if (!hasMore || !onLoadMore || loadingMore) return;
    setLoadingMore(true);
    try {
      await onLoadMore();
      // The parent re-renders with the longer list; the next photo is one past this one.
      onIndexChange(index + 1);
    } finally {
      setLoadingMore(false);
    }
  };

  // Arrow keys turn the pages wherever the focus is inside the dialog.
  const keys = useRef({ previous, next });
  keys.current = { previous, next };
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') keys.current.previous();
      else if (event.key === 'ArrowRight') void keys.current.next();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened]);

  // The neighbours load while this one is looked at, so turning the page is instant.
  useEffect(() => {
    if (index === null) return;
    for (const neighbour of [files[index - 1], files[index + 1]]) {
      if (neighbour) new Image().src = neighbour.FileFullURL;
    }
  }, [files, index]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) void next();
    else previous();
  };

  const caption = file?.Name || t('lightbox.untitled');
  const counter =
    index === null
      ? ''
      : t('lightbox.counter', { current: index + 1, total: files.length + (hasMore ? '+' : '') });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone}
      size="min(1200px, 94vw)"
      centered
      padding={0}
      radius={phone ? 0 : 'lg'}
      title={counter}
      closeButtonProps={{ 'aria-label': t('lightbox.close') }}
      classNames={{
        content: classes.content,
        header: classes.header,
        body: classes.body,
        title: classes.title,
      }}
      aria-label={t('lightbox.label')}
      data-testid="photo-lightbox"
    >
      {file && (
        <div className={classes.viewer}>
          <div
            className={classes.stage}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeFrom.current = null;
            }}
          >
            <Picture file={file} alt={caption} />
            <ActionIcon
              className={`${classes.nav} ${classes.previous}`}
              size={52}
              radius="xl"
              variant="filled"
              color="dark"
              onClick={previous}
              disabled={!canPrevious}
              aria-label={t('lightbox.previous')}
            >
              <IconChevronLeft size={28} aria-hidden />
            </ActionIcon>
            <ActionIcon
              className={`${classes.nav} ${classes.next}`}
              size={52}
              radius="xl"
              variant="filled"
              color="dark"
              onClick={() => void next()}
              disabled={!canNext}
              loading={loadingMore}
              aria-label={t('lightbox.next')}
            >
              <IconChevronRight size={28} aria-hidden />
            </ActionIcon>
          </div>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" className={classes.footer}>
            <Text fw={600} className={classes.caption} data-testid="photo-lightbox-caption">
              {caption}
            </Text>
            <Anchor
              component={Link}
              to={mediaPath(file.FileId)}
              size="sm"
              fw={600}
              className={classes.pageLink}
            >
              {t('lightbox.openPage')}
              <IconExternalLink size={15} aria-hidden />
            </Anchor>
          </Group>
        </div>
      )}
    </Modal>
  );
}
