import { toLang, type UserInfo } from '@talanty/contract';
import type { UserRow } from './users.repo.ts';

/**
 * users row -> the current user's record (spec section 3). The profile parts that other modules
 * own (avatar, trip/remote flags, talents, wizard state) start at a new account's values until
 * those modules provide them.
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
