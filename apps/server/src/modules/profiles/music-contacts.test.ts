import { MUSIC_CONTACT_KEYS, type MusicContactKey } from '@talanty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
  ({ client } = await signedInUser(t));
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post('/api/user/updateUserContactInfo', body, headers);

/** What each platform accepts (typed -> stored), by platform. */
const GOOD: Record<MusicContactKey, [string, string][]> = {
  Instagram: [
    ['https://www.instagram.com/anna.sings/', 'https://www.instagram.com/anna.sings'],
    ['instagram.com/Anna_Sings?igsh=MWx2', 'https://www.instagram.com/anna_sings'],
    ['http://m.instagram.com/anna.sings', 'https://www.instagram.com/anna.sings'],
    ['@anna.sings', 'https://www.instagram.com/anna.sings'],
    ['anna_sings', 'https://www.instagram.com/anna_sings'],
  ],
  SoundCloud: [
    ['https://soundcloud.com/anna-sol', 'https://soundcloud.com/anna-sol'],
    ['soundcloud.com/Anna-Sol/night-city', 'https://soundcloud.com/anna-sol/night-city'],
    [
      'https://soundcloud.com/anna-sol/sets/live-2024?si=abc',
      'https://soundcloud.com/anna-sol/sets/live-2024',
    ],
    ['https://on.soundcloud.com/AbC123xyz', 'https://on.soundcloud.com/AbC123xyz'],
    ['@anna-sol', 'https://soundcloud.com/anna-sol'],
  ],
  Spotify: [
    [
      'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF?si=xyz',
      'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
    ],
    [
      'https://open.spotify.com/intl-ru/album/4aawyAB9vmqN3uQ7FjRGTy',
      'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
    ],
    ['open.spotify.com/user/anna.sol', 'https://open.spotify.com/user/anna.sol'],
    ['spotify:artist:0OdUWJ0sBjDrqHygGUXeCF', 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF'],
  ],
  YandexMusic: [
    ['https://music.yandex.ru/artist/123456', 'https://music.yandex.ru/artist/123456'],
    ['music.yandex.com/artist/123456/tracks', 'https://music.yandex.ru/artist/123456'],
    ['https://music.yandex.ru/album/987/track/654', 'https://music.yandex.ru/album/987/track/654'],
    [
      'https://music.yandex.ru/users/anna.sol/playlists/3',
      'https://music.yandex.ru/users/anna.sol/playlists/3',
    ],
  ],
  Bandcamp: [
    ['https://annasol.bandcamp.com/', 'https://annasol.bandcamp.com'],
    ['annasol.bandcamp.com/album/night-city', 'https://annasol.bandcamp.com/album/night-city'],
    ['AnnaSol.bandcamp.com', 'https://annasol.bandcamp.com'],
    ['annasol', 'https://annasol.bandcamp.com'],
  ],
  AppleMusic: [
    [
      'https://music.apple.com/ru/artist/anna-sol/1234567890',
      'https://music.apple.com/ru/artist/anna-sol/1234567890',
    ],
    [
      'music.apple.com/us/album/night-city/987654321?i=1',
      'https://music.apple.com/us/album/night-city/987654321',
    ],
    [
      'https://music.apple.com/ru/playlist/live/pl.u-abc123',
      'https://music.apple.com/ru/playlist/live/pl.u-abc123',
    ],
  ],
  VKMusic: [
    ['https://vk.com/artist/annasol', 'https://vk.com/artist/annasol'],
    ['vk.ru/music/album/-2000123_456', 'https://vk.com/music/album/-2000123_456'],
    ['https://m.vk.com/music/playlist/123_45_abc', 'https://vk.com/music/playlist/123_45_abc'],
    ['https://vk.com/audios123456', 'https://vk.com/audios123456'],
  ],
  Boosty: [
    ['https://boosty.to/annasol', 'https://boosty.to/annasol'],
    ['boosty.to/annasol/', 'https://boosty.to/annasol'],
    ['@annasol', 'https://boosty.to/annasol'],
  ],
};

/** What each platform refuses: other hosts, its own host without a page, and handles where there are none. */
const BAD: Record<MusicContactKey, string[]> = {
  Instagram: [
    'https://evil.example/anna',
    'https://instagram.com.evil.example/anna',
    'https://www.instagram.com/p/Cx1/',
    'instagram.com',
    'anna sings',
    'soundcloud.com/anna',
  ],
  SoundCloud: [
    'https://soundcloud.example/anna',
    'https://soundcloud.com/',
    'https://soundcloud.com/discover',
    'a',
  ],
  Spotify: [
    'anna',
    'https://open.spotify.com/artist/short',
    'https://spotify.evil.example/artist/0OdUWJ0sBjDrqHygGUXeCF',
    'https://open.spotify.com/',
  ],
  YandexMusic: [
    'anna',
    'https://music.yandex.ru/artist/abc',
    'https://yandex.ru/artist/123',
    'https://music.yandex.ru/',
  ],
  Bandcamp: [
    'https://bandcamp.com/annasol',
    'https://daily.bandcamp.com',
    'https://annasol.bandcamp.com/merch/x/y',
  ],
  AppleMusic: ['anna', 'https://music.apple.com/ru/artist/anna-sol', 'https://apple.com/ru/artist/x/123'],
  VKMusic: [
    'anna',
    'https://vk.com/annasol',
    'https://vk.com/video-1_2',
    'https://vk.example/artist/annasol',
  ],
  Boosty: ['https://boosty.example/annasol', 'https://boosty.to/', 'anna sol'],
};

/** Refused by every platform: other schemes, control and invisible characters, too long. */
const EVERYWHERE_BAD = [
  'javascript:alert(1)',
  'JavaScript://instagram.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://user:pass@soundcloud.com/anna',
  'https://soundcloud.com:8443/anna',
  'anna\u0000sol',
  'https://boosty.to/anna\nsol',
  'anna\u200bsol',
  'ftp://boosty.to/anna',
  `https://soundcloud.com/${'a'.repeat(200)}`,
  'a'.repeat(201),
];

describe('music contacts', () => {
  for (const kind of MUSIC_CONTACT_KEYS) {
    it(`${kind}: takes its links (and handles) and stores the canonical link`, async () => {
      for (const [typed, stored] of GOOD[kind]) {
        const res = await save({ [kind]: typed });
        expect(res.statusCode, `${kind} ${typed}: ${res.body}`).toBe(200);
        expect(res.json().data[kind], typed).toBe(stored);
      }
    });

    it(`${kind}: refuses other hosts, other schemes, control characters and over-long values`, async () => {
      const before = (await save({})).json().data[kind];
      for (const typed of [...BAD[kind], ...EVERYWHERE_BAD]) {
        const res = await save({ [kind]: typed });
        expect(res.statusCode, `${kind} ${JSON.stringify(typed)}: ${res.body}`).toBe(400);
        const body = res.json();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.fields, typed).toEqual([{ path: `body.${kind}`, message: expect.any(String) }]);
      }
      // Nothing was written.
      expect((await save({})).json().data[kind]).toBe(before);
    });
  }

  it('words the field error in the reader’s language', async () => {
    const ru = (await save({ Instagram: 'https://evil.example/anna' })).json();
    expect(ru.fields[0].message).toMatch(/^Instagram: имя пользователя/);
    const en = (await save({ Spotify: 'anna' }, { 'accept-language': 'en' })).json();
    expect(en.fields[0].message).toMatch(/^Spotify: an open\.spotify\.com link/);
    const yandex = (await save({ YandexMusic: 'https://yandex.ru/x' })).json();
    expect(yandex.fields[0].message).toMatch(/^Яндекс Музыка: ссылка music\.yandex\.ru/);
  });

  it('keeps the older contacts as they are and removes one sent blank', async () => {
    const { client: owner } = await signedInUser(t);
    const saved = await owner.post('/api/user/updateUserContactInfo', {
      Telegram: '@anna_sings',
      Instagram: '@anna.sings',
      Boosty: 'annasol',
    });
    expect(saved.json().data).toMatchObject({
      Telegram: '@anna_sings',
      Instagram: 'https://www.instagram.com/anna.sings',
      Boosty: 'https://boosty.to/annasol',
      SoundCloud: null,
    });
    // A client that knows only the older keys changes nothing of the new ones.
    const old = await owner.post('/api/user/updateUserContactInfo', { Telegram: '@anna_sol' });
    expect(old.json().data).toMatchObject({
      Telegram: '@anna_sol',
      Instagram: 'https://www.instagram.com/anna.sings',
    });
    const removed = await owner.post('/api/user/updateUserContactInfo', { Instagram: '', Boosty: null });
    expect(removed.json().data).toMatchObject({ Instagram: null, Boosty: null, Telegram: '@anna_sol' });
  });

  it('shows them to signed-in readers only; visitors and the page’s HTML never get them', async () => {
    const { user, client: owner } = await signedInUser(t);
    await owner.post('/api/user/updateUserContactInfo', {
      SoundCloud: 'soundcloud.com/secret-sol',
      Spotify: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
      Bandcamp: 'secretsol',
    });
    const path = `/api/user/getProfile/${user.nickName}`;
    const visitor = await t.client().get(path);
    expect(visitor.json()).toMatchObject({ ContactInfo: null, ContactsState: 'SIGN_IN' });
    expect(visitor.body).not.toMatch(/secret-?sol|0OdUWJ0sBjDrqHygGUXeCF/);
    const page = await t.client().get(`/${user.nickName}`);
    expect(page.body).not.toMatch(/secret-?sol|0OdUWJ0sBjDrqHygGUXeCF/);

    const { client: reader } = await signedInUser(t);
    const seen = (await reader.get(path)).json();
    expect(seen.ContactsState).toBe('SHOWN');
    expect(seen.ContactInfo).toMatchObject({
      SoundCloud: 'https://soundcloud.com/secret-sol',
      Spotify: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
      Bandcamp: 'https://secretsol.bandcamp.com',
      Instagram: null,
    });

    await owner.post('/api/user/updateUserPrivacy', { ContactsVisibility: 'NOBODY' });
    const hidden = await reader.get(path);
    expect(hidden.json()).toMatchObject({ ContactInfo: null, ContactsState: 'HIDDEN' });
    expect(hidden.body).not.toMatch(/secret-?sol/);
  });
});
