import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCalendarTime,
  IconDots,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { PostRecord } from '@talanty/contract';
import { useTranslation } from 'react-i18next';

/** The author's ⋯ menu: edit, (re)schedule or publish a post not yet out, delete; restore a deleted one. */
export function PostMenu({
  post,
  onEdit,
  onSchedule,
  onPublishNow,
  onDelete,
  onRestore,
}: {
  post: PostRecord;
  onEdit: () => void;
  onSchedule: () => void;
  onPublishNow: () => void;
  onDelete: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation('posts');
  const deleted = post.DeletedFlag === 'Y';
  const scheduled = post.Status === 'Sheduled';
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('card.menu')}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {deleted ? (
          <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onRestore}>
            {t('card.restore')}
          </Menu.Item>
        ) : (
          <>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('card.edit')}
            </Menu.Item>
            {scheduled && (
              <>
                <Menu.Item leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={onSchedule}>
                  {t('card.reschedule')}
                </Menu.Item>
                <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={onPublishNow}>
                  {t('card.publishNow')}
                </Menu.Item>
              </>
            )}
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t('card.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
