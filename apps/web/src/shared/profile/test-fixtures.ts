import type { Profile, UserTalent } from '@talanty/contract';

/** A complete profile answer as the server sends it, for component and page tests. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  const singer: UserTalent = {
    Code: 'SNG',
    Name: 'Вокалист',
    CreativeName: 'Anna Sol',
    About: 'Джаз и соул.',
    ShowStyleFlag: 'Y',
    ShowToolsFlag: 'Y',
    ToolFieldKind: 'VOICE',
    ListOfTool: [
      { Code: 'MEZZO_SOPRANO', Name: 'Меццо-сопрано', Type: 'VOICE_FEMALE', TypeTranslate: 'Женские голоса' },
    ],
    ListOfStyle: [{ Code: 'JAZZ', Name: 'Джаз' }],
    ListOfTalantService: [
      {
        serviceId: 's1',
        serviceCode: 'CONCERT',
        serviceName: 'Концерт, выступление',
        cost: null,
        unit: null,
        costByAgreeFlag: 'Y',
      },
    ],
  };
  const musician: UserTalent = {
    Code: 'MUS',
    Name: 'Музыкант',
    CreativeName: null,
    About: null,
    ShowStyleFlag: 'Y',
    ShowToolsFlag: 'Y',
    ToolFieldKind: 'INSTRUMENTS',
    ListOfTool: [{ Code: 'PIANO', Name: 'Фортепиано', Type: 'KEYS', TypeTranslate: 'Клавишные' }],
    ListOfStyle: [{ Code: 'FUNK', Name: 'Фанк' }],
    ListOfTalantService: [
      {
        serviceId: 's2',
        serviceCode: 'INSTRUMENT_LESSONS',
        serviceName: 'Уроки игры на инструменте',
        cost: 5000,
        unit: 'hour',
        costByAgreeFlag: 'N',
      },
    ],
  };
  return {
    NickName: 'anna.sol',
    FirstName: 'Анна',
    LastName: 'Соколова',
    Age: 30,
    BirthDate: null,
    BirthDay: null,
    AboutMe: 'Пою и играю на клавишных.',
    Sex: 'F',
    Status: 'ACTIVE',
    TripFlag: 'Y',
    RemoteFlag: 'N',
    Avatar: null,
    AvatarThumb: null,
    AvatarId: null,
    HeaderColor: null,
    HeaderImgId: null,
    HeaderURL: null,
    Location: {
      CountryCode: 'RU',
      CountryName: 'Россия',
      RegionCode: 'RU-MOW',
      RegionName: 'Москва',
      CityCode: '524901',
      CityName: 'Москва',
    },
    ListOfTalants: [singer, musician],
    ListOfUserCFGParams: { AvatarNeonFrameFlag: 'N' },
    ContactInfo: null,
    ContactsState: 'SIGN_IN',
    OwnerFlag: 'N',
    DemoFlag: 'N',
    MemberSince: '2024-03-05T10:00:00.000Z',
    Followers: 0,
    Follows: 0,
    FollowFlag: 'N',
    FollowsYouFlag: 'N',
    ...overrides,
  };
}
