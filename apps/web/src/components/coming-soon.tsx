import { Badge } from '@mantine/core';
import { type Icon, IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedPageId } from '../locales/resources.ts';
import { StatusActions, StatusView } from './status-view.tsx';

type ComingSoonProps = {
  page: PlannedPageId;
  icon?: Icon;
  /** Overrides the page title, e.g. with the nickname or talent being asked for. */
  title?: string;
  children?: ReactNode;
};

/** A page whose feature arrives in a later release: says what it will do, shows no data. */
export function ComingSoon({ page, icon = IconHammer, title, children }: ComingSoonProps) {
  const { t } = useTranslation(['planned', 'common']);
  return (
    <StatusView
      icon={icon}
      badge={
        <Badge variant="light" size="lg" radius="sm" leftSection={<IconHammer size={14} aria-hidden />}>
          {t('common:comingSoon.badge')}
        </Badge>
      }
      title={title ?? t(`planned:${page}.title`)}
      description={t(`planned:${page}.description`)}
      actions={
        <StatusActions
          to="/"
          backLabel={t('common:actions.home')}
          searchLabel={t('common:actions.findTalents')}
        />
      }
    >
      {children}
    </StatusView>
  );
}
