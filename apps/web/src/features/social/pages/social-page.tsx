import {
  IconAward,
  IconBell,
  IconCake,
  IconCalendarEvent,
  IconFiles,
  IconMessages,
  IconMusic,
  IconNews,
  IconPhoto,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';

const ICONS = {
  feed: IconNews,
  myProfile: IconUserCircle,
  profileImages: IconPhoto,
  profileVideos: IconVideo,
  events: IconCalendarEvent,
  eventDetail: IconCalendarEvent,
  badges: IconAward,
  forum: IconMessages,
  groups: IconUsersGroup,
  groupDetail: IconUsersGroup,
  friends: IconUsers,
  friendProfile: IconUserCircle,
  birthdays: IconCake,
  notifications: IconBell,
  files: IconFiles,
  friendRequests: IconUserPlus,
  music: IconMusic,
};

/** The social group at / (spec section 2): feed, friends, groups, events and the rest. */
export default function SocialPage() {
  const page = useRouteHandle().planned ?? 'feed';
  return <ComingSoon page={page} icon={ICONS[page as keyof typeof ICONS] ?? IconNews} />;
}
