import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import { png } from '../../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

const profileOf = (c: TestClient, nick: string) => c.get(`/api/user/getProfile/${encodeURIComponent(nick)}`);

/** A wide picture, as people choose for a cover. */
const addWideImage = async (client: TestClient, extra: Record<string, unknown> = {}) =>
  (await addImage(client, extra, await png(800, 400), 'me.png')) as { FileId: string };

describe('the public profile', () => {
  it('shows names, age, place and talents to a visitor, and 404 for an unknown nickname', async () => {
    const { user, client } = await signedInUser(t, {
      nickName: 'Anna.Voice',
      firstName: 'Анна',
      birthDate: '2000-01-15',
    });
    await client.post('/api/user/updateUserInfo', { CityCode: '524901', AboutMe: 'Пою джаз' });
    await client.post('/api/user/addUserTalant', { talantCode: 'SNG' });
    await client.post('/api/user/syncTalant', {
      Code: 'SNG',
      ListOfTool: [{ Code: 'SOPRANO' }],
      ListOfStyle: [{ Code: 'JAZZ' }],
    });
    const res = await profileOf(t.client(), '@anna.voice');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      NickName: 'Anna.Voice',
      FirstName: 'Анна',
      AboutMe: 'Пою джаз',
      BirthDate: null,
      OwnerFlag: 'N',
      Location: { CityCode: '524901', CityName: 'Москва', CountryCode: 'RU', CountryName: 'Россия' },
    });
    expect(p.Age).toBeGreaterThanOrEqual(25);
    expect(p.ListOfTalants[0]).toMatchObject({
      Code: 'SNG',
      ListOfTool: [{ Code: 'SOPRANO' }],
      ListOfStyle: [{ Code: 'JAZZ' }],
    });
    expect(user.id).toBeTruthy();
    expect((await profileOf(t.client(), 'nobody_here')).statusCode).toBe(404);
    expect((await profileOf(t.client(), 'nobody_here')).json().code).toBe('PROFILE_NOT_FOUND');
  });

  it('shows contacts only to signed-in readers, as the owner allows', async () => {
    const { user, client: owner } = await signedInUser(t);
    const saved = await owner.post('/api/user/updateUserContactInfo', {
      Telegram: 't.me/anna_sings',
      Phone: '8 (912) 345-67-89',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ Telegram: '@anna_sings', Phone: '+79123456789', Email: null });

    const visitor = (await profileOf(t.client(), user.nickName)).json();
    expect(visitor.ContactInfo).toBeNull();
    expect(visitor.ContactsState).toBe('SIGN_IN');
    expect(JSON.stringify(visitor)).not.toContain('anna_sings');

    const { client: reader } = await signedInUser(t);
    const seen = (await profileOf(reader, user.nickName)).json();
    expect(seen.ContactsState).toBe('SHOWN');
    expect(seen.ContactInfo.Telegram).toBe('@anna_sings');

    await owner.post('/api/user/updateUserPrivacy', { ContactsVisibility: 'NOBODY' });
    const hidden = (await profileOf(reader, user.nickName)).json();
    expect(hidden.ContactsState).toBe('HIDDEN');
    expect(hidden.ContactInfo).toBeNull();
    const own = (await profileOf(owner, user.nickName)).json();
    expect(own.ContactInfo.Telegram).toBe('@anna_sings');
    expect(own.OwnerFlag).toBe('Y');
  });
});

describe('updateUserInfo', () => {
  it('saves personal data and completes the place from the city', async () => {
    const { client, user } = await signedInUser(t);
    const res = await client.post('/api/user/updateUserInfo', {
      FirstName: ' Иван ',
      LastName: 'Петров',
      BirthDate: '1995-06-01',
      Sex: 'M',
      TripFlag: 'Y',
      CityCode: '498817',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      FirstName: 'Иван',
      BirthDate: '1995-06-01',
      Sex: 'M',
      TripFlag: 'Y',
      RemoteFlag: 'N',
      Location: { CityName: 'Санкт-Петербург', CountryCode: 'RU' },
    });
    const cleared = await client.post('/api/user/updateUserInfo', { FirstName: '', CityCode: null });
    expect(cleared.json().FirstName).toBeNull();
    expect(cleared.json().Location.CityCode).toBeNull();
    expect(cleared.json().LastName).toBe('Петров');
    expect(user.id).toBeTruthy();
  });

  it('changes the nickname under the registration rules', async () => {
    const { client } = await signedInUser(t);
    const other = await createUser(t, { nickName: 'TakenNick' });
    expect(other.id).toBeTruthy();
    expect((await client.post('/api/user/updateUserInfo', { NickName: 'takennick' })).statusCode).toBe(409);
    expect((await client.post('/api/user/updateUserInfo', { NickName: 'search' })).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await client.post('/api/user/updateUserInfo', { NickName: '1abc' })).statusCode).toBe(400);
    const ok = await client.post('/api/user/updateUserInfo', { NickName: 'fresh.name' });
    expect(ok.json().NickName).toBe('fresh.name');
    expect((await profileOf(t.client(), 'fresh.name')).statusCode).toBe(200);
  });

  it('refuses bad data and writes nothing', async () => {
    const { client, user } = await signedInUser(t, { firstName: 'Было' });
    const cases: Record<string, unknown>[] = [
      { BirthDate: '2020-01-01' },
      { BirthDate: '2999-01-01' },
      { BirthDate: '01.02.2000' },
      { Sex: 'X' },
      { FirstName: 'я'.repeat(61) },
      { TripFlag: 'yes' },
      { CityCode: '000000000' },
      { CountryCode: 'RU', CityCode: '2643743' },
      { Unknown: 1 },
    ];
    for (const body of cases) {
      const res = await client.post('/api/user/updateUserInfo', { FirstName: 'Стало', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await profileOf(client, user.nickName)).json().FirstName).toBe('Было');
    expect((await t.client().post('/api/user/updateUserInfo', { FirstName: 'x' })).statusCode).toBe(401);
  });
});

describe('contacts, partner code, nickname check, settings flags', () => {
  it('validates every contact and removes one sent blank', async () => {
    const { client } = await signedInUser(t);
    const bad = [
      { Phone: '12' },
      { Phone: '+7 999 abc' },
      { Email: 'not-mail' },
      { Telegram: '@ab' },
      { VK: 'https://evil.example/id1' },
      { YouTube: 'https://youtu.be/xyz' },
      { Website: 'javascript:alert(1)' },
      { Website: 'ftp://files.example.com' },
    ];
    for (const body of bad)
      expect(
        (await client.post('/api/user/updateUserContactInfo', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    const good = await client.post('/api/user/updateUserContactInfo', {
      Email: 'Anna@Example.com',
      VK: 'vk.com/anna_music',
      YouTube: 'youtube.com/@annasings',
      Website: 'https://anna.example.com',
      WhatsApp: '+7 912 345 67 89',
    });
    expect(good.json().data).toMatchObject({
      Email: 'anna@example.com',
      VK: 'https://vk.com/anna_music',
      YouTube: 'https://www.youtube.com/@annasings',
      Website: 'https://anna.example.com',
      WhatsApp: '+79123456789',
    });
    const removed = await client.post('/api/user/updateUserContactInfo', { VK: '' });
    expect(removed.json().data.VK).toBeNull();
    expect(removed.json().data.Email).toBe('anna@example.com');
  });

  it('keeps a partner code', async () => {
    const { client } = await signedInUser(t);
    expect(
      (await client.post('/api/user/updateUserPartnerCode', { partnerCode: 'school-42' })).json(),
    ).toEqual({
      status: 'OK',
      data: { partnerCode: 'SCHOOL-42' },
    });
    expect((await client.post('/api/user/updateUserPartnerCode', { partnerCode: 'a b' })).statusCode).toBe(
      400,
    );
    const info = (await client.get('/api/user/userInfo')).json();
    expect(info.PartnerCode).toBe('SCHOOL-42');
  });

  it('checks a nickname for anyone', async () => {
    await createUser(t, { nickName: 'Occupied' });
    const c = t.client();
    expect((await c.post('/api/user/checkNickName', { nickName: 'occupied' })).json().isAvailable).toBe('N');
    expect((await c.post('/api/user/checkNickName', { nickName: 'free_one' })).json()).toEqual({
      isAvailable: 'Y',
      message: 'Никнейм свободен',
    });
    const reserved = (
      await c.post('/api/user/checkNickName', { nickName: 'Search' }, { 'accept-language': 'en' })
    ).json();
    expect(reserved.isAvailable).toBe('N');
    expect(reserved.message).toMatch(/[a-z]/);
  });

  it('merges onboarding flags; an empty call does nothing', async () => {
    const { client } = await signedInUser(t);
    const first = await client.post('/api/user/setUserCFGParameter', {
      ListOfUserCFGParams: { MasterLastSetStep: 'TALENTS', AvatarNeonFrameFlag: 'Y' },
    });
    expect(first.json().ListOfUserCFGParams).toEqual({
      AvatarNeonFrameFlag: 'Y',
      MasterIsFullFlag: 'N',
      MasterLastSetStep: 'TALENTS',
      MasterLastAddedTalentCode: null,
    });
    const empty = await client.post('/api/user/setUserCFGParameter', {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().ListOfUserCFGParams.MasterLastSetStep).toBe('TALENTS');
    expect(
      (
        await client.post('/api/user/setUserCFGParameter', {
          ListOfUserCFGParams: { AvatarNeonFrameFlag: 'maybe' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps privacy settings', async () => {
    const { client } = await signedInUser(t);
    expect((await client.get('/api/user/getUserPrivacy')).json()).toEqual({
      ContactsVisibility: 'REGISTERED',
      SearchableFlag: 'Y',
      BirthDateVisibility: 'SHOW',
    });
    expect(
      (await client.post('/api/user/updateUserPrivacy', { SearchableFlag: 'N' })).json().SearchableFlag,
    ).toBe('N');
    expect(
      (await client.post('/api/user/updateUserPrivacy', { ContactsVisibility: 'FRIENDS' })).statusCode,
    ).toBe(400);
  });
});

describe('avatar and header', () => {
  it("sets the user's own image as avatar and header, served to visitors even when private", async () => {
    const { client, user } = await signedInUser(t);
    const image = await addWideImage(client, { PublicFlag: 'N' });
    const avatar = await client.post('/api/user/setUserAvatar', { photoId: image.FileId });
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(avatar.json().AvatarId).toBe(image.FileId);
    const header = await client.post('/api/user/setUserHeader', { color: '#7E2BCD', imgId: image.FileId });
    expect(header.json().HeaderURL).toMatch(/\/files\//);
    const p = (await profileOf(t.client(), user.nickName)).json();
    expect(p.Avatar).toBe(avatar.json().Avatar);
    expect(p.HeaderColor).toBe('#7E2BCD');
    expect(p.Avatar).toMatch(/^\/files\/[0-9a-f-]{36}-sq512\.webp$/);
    const served = await t.client().get(p.Avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it("refuses someone else's image, a bad colour, and clears with null", async () => {
    const owner = await signedInUser(t);
    const image = await addWideImage(owner.client);
    const { client } = await signedInUser(t);
    expect((await client.post('/api/user/setUserAvatar', { photoId: image.FileId })).statusCode).toBe(404);
    expect((await client.post('/api/user/setUserHeader', { imgId: image.FileId })).statusCode).toBe(404);
    expect((await client.post('/api/user/setUserHeader', { color: 'red' })).statusCode).toBe(400);
    expect((await client.post('/api/user/setUserAvatar', { photoId: null })).json()).toEqual({
      AvatarId: null,
      Avatar: null,
    });
    const colour = await client.post('/api/user/setUserHeader', { color: '#112233' });
    expect(colour.json()).toEqual({ HeaderColor: '#112233', HeaderImgId: null, HeaderURL: null });
  });
});

describe('the profile page for crawlers', () => {
  it("fills the Open Graph tags with the person's name, talents and place", async () => {
    const { client } = await signedInUser(t, {
      nickName: 'og.singer',
      firstName: 'Ольга',
      lastName: 'Звонкая',
    });
    await client.post('/api/user/addUserTalant', { talantCode: 'SNG' });
    await client.post('/api/user/updateUserInfo', { CityCode: '524901' });
    for (const path of ['/@og.singer', '/user/og.singer', '/og.singer']) {
      const html = (await t.client().get(path)).body;
      expect(html, path).toContain('<title>Ольга Звонкая (@og.singer) — Вокалист — Таланты</title>');
      expect(html).toContain('<meta property="og:type" content="profile">');
      expect(html).toContain('Москва');
    }
    const missing = await t.client().get('/@nobody.here');
    expect(missing.body).toContain('<title>Профиль — Таланты</title>');
  });
});
