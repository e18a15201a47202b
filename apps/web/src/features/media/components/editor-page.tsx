import { Badge, Box, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type Icon, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FileType } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileList } from '../../../shared/media/api/files.ts';
import type { FileListView } from '../../../shared/media/api/media-keys.ts';
import { type EditorNs, TRASH_DAYS } from './editor-lifecycle.tsx';
import classes from './editor-page.module.css';
import { type EditorFileList, OWN } from './use-editor-list.ts';

/** How many files a tab holds, once the whole list is known. */
function CountBadge({ list }: { list: EditorFileList }) {
  if (!list.isSuccess || list.hasNextPage || list.files.length === 0) return null;
  return (
    <Badge size="sm" variant="light" color="gray" radius="sm">
      {list.files.length}
    </Badge>
  );
}

/**
 * The scaffolding of the audio, video and photo editors (/user/profile-*-edit): the header with the
 * title, the subtitle and the add button, and the live/trash tabs kept in `?view=` (the lists' states
 * are in editor-list-parts.tsx). Strings come from the editor's namespace (`page.*`, `tabs.*`,
 * `list.*`, `trash.*`), which all three fill with the same keys.
 */
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
