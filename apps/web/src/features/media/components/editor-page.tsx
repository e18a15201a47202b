import {
  Alert,
  Badge,
  Box,
  Button,
  type ButtonProps,
  Container,
  Group,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type Icon, IconAlertCircle, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import type { FileType } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFileList } from '../../../shared/media/api/files.ts';
import type { FileListScope, FileListView } from '../../../shared/media/api/media-keys.ts';
import { type EditorNs, TRASH_DAYS, useFileLifecycle, usePurgeText } from './editor-lifecycle.tsx';
import classes from './editor-page.module.css';

/**
 * The scaffolding of the audio, video and photo editors (/user/profile-*-edit): the header with the
 * title, the subtitle and the add button, the live/trash tabs kept in `?view=`, and the list's
 * loading, error and empty states. Strings come from the editor's namespace (`page.*`, `tabs.*`,
 * `list.*`, `trash.*`), which all three fill with the same keys.
 */

export const OWN: FileListScope = { own: true };

type FileList = ReturnType<typeof useFileList>;

/** The tab shown, kept in `?view=trash` so a reload or a shared link opens the same tab. */
export function useEditorView() {
  const [params, setParams] = useSearchParams();
  const view: FileListView = params.get('view') === 'trash' ? 'trash' : 'live';
  const setView = (next: FileListView) =>
    setParams(next === 'trash' ? { view: 'trash' } : {}, { replace: true });
  return [view, setView] as const;
}

/** How many files a tab holds, once the whole list is known. */
function CountBadge({ list }: { list: FileList }) {
  if (!list.isSuccess || list.hasNextPage || list.files.length === 0) return null;
  return (
    <Badge size="sm" variant="light" color="gray" radius="sm">
      {list.files.length}
    </Badge>
  );
}

export function MediaEditorPage({
  ns,
  type,
  icon: TitleIcon,
  tabIcon: TabIcon,
  addIcon: AddIcon = IconPlus,
  view,
  onViewChange,
  onAdd,
  live,
  trash,
  size = 1180,
  wideAddOnPhone = false,
  keepMounted = false,
  children,
}: {
  ns: EditorNs;
  type: FileType;
  icon: Icon;
  tabIcon: Icon;
  addIcon?: Icon;
  view: FileListView;
  onViewChange: (view: FileListView) => void;
  /** The header's add button; absent when the page's own add form is the one way to add. */
  onAdd?: () => void;
  /** The live tab's content. */
  live: ReactNode;
  /** The trash tab's content, under the note on how long deleted files are kept. */
  trash: ReactNode;
  size?: number;
  /** The add button takes the whole width on a phone. */
  wideAddOnPhone?: boolean;
  /** Keep both tabs mounted (so switching to the trash does not cancel uploads in progress). */
  keepMounted?: boolean;
  /** Modals and guards that belong to the page rather than a tab. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const liveList = useFileList(type, OWN, 'live');
  const trashList = useFileList(type, OWN, 'trash');

  return (
    <Container size={size} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div className={classes.header}>
          <Box>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              <Group component="span" gap={10} wrap="nowrap">
                <TitleIcon size={30} stroke={1.6} aria-hidden />
                {t('page.title')}
              </Group>
            </Title>
            <Text c="dimmed" mt={4} maw={620}>
              {t('page.subtitle')}
            </Text>
          </Box>
          {onAdd && (
            <Button
              leftSection={<AddIcon size={18} aria-hidden />}
              onClick={onAdd}
              className={wideAddOnPhone ? classes.wideAdd : undefined}
            >
              {t('page.add')}
            </Button>
          )}
        </div>
        <Tabs
          value={view}
          onChange={(value) => onViewChange(value === 'trash' ? 'trash' : 'live')}
          keepMounted={keepMounted}
        >
          <Tabs.List>
            <Tabs.Tab
              value="live"
              leftSection={<TabIcon size={16} aria-hidden />}
              rightSection={<CountBadge list={liveList} />}
            >
              {t('tabs.live')}
            </Tabs.Tab>
            <Tabs.Tab
              value="trash"
              leftSection={<IconTrash size={16} aria-hidden />}
              rightSection={<CountBadge list={trashList} />}
            >
              {t('tabs.trash')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="live" pt="lg">
            {live}
          </Tabs.Panel>
          <Tabs.Panel value="trash" pt="lg">
            <Stack gap="lg">
              <Text size="sm" c="dimmed">
                {t('trash.note', { days: TRASH_DAYS })}
              </Text>
              {trash}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {children}
    </Container>
  );
}

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

/** One tab's files with what acts on them: delete and restore, and the purge date in the trash. */
export function useEditorList(ns: EditorNs, type: FileType, view: FileListView) {
  const list = useFileList(type, OWN, view);
  const lifecycle = useFileLifecycle(ns);
  const purgeText = usePurgeText(ns);
  return { list, lifecycle, purgeText };
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
  list: FileList;
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
export function MoreButton({ ns, list, mt }: { ns: EditorNs; list: FileList; mt?: string }) {
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
