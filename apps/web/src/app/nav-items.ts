import {
  type Icon,
  IconBell,
  IconCake,
  IconFiles,
  IconFileText,
  IconHome,
  IconMusic,
  IconNews,
  IconPhoto,
  IconSchool,
  IconSearch,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUserEdit,
  IconUserPlus,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';

import type { NavKey } from '../locales/resources.ts';

export type { NavKey };
/** `unread`: the item carries the unread notifications badge. */
export type NavItem = { to: string; label: NavKey; icon: Icon; end?: boolean; badge?: 'unread' };
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
      { to: '/notification', label: 'items.notifications', icon: IconBell, badge: 'unread' },
      { to: '/profile', label: 'items.myProfile', icon: IconUserCircle },
    ],
  },
  {
    label: 'sections.community',
    membersOnly: true,
    items: [
      { to: '/friendlist', label: 'items.friends', icon: IconUsers },
      { to: '/friendrequest', label: 'items.friendRequests', icon: IconUserPlus },
      { to: '/birthday', label: 'items.birthdays', icon: IconCake },
    ],
  },
  {
    label: 'sections.media',
    membersOnly: true,
    items: [
      { to: '/music', label: 'items.music', icon: IconMusic },
      { to: '/profilevideo', label: 'items.videos', icon: IconVideo },
      { to: '/profileimage', label: 'items.photos', icon: IconPhoto },
      { to: '/file', label: 'items.files', icon: IconFiles },
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
