import { Paper, UnstyledButton } from '@mantine/core';
import type { FileRecord } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileTitle } from '../../media/components/media-format.ts';
import { PhotoThumb, photoThumbOf } from '../../media/components/photo-card.tsx';
import { PhotoLightbox } from '../../media/components/photo-lightbox.tsx';
import { TrackList } from '../../media/components/track-list.tsx';
import { VideoEmbed } from '../../media/components/video-embed.tsx';
import classes from './post-attachments.module.css';

/** Photos shown in a post's grid; the rest are a «+N» on the last cell and in the viewer. */
const GRID_PHOTOS = 6;

function PhotoGrid({ photos }: { photos: FileRecord[] }) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState<number | null>(null);
  const shown = photos.slice(0, GRID_PHOTOS);
  const hidden = photos.length - shown.length;
  const single = photos.length === 1;
  return (
    <>
      <div
        className={classes.photos}
        data-count={shown.length === 4 ? 4 : Math.min(shown.length, 3)}
        data-testid="post-photos"
      >
        {shown.map((photo, index) => {
          const title = fileTitle(photo) || t('card.attachments');
          const more = index === shown.length - 1 && hidden > 0;
          return (
            <UnstyledButton
              key={photo.FileId}
              className={classes.photo}
              data-single={single || undefined}
              onClick={() => setOpen(index)}
              aria-label={t('card.photoOpen', { title })}
            >
              {single ? (
                <img
                  className={classes.singleImage}
                  src={photo.FileFullURL}
                  alt={t('card.photoAlt', { title })}
                  width={photo.Width ?? undefined}
                  height={photo.Height ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <PhotoThumb src={photoThumbOf(photo)} alt={t('card.photoAlt', { title })} />
              )}
              {more && (
                <span className={classes.more} aria-hidden>
                  {t('card.morePhotos', { count: hidden })}
                </span>
              )}
            </UnstyledButton>
          );
        })}
      </div>
      <PhotoLightbox files={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}

/**
 * A post's files as the media library shows them: tracks in the app's one player (the post's tracks
 * are its queue), videos as the click-to-load embed, photos as a grid opening the photo viewer.
 */
export function PostAttachments({ files, artist }: { files: FileRecord[]; artist: string }) {
  const { t } = useTranslation('posts');
  if (files.length === 0) return null;
  const tracks = files.filter((file) => file.FileType === 'Audio');
  const videos = files.filter((file) => file.FileType === 'Video');
  const photos = files.filter((file) => file.FileType === 'Image');
  return (
    <section className={classes.attachments} aria-label={t('card.attachments')}>
      {tracks.length > 0 && (
        <Paper withBorder radius="md" p={4} className={classes.tracks}>
          <TrackList files={tracks} artist={artist} />
        </Paper>
      )}
      {videos.map((video) => (
        <div key={video.FileId} className={classes.video}>
          <VideoEmbed file={video} />
        </div>
      ))}
      {photos.length > 0 && <PhotoGrid photos={photos} />}
    </section>
  );
}
