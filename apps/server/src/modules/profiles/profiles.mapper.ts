import { ageOn, type LocationRecord, type Profile, toFlag, type UserTalent } from '@talanty/contract';
import { fileUrlOf } from '../../lib/storage/urls.ts';
import { toContactRecord } from './contacts.ts';
import type { FollowFacts, ProfileRow } from './profiles.repo.ts';

export type Viewer = { id: string } | null;

/** Contacts go only to signed-in readers, and only when the owner lets registered users see them. */
export function contactsFor(row: NonNullable<ProfileRow>, viewer: Viewer) {
  const isOwner = viewer?.id === row.id;
  const stored = row.contacts ?? {};
  if (!isOwner && Object.keys(stored).length === 0)
    return { ContactInfo: null, ContactsState: 'NONE' as const };
  if (isOwner) return { ContactInfo: toContactRecord(stored), ContactsState: 'SHOWN' as const };
  if (!viewer) return { ContactInfo: null, ContactsState: 'SIGN_IN' as const };
  if (row.contactsVisibility === 'NOBODY') return { ContactInfo: null, ContactsState: 'HIDDEN' as const };
  return { ContactInfo: toContactRecord(stored), ContactsState: 'SHOWN' as const };
}

/** The age and birthday others may see (the owner sees their own whatever the setting). */
export function birthFacts(
  row: { birthDate: string | null; birthDateVisibility: string | null },
  isOwner: boolean,
): Pick<Profile, 'Age' | 'BirthDate' | 'BirthDay'> {
  const date = row.birthDate;
  const shown = isOwner ? 'SHOW' : (row.birthDateVisibility ?? 'SHOW');
  return {
    Age: date && shown === 'SHOW' ? ageOn(date) : null,
    BirthDate: isOwner ? date : null,
    BirthDay: date && shown !== 'HIDE' ? date.slice(5, 10) : null,
  };
}

export function toProfile(
  row: NonNullable<ProfileRow>,
  viewer: Viewer,
  talents: UserTalent[],
  location: LocationRecord,
  follow: FollowFacts,
): Profile {
  const isOwner = viewer?.id === row.id;
  return {
    NickName: row.nickName,
    FirstName: row.firstName,
    LastName: row.lastName,
    ...birthFacts(row, isOwner),
    AboutMe: row.aboutMe,
    Sex: row.sex === 'M' || row.sex === 'F' ? row.sex : null,
    Status: row.status,
    TripFlag: toFlag(row.tripFlag),
    RemoteFlag: toFlag(row.remoteFlag),
    Avatar: fileUrlOf(row.avatarUrl),
    AvatarThumb: fileUrlOf(row.avatarThumbUrl),
    AvatarId: row.avatarFileId,
    HeaderColor: row.headerColor,
    HeaderImgId: row.headerFileId,
    HeaderURL: fileUrlOf(row.headerUrl),
    Location: location,
    ListOfTalants: talents,
    ListOfUserCFGParams: { AvatarNeonFrameFlag: row.cfg?.AvatarNeonFrameFlag === 'Y' ? 'Y' : 'N' },
    ...contactsFor(row, viewer),
    OwnerFlag: toFlag(isOwner),
    DemoFlag: toFlag(row.isDemo),
    MemberSince: row.createdAt.toISOString(),
    Followers: follow.followers,
    Follows: follow.following,
    FollowFlag: toFlag(follow.followed),
    FollowsYouFlag: toFlag(follow.followsYou),
  };
}
