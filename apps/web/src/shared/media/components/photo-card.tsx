import { Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './photo-card.module.css';
import { PrivateBadge } from './video-photo-shared.tsx';

/** The smallest picture of a photo that fills a grid cell (400 px on the long side). */
export const photoThumbOf = (file: FileRecord): string | null =>
  file.Sizes?.Thumbnail ?? file.LogoURL ?? file.FileFullURL ?? null;

/** A photo's square thumbnail; a picture that fails to load becomes a quiet placeholder. */
export function PhotoThumb({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <div className={classes.placeholder} role="img" aria-label={alt}>
        <IconPhoto size={40} stroke={1.4} aria-hidden />
      </div>
    );
  return (
    <img
      src={src}
      alt={alt}
      className={classes.image}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

type PhotoCardProps = {
  file: FileRecord;
  /** The owner's controls (a menu), laid over the picture's corner. */
  ownerActions?: ReactNode;
  /** Opens the photo (a viewer); without it the picture links to /media/:id. */
  onOpen?: () => void;
  /** Replaces the caption under the picture (the editor puts its caption field there). */
  footer?: ReactNode;
  /** Whether the picture opens anything (off for photos in the trash). */
  interactive?: boolean;
};

/** One photo in a grid: the square thumbnail, a private badge, the caption, the owner's controls. */
export function PhotoCard({ file, ownerActions, onOpen, footer, interactive = true }: PhotoCardProps) {
  const { t } = useTranslation('photoEdit');
  const alt = file.Name || t('card.untitled');
  const picture = (
    <div className={classes.frame}>
      <PhotoThumb src={photoThumbOf(file)} alt={alt} />
      {file.PublicFlag === 'N' && <PrivateBadge className={classes.badge} label={t('card.private')} />}
    </div>
  );
  let opener: ReactNode = picture;
  if (interactive && onOpen)
    opener = (
      <UnstyledButton className={classes.opener} onClick={onOpen} aria-label={t('card.open', { name: alt })}>
        {picture}
      </UnstyledButton>
    );
  else if (interactive)
    opener = (
      <Link
        className={classes.opener}
        to={`/media/${file.FileId}`}
        aria-label={t('card.open', { name: alt })}
      >
        {picture}
      </Link>
    );

  return (
    <article className={classes.card} data-testid="photo-card" aria-label={alt}>
      <div className={classes.pictureWrap}>
        {opener}
        {ownerActions && <div className={classes.actions}>{ownerActions}</div>}
      </div>
      {footer ??
        (file.Name ? (
          <Text size="sm" fw={500} lineClamp={2} className={classes.caption}>
            {file.Name}
          </Text>
        ) : null)}
    </article>
  );
}
