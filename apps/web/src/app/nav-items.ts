import {
  type Icon,
  IconAward,
  IconBell,
  IconCake,
  IconCalendarEvent,
  IconFiles,
  IconFileText,
  IconHome,
  IconMessages,
  IconMusic,
  IconNews,
  IconSchool,
  IconSearch,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUserEdit,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

import type { NavKey } from '../locales/resources.ts';

export type { NavKey };
export type NavItem = { to: string; label: NavKey; icon: Icon; end?: boolean };
export type NavSection = { label: NavKey; items: NavItem[]; membersOnly?: boolean };

export function isNavItemActive(pathname: string, item: { to: string; end?: boolean }): boolean {
  if (item.end) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export const NAV_SECTIONS: NavSection[] = [
  {
    label: 'sections.discover',
    items: [
      { to: '/', label: 'items.home', icon: IconHome, end: true },
      { to: '/search', label: 'items.search', icon: IconSearch },
    ],
  },
  {
    label: 'sections.me',
    membersOnly: true,
    items: [
      { to: '/list', label: 'items.feed', icon: IconNews },
      { to: '/profile', label: 'items.myProfile', icon: IconUserCircle },
      { to: '/notification', label: 'items.notifications', icon: IconBell },
      { to: '/music', label: 'items.music', icon: IconMusic },
      { to: '/file', label: 'items.files', icon: IconFiles },
    ],
  },
  {
    label: 'sections.community',
    membersOnly: true,
    items: [
      { to: '/friendlist', label: 'items.friends', icon: IconUsers },
      { to: '/friendrequest', label: 'items.friendRequests', icon: IconUserPlus },
      { to: '/group', label: 'items.groups', icon: IconUsersGroup },
      { to: '/profileevent', label: 'items.events', icon: IconCalendarEvent },
      { to: '/profileforum', label: 'items.forum', icon: IconMessages },
      { to: '/profilebadges', label: 'items.badges', icon: IconAward },
      { to: '/birthday', label: 'items.birthdays', icon: IconCake },
    ],
  },
  {
    label: 'sections.settings',
    membersOnly: true,
    items: [
      { to: '/user/profile-edit', label: 'items.profileEdit', icon: IconUserEdit },
      { to: '/user/accountsetting', label: 'items.accountSettings', icon: IconSettings },
      { to: '/user/privacysetting', label: 'items.privacySettings', icon: IconShieldLock },
    ],
  },
];

export const LEGAL_LINKS: NavItem[] = [
  { to: '/UserAgreement', label: 'items.userAgreement', icon: IconFileText },
  { to: '/Policy', label: 'items.policy', icon: IconShieldLock },
  { to: '/PartnerProgramSchool', label: 'items.partnerProgram', icon: IconSchool },
];
