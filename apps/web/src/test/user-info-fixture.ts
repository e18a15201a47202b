import type { UserInfo } from '@talanty/contract';

/** The signed-in user's own userInfo answer; `onboarded` says whether the onboarding is finished. */
export function userInfoFixture(onboarded = true, overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    UserId: '01a20140-0f61-7a1a-9a6b-6bec6346bd64',
    NickName: 'anna.sol',
    FirstName: 'Анна',
    LastName: 'Соколова',
    BirthDate: '1995-05-17',
    AboutMe: null,
    Sex: 'F',
    Avatar: null,
    AvatarThumb: null,
    AvatarId: null,
    TripFlag: 'N',
    RemoteFlag: 'Y',
    Status: 'ACTIVE',
    Email: 'anna@example.com',
    PartnerCode: null,
    LanguageCode: 'ru',
    ListOfTalants: [],
    ListOfUserCFGParams: {
      AvatarNeonFrameFlag: 'N',
      MasterIsFullFlag: onboarded ? 'Y' : 'N',
      MasterLastSetStep: onboarded ? 'DONE' : null,
      MasterLastAddedTalentCode: null,
    },
    ...overrides,
  };
}
