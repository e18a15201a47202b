import { Alert, Button, type ButtonProps, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconAlertCircle, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileListView } from '../../../shared/media/api/media-keys.ts';
import type { EditorNs } from './editor-lifecycle.tsx';
import classes from './editor-page.module.css';
import type { EditorFileList } from './use-editor-list.ts';

/** The parts of the editors' lists: loading error, empty states, "more" and restore buttons. */

export function LoadError({ ns, onRetry }: { ns: EditorNs; onRetry: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      radius="lg"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('list.loadFailed')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

export function EmptyList({
  icon: IconComponent,
  title,
  description,
  action,
  compact = false,
}: {
  icon: Icon;
  title: string;
  description: string;
  action?: ReactNode;
  /** The quieter look, for an empty state among other content. */
  compact?: boolean;
}) {
  return (
    <Stack align="center" gap="sm" className={compact ? classes.emptyCompact : classes.empty}>
      <ThemeIcon
        size={compact ? 64 : 72}
        radius={compact ? 22 : 24}
        variant="light"
        color={compact ? 'gray' : undefined}
      >
        <IconComponent size={compact ? 32 : 36} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz={compact ? 'h4' : 'h3'} ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center" size={compact ? 'sm' : undefined} maw={440}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}

/** The empty trash: what lands there and for how long. */
export function TrashEmpty({ ns, compact }: { ns: EditorNs; compact?: boolean }) {
  const { t } = useTranslation(ns);
  return (
    <EmptyList
      icon={IconTrash}
      title={t('trash.emptyTitle')}
      description={t('trash.emptyText')}
      compact={compact}
    />
  );
}

/**
 * An empty library invites to add the first file. Only the video and photo editors: the audio one
 * invites with its large drop zone.
 */
export function LibraryEmpty({
  ns,
  icon,
  addIcon: AddIcon = IconPlus,
  onAdd,
}: {
  ns: 'videoEdit' | 'photoEdit';
  icon: Icon;
  addIcon?: Icon;
  /** The invitation's button; absent when the add form is right above the list. */
  onAdd?: () => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <EmptyList
      icon={icon}
      title={t('list.emptyTitle')}
      description={t('list.emptyText')}
      action={
        onAdd && (
          <Button variant="light" leftSection={<AddIcon size={16} aria-hidden />} onClick={onAdd}>
            {t('page.add')}
          </Button>
        )
      }
    />
  );
}

/** The empty tab of the video and photo editors: the library invites to add, the trash explains. */
export function ViewEmpty({
  ns,
  view,
  icon,
  addIcon,
  onAdd,
}: {
  ns: 'videoEdit' | 'photoEdit';
  view: FileListView;
  icon: Icon;
  addIcon?: Icon;
  onAdd?: () => void;
}) {
  return view === 'live' ? (
    <LibraryEmpty ns={ns} icon={icon} addIcon={addIcon} onAdd={onAdd} />
  ) : (
    <TrashEmpty ns={ns} />
  );
}

/**
 * A list's loading, error and (when `empty` is given) empty states; its content once it has files.
 */
export function ListState({
  ns,
  list,
  skeleton,
  empty,
  children,
}: {
  ns: EditorNs;
  list: EditorFileList;
  skeleton: ReactNode;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (list.isPending) return skeleton;
  if (list.isError) return <LoadError ns={ns} onRetry={() => void list.refetch()} />;
  if (empty !== undefined && list.files.length === 0) return empty;
  return children;
}

/** «Показать ещё» under a list with more pages. */
export function MoreButton({ ns, list, mt }: { ns: EditorNs; list: EditorFileList; mt?: string }) {
  const { t } = useTranslation(ns);
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center" mt={mt}>
      <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
        {t('list.more')}
      </Button>
    </Group>
  );
}

/** A trashed file's restore button, named after the file for screen readers. */
export function RestoreButton({
  ns,
  name,
  loading,
  onRestore,
  ...props
}: {
  ns: EditorNs;
  name: string;
  loading: boolean;
  onRestore: () => void;
  className?: string;
  style?: ButtonProps['style'];
}) {
  const { t } = useTranslation(ns);
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconRestore size={14} aria-hidden />}
      loading={loading}
      onClick={onRestore}
      aria-label={t('trash.restoreNamed', { name })}
      {...props}
    >
      {t('trash.restore')}
    </Button>
  );
}
