import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { planOf, statementsDuring, type TestApp } from '../../test/helpers.ts';
import { publicProfileQuery } from './profiles.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

/** Counts the statements sent to the database (drizzle's client: a pg Pool or PGlite) while `run` runs. */

describe('the public profile read', () => {
  it('is one statement, whatever the profile holds', async () => {
    const { user, client } = await signedInUser(t, { firstName: 'Мира', birthDate: '1999-05-01' });
    await client.post('/api/user/updateUserInfo', { CityCode: '524901', AboutMe: 'Играю' });
    await client.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    await client.post('/api/user/syncTalant', {
      Code: 'MUS',
      CreativeName: 'Mira',
      ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }],
      ListOfStyle: [{ Code: 'ROCK' }],
    });
    await client.post('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'INSTRUMENT_LESSONS',
      cost: 1500,
      unit: 'hour',
    });
    const image = (await addImage(client)) as { FileId: string };
    await client.post('/api/user/setUserAvatar', { photoId: image.FileId });
    const fan = await signedInUser(t);
    await fan.client.post('/api/user/foolowAdd', { nickName: user.nickName });

    await t.app.profiles.profile(user.nickName, null, 'ru'); // the glossary's lists are read once
    let record: Awaited<ReturnType<typeof t.app.profiles.profile>> | undefined;
    const n = await statementsDuring(t, async () => {
      record = await t.app.profiles.profile(user.nickName, { id: fan.user.id }, 'ru');
    });
    expect(n).toBe(1);
    expect(record).toMatchObject({
      FirstName: 'Мира',
      AvatarId: image.FileId,
      Followers: 1,
      FollowFlag: 'Y',
      Location: { CityName: 'Москва', CountryName: 'Россия', CountryCode: 'RU' },
      ListOfTalants: [
        {
          Code: 'MUS',
          CreativeName: 'Mira',
          ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }],
          ListOfStyle: [{ Code: 'ROCK' }],
          ListOfTalantService: [{ serviceCode: 'INSTRUMENT_LESSONS', cost: 1500, unit: 'hour' }],
        },
      ],
    });
    expect(record!.MemberSince).toBe(user.createdAt.toISOString());
  });

  it('reads every part through an index', async () => {
    const { user } = await signedInUser(t);
    const plan = await planOf(t, publicProfileQuery(user.nickName, user.id));
    expect(plan).toContain('users_nick_lower_uq');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
