import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

describe('idByNick', () => {
  it('finds a person by nickname in any case, with or without @, and nobody for an unknown one', async () => {
    const user = await createUser(t, { nickName: `Mila.Bass${Date.now().toString(36)}` });
    expect(await t.app.users.idByNick(user.nickName.toUpperCase())).toBe(user.id);
    expect(await t.app.users.idByNick(`@${user.nickName.toLowerCase()}`)).toBe(user.id);
    expect(await t.app.users.idByNick('nobody-with-this-nick')).toBeUndefined();
  });
});

describe('cards', () => {
  it('gives each known id its card: names, first creative name, avatar path, sex, demo and viewer flags', async () => {
    const { user: singer, client } = await signedInUser(t, {
      firstName: 'Анна',
      lastName: 'Соловьёва',
      sex: 'F',
    });
    await client.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    await client.post('/api/user/syncTalant', { Code: 'MUS', CreativeName: 'Анна Ветер' });
    const image = (await addImage(client)) as { FileId: string };
    const avatar = await client.post('/api/user/setUserAvatar', { photoId: image.FileId });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const plain = await createUser(t, { isDemo: true });

    const unknown = '01900000-0000-7000-8000-000000000000';
    const cards = await t.app.users.cards([singer.id, plain.id, singer.id, unknown], plain.id);

    expect([...cards.keys()].sort()).toEqual([singer.id, plain.id].sort());
    expect(cards.get(singer.id)).toEqual({
      UserId: singer.id,
      NickName: singer.nickName,
      FirstName: 'Анна',
      LastName: 'Соловьёва',
      CreativeName: 'Анна Ветер',
      Photo: expect.stringMatching(/^\/files\/[^/]+$/),
      Sex: 'F',
      DemoFlag: 'N',
      MeFlag: 'N',
    });
    expect(cards.get(plain.id)).toEqual({
      UserId: plain.id,
      NickName: plain.nickName,
      FirstName: null,
      LastName: null,
      CreativeName: null,
      Photo: null,
      Sex: null,
      DemoFlag: 'Y',
      MeFlag: 'Y',
    });
    // The photo is the avatar's thumbnail, which anyone may fetch.
    const photo = await t.client().get(cards.get(singer.id)!.Photo!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('answers an empty map for no ids, and cards without a viewer say MeFlag N', async () => {
    expect((await t.app.users.cards([])).size).toBe(0);
    const user = await createUser(t);
    expect((await t.app.users.cards([user.id])).get(user.id)?.MeFlag).toBe('N');
  });
});

describe('the current user record', () => {
  it('carries what the profile and talents modules add: avatar and talents', async () => {
    const { client } = await signedInUser(t);
    await client.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    const image = (await addImage(client)) as { FileId: string };
    await client.post('/api/user/setUserAvatar', { photoId: image.FileId });
    const info = (await client.get('/api/user/userInfo')).json();
    expect(info.AvatarId).toBe(image.FileId);
    expect(info.AvatarThumb).toMatch(/^\/files\//);
    expect(info.ListOfTalants.map((x: { Code: string }) => x.Code)).toEqual(['MUS']);
  });
});
