import { EMPTY_CONTACT_INFO, type Profile } from '@talanty/contract';
import type { jsonFetch } from '../../test/render.tsx';
import { userInfoFixture } from '../../test/user-info-fixture.ts';

/** The owner's own getProfile answer (with BirthDate and contacts). */
export function ownProfileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    NickName: 'anna.sol',
    FirstName: 'Анна',
    LastName: 'Соколова',
    Age: 31,
    BirthDate: '1995-05-17',
    BirthDay: '05-17',
    AboutMe: null,
    Sex: 'F',
    Status: 'ACTIVE',
    TripFlag: 'N',
    RemoteFlag: 'Y',
    Avatar: null,
    AvatarThumb: null,
    AvatarId: null,
    HeaderColor: null,
    HeaderImgId: null,
    HeaderURL: null,
    Location: {
      CountryCode: 'RU',
      CountryName: 'Россия',
      RegionCode: 'RU-TA',
      RegionName: 'Татарстан',
      CityCode: '551487',
      CityName: 'Казань',
    },
    ListOfTalants: [],
    ListOfUserCFGParams: { AvatarNeonFrameFlag: 'N' },
    ContactInfo: {
      ...EMPTY_CONTACT_INFO,
      Phone: null,
      Email: null,
      Telegram: '@anna_sol',
      WhatsApp: null,
      VK: null,
      YouTube: null,
      Website: null,
    },
    ContactsState: 'SHOWN',
    OwnerFlag: 'Y',
    DemoFlag: 'N',
    MemberSince: '2026-01-10T10:00:00.000Z',
    Followers: 0,
    Follows: 0,
    FollowFlag: 'N',
    FollowsYouFlag: 'N',
    ...overrides,
  };
}

/** Answers of the calls profile-edit makes, for a fetch stand-in (see test/render.tsx). */
export function profileEditRoutes(onboarded = true): Parameters<typeof jsonFetch>[0] {
  return {
    '/api/user/userInfo': { body: userInfoFixture(onboarded) },
    '/api/user/getProfile/anna.sol': { body: ownProfileFixture() },
    '/api/user/getUserTalantList': { body: { ListOfTalants: [] } },
    '/api/user/getUserAvailableTalantList': { body: { ListOfTalants: [], rowNum: 0, total: 0 } },
    '/api/glossary/getCountryList': { body: { ListOfCountries: [{ Code: 'RU', Name: 'Россия' }] } },
  };
}
