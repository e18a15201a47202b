import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TtlCache } from './cache.ts';
import { allowedEmbed, allowedThumbnail } from './hosts.ts';
import { parseVideoLink, type VideoLinkError } from './links.ts';
import { type Endpoint, fetchJson, isPublicAddress, OutboundError } from './outbound.ts';

const code = (url: string) => {
  try {
    parseVideoLink(url);
    return 'OK';
  } catch (err) {
    return (err as VideoLinkError).code;
  }
};

describe('parseVideoLink', () => {
  it('recognises YouTube watch, short, embed, live and youtu.be links on every host', () => {
    const id = 'dQw4w9WgXcQ';
    const cases: [string, string][] = [
      [`https://www.youtube.com/watch?v=${id}`, 'YouTubeVideo'],
      [`https://youtube.com/watch?v=${id}&t=42s&list=PL1`, 'YouTubeVideo'],
      [`https://m.youtube.com/watch?feature=share&v=${id}`, 'YouTubeVideo'],
      [`https://music.youtube.com/watch?v=${id}`, 'YouTubeVideo'],
      [`http://www.youtube.com/embed/${id}?start=10`, 'YouTubeVideo'],
      [`https://www.youtube-nocookie.com/embed/${id}`, 'YouTubeVideo'],
      [`https://www.youtube.com/live/${id}`, 'YouTubeVideo'],
      [`https://youtu.be/${id}?si=abc`, 'YouTubeVideo'],
      [`youtu.be/${id}`, 'YouTubeVideo'],
      [`www.youtube.com/shorts/${id}`, 'YouTubeShort'],
      [`https://youtube.com/shorts/${id}?feature=share`, 'YouTubeShort'],
      [`  https://WWW.YOUTUBE.COM/watch?v=${id}  `, 'YouTubeVideo'],
    ];
    for (const [url, subType] of cases) {
      const link = parseVideoLink(url);
      expect(link, url).toMatchObject({ hostingService: 'YouTube', subType, videoId: id });
      expect(link.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
      expect(link.url).toBe(
        subType === 'YouTubeShort'
          ? `https://www.youtube.com/shorts/${id}`
          : `https://www.youtube.com/watch?v=${id}`,
      );
    }
  });

  it('recognises VK videos and clips on vk.com, vk.ru and vkvideo.ru', () => {
    const cases: [string, string, string][] = [
      ['https://vk.com/video-123_456', 'VKVideo', '-123_456'],
      ['https://vk.com/video123_456', 'VKVideo', '123_456'],
      ['https://m.vk.com/video-22822305_456242110', 'VKVideo', '-22822305_456242110'],
      ['https://vk.ru/video-1_2', 'VKVideo', '-1_2'],
      ['https://vkvideo.ru/video-123_456?list=ln-abc', 'VKVideo', '-123_456'],
      ['https://vkvideo.ru/playlist/-123_4/video-123_456', 'VKVideo', '-123_456'],
      ['https://vk.com/videos-123?z=video-123_456%2Fpl_-123_-2', 'VKVideo', '-123_456'],
      ['https://vk.com/feed?z=video-123_456/pl_cat_trends', 'VKVideo', '-123_456'],
      ['https://vk.com/video_ext.php?oid=-123&id=456&hash=abc', 'VKVideo', '-123_456'],
      ['https://vk.com/clip-123_456', 'VKClip', '-123_456'],
      ['https://vkvideo.ru/clip-123_456', 'VKClip', '-123_456'],
      ['https://vk.com/clips-123?z=clip-123_456', 'VKClip', '-123_456'],
      ['vk.com/video5_6', 'VKVideo', '5_6'],
    ];
    for (const [url, subType, videoId] of cases) {
      const link = parseVideoLink(url);
      expect(link, url).toMatchObject({ hostingService: 'VK', subType, videoId });
      const [oid, id] = videoId.split('_');
      expect(link.embedUrl).toBe(`https://vk.com/video_ext.php?oid=${oid}&id=${id}&hd=2`);
      expect(link.url).toBe(`https://vk.com/${subType === 'VKClip' ? 'clip' : 'video'}${videoId}`);
    }
  });

  it('tells another platform, a malformed link and a missing id apart', () => {
    const cases: [string, string][] = [
      ['https://vimeo.com/76979871', 'UNSUPPORTED_VIDEO_PLATFORM'],
      ['https://rutube.ru/video/abc/', 'UNSUPPORTED_VIDEO_PLATFORM'],
      ['https://www.tiktok.com/@a/video/1', 'UNSUPPORTED_VIDEO_PLATFORM'],
      ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'UNSUPPORTED_VIDEO_PLATFORM'],
      ['https://www.youtube.com/watch?v=short', 'INVALID_YOUTUBE_LINK'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ1', 'INVALID_YOUTUBE_LINK'],
      ['https://youtu.be/bad$id!!!!!', 'INVALID_YOUTUBE_LINK'],
      ['https://www.youtube.com/@channel', 'INVALID_YOUTUBE_LINK'],
      ['https://www.youtube.com/playlist?list=PL1', 'INVALID_YOUTUBE_LINK'],
      ['https://vk.com/video-abc_1', 'INVALID_VK_LINK'],
      ['https://vk.com/durov', 'INVALID_VK_LINK'],
      ['https://vk.com/feed?z=video-1_x', 'INVALID_VK_LINK'],
      ['https://vk.com/video_ext.php?oid=x&id=1', 'INVALID_VK_LINK'],
      ['https://www.youtube.com/watch', 'VIDEO_ID_MISSING'],
      ['https://www.youtube.com/watch?v=', 'VIDEO_ID_MISSING'],
      ['https://youtu.be/', 'VIDEO_ID_MISSING'],
      ['https://www.youtube.com/shorts/', 'VIDEO_ID_MISSING'],
      ['https://www.youtube.com/', 'VIDEO_ID_MISSING'],
      ['https://vk.com/video', 'VIDEO_ID_MISSING'],
      ['https://vkvideo.ru/', 'VIDEO_ID_MISSING'],
      ['https://vk.com/video_ext.php?oid=-1', 'VIDEO_ID_MISSING'],
      ['hello there', 'INVALID_VIDEO_URL'],
      ['ftp://youtube.com/watch?v=dQw4w9WgXcQ', 'INVALID_VIDEO_URL'],
      ['javascript:alert(1)', 'INVALID_VIDEO_URL'],
      ['localhost', 'INVALID_VIDEO_URL'],
      ['', 'INVALID_VIDEO_URL'],
    ];
    for (const [url, expected] of cases) expect(code(url), url).toBe(expected);
  });
});

describe('allowed hosts', () => {
  it('keeps thumbnails on the platforms’ image hosts over https only', () => {
    expect(allowedThumbnail('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBe(
      'https://i.ytimg.com/vi/x/hqdefault.jpg',
    );
    expect(allowedThumbnail('https://sun9-1.userapi.com/a.jpg')).toBeDefined();
    for (const bad of [
      'http://i.ytimg.com/vi/x.jpg',
      'https://evil.example/x.jpg',
      'https://i.ytimg.com.evil.example/x.jpg',
      'https://userapi.com.evil.example/x.jpg',
      'https://user:pw@i.ytimg.com/x.jpg',
      'https://i.ytimg.com:8443/x.jpg',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(allowedThumbnail(bad), bad).toBeUndefined();
  });

  it('keeps only player addresses we may frame', () => {
    expect(allowedEmbed('https://vkvideo.ru/video_ext.php?oid=-1&id=2&hash=a')).toBeDefined();
    expect(allowedEmbed('https://evil.example/video_ext.php')).toBeUndefined();
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, reserved and mapped forms of them', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      'not-an-ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['8.8.8.8', '142.250.74.46', '87.240.132.67', '2a00:1450:4010:c0e::5b', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('fetchJson', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url?.startsWith('/api')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"ok":true}');
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('fetches from a configured endpoint, even on loopback', async () => {
    const endpoints: Endpoint[] = [{ url: new URL(`${base}/api`), trusted: true }];
    expect(await fetchJson(new URL(`${base}/api?x=1`), endpoints)).toEqual({ ok: true });
  });

  it('refuses a host that is not configured to resolve to a private address, before connecting', async () => {
    const before = hits.length;
    const port = new URL(base).port;
    const endpoints: Endpoint[] = [{ url: new URL(`http://platform.example:${port}/api`), trusted: false }];
    // The platform's name resolves to this machine (DNS rebinding, a hostile resolver): refused.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const err = await fetchJson(new URL(`http://platform.example:${port}/api`), endpoints, { resolve }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(OutboundError);
    expect((err as OutboundError).reason).toBe('BLOCKED_ADDRESS');
    // One public and one private address: refused as well.
    const mixed = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    const err2 = await fetchJson(new URL(`http://platform.example:${port}/api`), endpoints, {
      resolve: mixed,
    }).catch((e: unknown) => e);
    expect((err2 as OutboundError).reason).toBe('BLOCKED_ADDRESS');
    // An address literal that is not configured as trusted is checked too.
    const literal: Endpoint[] = [{ url: new URL(`${base}/api`), trusted: false }];
    const err3 = await fetchJson(new URL(`${base}/api`), literal).catch((e: unknown) => e);
    expect((err3 as OutboundError).reason).toBe('BLOCKED_ADDRESS');
    expect(hits.length).toBe(before);
  });

  it('refuses anything but the configured endpoints', async () => {
    const endpoints: Endpoint[] = [{ url: new URL(`${base}/api`), trusted: true }];
    for (const other of [`${base}/other`, 'http://127.0.0.1:1/api', `${base.replace('http', 'https')}/api`]) {
      const err = await fetchJson(new URL(other), endpoints).catch((e: unknown) => e);
      expect((err as OutboundError).reason, other).toBe('NOT_ALLOWED');
    }
  });

  it('gives up after the time-out', async () => {
    const slow = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api`;
    const started = Date.now();
    const err = await fetchJson(new URL(url), [{ url: new URL(url), trusted: true }], {
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect((err as OutboundError).reason).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2000);
    slow.closeAllConnections();
    await new Promise<void>((r) => slow.close(() => r()));
  });
});

describe('TtlCache', () => {
  it('forgets entries after their time and the least recently used past its size', () => {
    let now = 0;
    const cache = new TtlCache<number>({ max: 2, now: () => now });
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 150;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
