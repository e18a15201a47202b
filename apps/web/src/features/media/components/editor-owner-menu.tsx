import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconExternalLink, IconNews, IconPencil, IconTrash } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** «Опубликовать в ленте»: its label, why it is off for this file (a hidden one) or null, its action. */
export type PublishAction = { label: string; blocked: string | null; onPublish: () => void };

/**
 * The «⋯» menu on a card in the video and photo editors: edit, open the file's page, the editor's own
 * items, delete. `onImage` gives the round bordered button that stays readable over a photo.
 */
export function EditorOwnerMenu({
  ns,
  file,
  name,
  onEdit,
  onDelete,
  onImage = false,
  publish,
  children,
}: {
  ns: 'videoEdit' | 'photoEdit';
  file: FileRecord;
  /** The file's name for the button's label. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  onImage?: boolean;
  /** «Опубликовать в ленте» (`usePublishToFeed().forFile(file)`). */
  publish?: PublishAction;
  /** More items, between «open» and «delete». */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon
          {...(onImage
            ? { variant: 'default', radius: 'xl', size: 'md' }
            : { variant: 'subtle', color: 'gray' })}
          aria-label={t('actions.menu', { name })}
        >
          <IconDots size={onImage ? 16 : 18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternalLink size={16} aria-hidden />}
          component={Link}
          to={`/media/${file.FileId}`}
        >
          {t('actions.open')}
        </Menu.Item>
        {publish && (
          <Menu.Item
            leftSection={<IconNews size={16} aria-hidden />}
            onClick={publish.onPublish}
            disabled={publish.blocked !== null}
            title={publish.blocked ?? undefined}
          >
            {publish.label}
          </Menu.Item>
        )}
        {children}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
