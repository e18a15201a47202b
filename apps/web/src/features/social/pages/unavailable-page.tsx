import { Badge } from '@mantine/core';
import {
  type Icon,
  IconAward,
  IconBuildingStore,
  IconCalendarEvent,
  IconCloud,
  IconLock,
  IconMessages,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusActions, StatusView } from '../../../components/status-view.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import type { PlannedPageId } from '../../../locales/resources.ts';

const ICONS: Partial<Record<PlannedPageId, Icon>> = {
  events: IconCalendarEvent,
  eventDetail: IconCalendarEvent,
  badges: IconAward,
  forum: IconMessages,
  groups: IconUsersGroup,
  groupDetail: IconUsersGroup,
  weather: IconCloud,
  market1: IconBuildingStore,
  market2: IconBuildingStore,
  profile1: IconUserCircle,
  profile2: IconUserCircle,
  profile3: IconUserCircle,
};

/**
 * Groups, events, forum, badges and the spec's template pages: their routes exist, but the product
 * has no such entities yet (issue 13). The page says so plainly and points to what works.
 */
export default function UnavailablePage() {
  const { t } = useTranslation(['social', 'planned']);
  const page = useRouteHandle().planned ?? 'groups';
  return (
    <StatusView
      icon={ICONS[page] ?? IconLock}
      color="gray"
      badge={
        <Badge variant="light" color="gray" size="lg" radius="sm">
          {t('social:unavailable.badge')}
        </Badge>
      }
      title={t(`planned:${page}.title`)}
      description={t('social:unavailable.description')}
      actions={
        <StatusActions
          to="/list"
          backLabel={t('social:unavailable.toFeed')}
          searchLabel={t('social:unavailable.toSearch')}
        />
      }
    />
  );
}
