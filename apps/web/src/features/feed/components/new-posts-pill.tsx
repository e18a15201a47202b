import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './new-posts-pill.module.css';

/** «Новые публикации» floating over the feed's top while newer posts wait; shows them on click. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('social');
  if (count === 0) return null;
  return (
    <div className={classes.wrap} role="status">
      <Button
        radius="xl"
        size="sm"
        className={classes.pill}
        leftSection={<IconArrowUp size={16} aria-hidden />}
        onClick={onShow}
        data-testid="new-posts-pill"
      >
        {t('feed.newPosts', { count })}
      </Button>
    </div>
  );
}
