import { type Flag, toFlag, toLang, type UserInfo } from '@talanty/contract';
import { sexOf } from './users.columns.ts';
import type { UserRow } from './users.repo.ts';

/** A person as lists show an author: names, picture, and whether it is the viewer. */
export type UserCard = {
  UserId: string;
  NickName: string;
  FirstName: string | null;
  LastName: string | null;
  /** The creative name of their first talent, when they gave one. */
  CreativeName: string | null;
  /** The avatar's 128 px square as a same-origin path (`/files/<key>`), or null. */
  Photo: string | null;
  /** M, F, or null when not said: sentences about the person agree with it. */
  Sex: 'M' | 'F' | null;
  DemoFlag: Flag;
  /** Y on the viewer's own card. */
  MeFlag: Flag;
};

type CardRow = Pick<UserRow, 'id' | 'nickName' | 'firstName' | 'lastName' | 'sex' | 'isDemo'>;

export function toUserCard(
  row: CardRow,
  extra: Partial<Pick<UserCard, 'CreativeName' | 'Photo'>>,
  viewerId: string | undefined,
): UserCard {
  return {
    UserId: row.id,
    NickName: row.nickName,
    FirstName: row.firstName,
    LastName: row.lastName,
    CreativeName: extra.CreativeName ?? null,
    Photo: extra.Photo ?? null,
    Sex: sexOf(row.sex),
    DemoFlag: toFlag(row.isDemo),
    MeFlag: toFlag(row.id === viewerId),
  };
}

/**
 * users row -> the current user's record (spec section 3). The parts other modules own (avatar,
 * trip/remote flags, talents, wizard state) hold a new account's values here; their sources fill them.
 */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    UserId: row.id,
    NickName: row.nickName,
    FirstName: row.firstName,
    LastName: row.lastName,
    BirthDate: row.birthDate,
    AboutMe: row.aboutMe,
    Sex: row.sex === 'M' || row.sex === 'F' ? row.sex : null,
    Avatar: null,
    AvatarThumb: null,
    AvatarId: null,
    TripFlag: 'N',
    RemoteFlag: 'N',
    Status: row.status,
    Email: row.email,
    PartnerCode: row.partnerCode,
    LanguageCode: toLang(row.language),
    ListOfTalants: [],
    ListOfUserCFGParams: {
      AvatarNeonFrameFlag: 'N',
      MasterIsFullFlag: 'N',
      MasterLastSetStep: null,
      MasterLastAddedTalentCode: null,
    },
  };
}
