import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileSad } from '@tabler/icons-react';
import { type FileRecord, type PageMeta, type Profile, profileDisplayName } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ObjectLoadError, ObjectNotFound } from '../../../components/object-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMetaOverride } from '../../../lib/meta-override.ts';
import { CommentThread } from '../../../shared/comments/components/comment-thread.tsx';
import { useFile } from '../../../shared/media/api/files.ts';
import { fileTitle } from '../../../shared/media/components/media-format.ts';
import { VideoEmbed } from '../../../shared/media/components/video-embed.tsx';
import { useProfile } from '../../../shared/profile/api/get-profile.ts';
import { MediaActions } from '../components/media-actions.tsx';
import { MediaAudioHero } from '../components/media-audio-hero.tsx';
import { MediaFacts } from '../components/media-facts.tsx';
import { MediaHeading } from '../components/media-heading.tsx';
import { MediaOwnerCard } from '../components/media-owner-card.tsx';
import { MediaTags } from '../components/media-tags.tsx';
import classes from './media-page.module.css';

/** «Анна Соколова (@anna)», or «@anna» until (or unless) the profile says more: as the server names the owner. */
function ownerLabel(nickName: string, profile: Profile | undefined): string {
  const name = profile ? profileDisplayName(profile) : nickName;
  return name !== nickName ? `${name} (@${nickName})` : `@${nickName}`;
}

/** The title and description the server gives crawlers for this page (media.meta.ts). */
function useMediaMeta(file: FileRecord, owner: string): void {
  const { t } = useTranslation('media');
  const text = file.Description.replace(/\s+/g, ' ').trim();
  const meta: PageMeta = {
    title: `${fileTitle(file) || t(`kind.${file.FileType}`)} — ${owner}`,
    description: text
      ? text.length > 200
        ? `${text.slice(0, 199)}…`
        : text
      : t(`meta.describe.${file.FileType}`, { owner }),
  };
  useMetaOverride(meta);
}

function PhotoHero({ file }: { file: FileRecord }) {
  const { t } = useTranslation('media');
  const [broken, setBroken] = useState(false);
  const title = fileTitle(file) || t('kind.Image');
  return (
    <figure className={classes.photo} data-testid="media-photo">
      {broken ? (
        <div className={classes.photoBroken} role="img" aria-label={t('page.photoAlt', { title })}>
          <IconFileSad size={48} stroke={1.4} aria-hidden />
        </div>
      ) : (
        <a href={file.FileFullURL} target="_blank" rel="noopener" className={classes.photoLink}>
          <img
            className={classes.photoImage}
            src={file.FileFullURL}
            alt={t('page.photoAlt', { title })}
            width={file.Width ?? undefined}
            height={file.Height ?? undefined}
            onError={() => setBroken(true)}
          />
        </a>
      )}
    </figure>
  );
}

function Description({ file }: { file: FileRecord }) {
  const { t } = useTranslation('media');
  const text = file.Description.trim();
  const comment = file.Comment.trim();
  const hasTags = file.ListOfTalants.length + file.ListOfTools.length + file.ListOfStyles.length > 0;
  if (!text && !comment && !hasTags) {
    return (
      <Text c="dimmed" size="sm" className={classes.empty}>
        {t('page.noDescription')}
      </Text>
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('page.description')}
    >
      <Stack gap="lg">
        {(text || comment) && (
          <div>
            <Title order={2} size="h4" mb="xs">
              {t('page.description')}
            </Title>
            {text && <p className={classes.text}>{text}</p>}
            {comment && <p className={`${classes.text} ${classes.comment}`}>{comment}</p>}
          </div>
        )}
        {hasTags && (
          <div>
            <Title order={2} size="h4" mb="sm">
              {t('page.tagsTitle')}
            </Title>
            <MediaTags file={file} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function MediaView({ file }: { file: FileRecord }) {
  const profileQuery = useProfile(file.NickName);
  const profile = profileQuery.data;
  const ownerName = profile ? profileDisplayName(profile) : `@${file.NickName}`;
  useMediaMeta(file, ownerLabel(file.NickName, profile));

  return (
    <article className={classes.page} data-testid="media-page" data-type={file.FileType}>
      <div className={classes.main}>
        {file.FileType === 'Audio' ? (
          <MediaAudioHero file={file} ownerName={ownerName} />
        ) : (
          <section className={classes.visual}>
            {file.FileType === 'Video' ? <VideoEmbed file={file} /> : <PhotoHero file={file} />}
            <div className={classes.head}>
              <MediaHeading file={file} ownerName={ownerName} />
              <MediaActions file={file} ownerName={ownerName} />
            </div>
          </section>
        )}
        <Description file={file} />
        <CommentThread objectType="file" objectId={file.FileId} />
      </div>
      <aside className={classes.side}>
        <MediaOwnerCard
          nickName={file.NickName}
          fileType={file.FileType}
          profile={profile}
          loading={profileQuery.isPending && profileQuery.fetchStatus !== 'idle'}
        />
        <MediaFacts file={file} />
      </aside>
    </article>
  );
}

function MediaSkeleton() {
  return (
    <div className={classes.page} data-testid="media-skeleton" aria-busy="true">
      <div className={classes.main}>
        <Paper withBorder radius="lg" p="xl" className={classes.skeletonHero}>
          <Skeleton className={classes.skeletonCover} radius="md" />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={18} width={80} radius="sm" />
            <Skeleton height={36} width="70%" />
            <Skeleton height={18} width="35%" />
            <Skeleton height={72} mt="md" />
          </Stack>
        </Paper>
        <Skeleton height={120} radius="lg" />
      </div>
      <div className={classes.side}>
        <Skeleton height={220} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </div>
    </div>
  );
}

function MediaNotFound() {
  const { t } = useTranslation('media');
  return (
    <ObjectNotFound
      icon={IconFileSad}
      title={t('notFound.title')}
      metaTitle={t('notFound.metaTitle')}
      description={t('notFound.description')}
      homeLabel={t('notFound.home')}
      searchLabel={t('notFound.search')}
    />
  );
}

/** `/media/:id`: one track, video or photo with its details, tags, likes and author. Public. */
export default function MediaPage() {
  const { t } = useTranslation('media');
  const fileId = useParams().id ?? '';
  const query = useFile(fileId);

  if (query.data) return <MediaView file={query.data} />;
  if (query.isError) {
    const { error } = query;
    // Unknown, private and deleted files are all 404; an id the server cannot read is 400.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <MediaNotFound />;
    return (
      <ObjectLoadError
        title={t('loadError.title')}
        message={error.message}
        retryLabel={t('loadError.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <MediaSkeleton />;
}
