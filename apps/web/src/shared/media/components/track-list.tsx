import { ActionIcon, Anchor, Badge, Loader, Text } from '@mantine/core';
import { IconMusic, IconPlayerPauseFilled, IconPlayerPlayFilled, IconRefresh } from '@tabler/icons-react';
import type { FileRecord, FileTag } from '@talanty/contract';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import chipClasses from '../../../components/talent-chip.module.css';
import { TALENT_COLORS } from '../../../components/talent-icon.tsx';
import { chipColors, SMALL_CHIP_MIX } from '../../../components/talent-visuals.ts';
import { isTalentCode, type TalentCode } from '../../../lib/talents.ts';
import { formatTime } from '../../player/format-time.ts';
import {
  type PlayerTrack,
  player,
  trackFromFile,
  usePlayer,
  useTrackStatus,
} from '../../player/player-store.ts';
import { Waveform } from '../../player/waveform.tsx';
import { LikeButton } from './like-button.tsx';
import classes from './track-list.module.css';

const MAX_CHIPS = 3;

export type TrackListProps = {
  files: FileRecord[];
  /** The artist's display name for the player (defaults to each file's @nickname). */
  artist?: string;
  /** Buttons at the row's end (the audio editor passes edit and delete). */
  ownerActions?: (file: FileRecord) => ReactNode;
  /** Shown instead of the list when `files` is empty. */
  emptyState?: ReactNode;
};

/**
 * Tracks as rows: play/pause, cover, title, tags, the waveform (seeking a row that is not playing
 * starts it there), duration and likes. Playing a row queues the whole list, so next and previous
 * in the player walk it.
 */
export function TrackList({ files, artist, ownerActions, emptyState }: TrackListProps) {
  const { t } = useTranslation('player');
  const queue = useMemo(() => files.map((file) => trackFromFile(file, artist)), [files, artist]);
  if (files.length === 0) return <>{emptyState ?? null}</>;
  return (
    <ul className={classes.list} aria-label={t('list.label')} data-testid="track-list">
      {files.map((file, index) => (
        <TrackRow key={file.FileId} file={file} index={index} queue={queue} actions={ownerActions?.(file)} />
      ))}
    </ul>
  );
}

/** A talent's own colour, violet for styles, grey for anything else. */
function chipColor(tag: FileTag, kind: 'talent' | 'style'): string {
  if (kind === 'talent' && isTalentCode(tag.Code)) return TALENT_COLORS[tag.Code];
  return kind === 'style' ? 'grape' : 'gray';
}

function tagLabel(tag: FileTag, talentName: (code: TalentCode) => string): string {
  if (tag.Name) return tag.Name;
  return isTalentCode(tag.Code) ? talentName(tag.Code) : tag.Code;
}

function TrackRow({
  file,
  index,
  queue,
  actions,
}: {
  file: FileRecord;
  index: number;
  queue: PlayerTrack[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation('player');
  const { t: tc } = useTranslation('common');
  const track = queue[index] as PlayerTrack;
  const status = useTrackStatus(file.FileId);
  // Only the current row follows the clock; the others stay at 0 and do not re-render.
  const progress = usePlayer((s) =>
    s.queue[s.index]?.id === file.FileId && s.duration > 0 ? s.position / s.duration : 0,
  );
  const liveDuration = usePlayer((s) => (s.queue[s.index]?.id === file.FileId ? s.duration : 0));
  const duration = liveDuration || file.Duration || 0;
  const active = status !== null;
  const playing = status === 'playing' || status === 'loading';

  const toggle = () => player.toggleTrack(queue, file.FileId);
  const seek = (fraction: number) => {
    if (active) player.seek(fraction * duration);
    else player.playQueue(queue, index, duration > 0 ? fraction * duration : undefined);
  };

  const chips = [
    ...file.ListOfTalants.map((tag) => ({ tag, kind: 'talent' as const })),
    ...file.ListOfStyles.map((tag) => ({ tag, kind: 'style' as const })),
  ];
  const talentName = (code: TalentCode) => tc(`talents.${code}.name`);

  return (
    <li className={classes.row} data-active={active || undefined} data-testid="track-row">
      <div className={classes.play}>
        <ActionIcon
          size={40}
          radius="xl"
          variant={active ? 'filled' : 'light'}
          color={status === 'error' ? 'red' : undefined}
          onClick={toggle}
          aria-label={t(status === 'error' ? 'list.retry' : playing ? 'list.pause' : 'list.play', {
            title: track.title,
          })}
          aria-pressed={playing}
        >
          {status === 'loading' ? (
            <Loader size={16} color="currentColor" />
          ) : status === 'error' ? (
            <IconRefresh size={18} aria-hidden />
          ) : playing ? (
            <IconPlayerPauseFilled size={18} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={18} aria-hidden className={classes.playIcon} />
          )}
        </ActionIcon>
      </div>
      <div className={classes.cover} aria-hidden>
        {track.coverSmall ? (
          <img src={track.coverSmall} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <IconMusic size={20} stroke={1.6} />
        )}
      </div>
      <div className={classes.main}>
        <Anchor
          component={Link}
          to={track.href}
          className={classes.title}
          fw={600}
          c="var(--mantine-color-text)"
        >
          {track.title}
        </Anchor>
        {chips.length > 0 && (
          <div className={classes.chips}>
            {chips.slice(0, MAX_CHIPS).map(({ tag, kind }) => (
              <Badge
                key={`${kind}-${tag.Code}`}
                size="xs"
                radius="sm"
                variant="light"
                color={chipColor(tag, kind)}
                className={`${classes.chip} ${chipClasses.chip}`}
                style={chipColors(chipColor(tag, kind), SMALL_CHIP_MIX) as CSSProperties}
              >
                {tagLabel(tag, talentName)}
              </Badge>
            ))}
            {chips.length > MAX_CHIPS && (
              <Text span size="xs" c="dimmed">
                +{chips.length - MAX_CHIPS}
              </Text>
            )}
          </div>
        )}
      </div>
      <div className={classes.wave}>
        <Waveform
          peaks={file.Peaks}
          progress={progress}
          duration={duration || null}
          compact
          label={t('list.seek', { title: track.title })}
          onSeek={seek}
        />
      </div>
      <Text span size="xs" c="dimmed" className={classes.duration}>
        {file.Duration || liveDuration ? formatTime(duration) : '—'}
      </Text>
      <div className={classes.like}>
        <LikeButton file={file} />
      </div>
      {actions && <div className={classes.actions}>{actions}</div>}
    </li>
  );
}
