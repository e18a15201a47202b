import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for YouTube's oEmbed and VK's video.get (services that are not ours), so the
 * server's outbound requests can be tested for real: it answers by video id, and special ids make
 * it slow, redirect, oversize, refuse or send a picture from a foreign host.
 */
export const FAKE_VIDEOS = {
  /** Answers after 6 s (past the server's 5 s time-out). */
  slow: 'slowslowslo',
  /** Redirects to /secret (which must never be fetched). */
  redirect: 'redirectmee',
  /** Answers 2 MB of JSON (past the 1 MB cap), with a Content-Length. */
  huge: 'hugehugehug',
  /** 401, as oEmbed does for a private video. */
  private: 'privatevide',
  /** A thumbnail on a host that is not YouTube's. */
  foreignThumb: 'foreignthum',
  /** 500. */
  broken: 'brokenvideo',
  /** A title full of replacement patterns (`$&`, `` $` ``, `$'`). */
  dollars: 'dollarsigns',
} as const;

/** The title the fake YouTube gives FAKE_VIDEOS.dollars. */
export const DOLLAR_TITLE = "Rock$'n'Roll $& $` $$ live";

/** VK video ids (`<owner>_<id>`) the fake VK treats specially. */
export const FAKE_VK_IDS = {
  /** An empty `items` list: VK does not show this video. */
  missing: '404',
  /** An `{error}` answer. */
  error: '500',
  /** 2 MB of JSON in chunks, without a Content-Length. */
  hugeChunked: '413',
} as const;

export type FakePlatforms = {
  /** `VIDEO_YOUTUBE_OEMBED_URL`, `VIDEO_VK_API_URL`, `VK_API_TOKEN` for buildTestApp. */
  env: Record<string, string>;
  /** Requests seen, as path + query. */
  requests: string[];
  close: () => Promise<void>;
};

export const FAKE_VK_TOKEN = 'vk-test-token';

const json = (body: unknown) => JSON.stringify(body);

export async function startFakeVideoPlatforms(): Promise<FakePlatforms> {
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function youtube(
    req: IncomingMessage,
    url: URL,
    send: (status: number, body: string, headers?: object) => void,
  ) {
    const link = url.searchParams.get('url') ?? '';
    const id = /(?:v=|shorts\/)([A-Za-z0-9_-]{11})/.exec(link)?.[1] ?? '';
    if (url.searchParams.get('format') !== 'json' || !id) return send(400, 'Bad Request');
    if (id === FAKE_VIDEOS.slow) {
      const timer = setTimeout(() => send(200, json({ title: 'Too late' })), 6000);
      timers.add(timer);
      req.on('close', () => clearTimeout(timer));
      return;
    }
    if (id === FAKE_VIDEOS.redirect) return send(302, '', { location: '/secret' });
    if (id === FAKE_VIDEOS.huge) return send(200, json({ title: 'x'.repeat(2 * 1024 * 1024) }));
    if (id === FAKE_VIDEOS.private) return send(401, 'Unauthorized');
    if (id === FAKE_VIDEOS.broken) return send(500, 'Internal Server Error');
    const thumb =
      id === FAKE_VIDEOS.foreignThumb
        ? 'https://evil.example/pixel.jpg'
        : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
    send(
      200,
      json({
        type: 'video',
        version: '1.0',
        title: id === FAKE_VIDEOS.dollars ? DOLLAR_TITLE : `Видео ${id}`,
        author_name: 'Канал «Тест»',
        author_url: 'https://www.youtube.com/@test',
        thumbnail_url: thumb,
        thumbnail_width: 480,
        thumbnail_height: 360,
        provider_name: 'YouTube',
      }),
      { 'content-type': 'application/json' },
    );
  }

  function vk(url: URL, send: (status: number, body: string, headers?: object) => void) {
    if (url.searchParams.get('access_token') !== FAKE_VK_TOKEN)
      return send(200, json({ error: { error_code: 5, error_msg: 'User authorization failed' } }));
    const videos = url.searchParams.get('videos') ?? '';
    const [owner, id] = videos.split('_');
    if (id === FAKE_VK_IDS.missing) return send(200, json({ response: { count: 0, items: [] } }));
    if (id === FAKE_VK_IDS.error)
      return send(200, json({ error: { error_code: 10, error_msg: 'Internal server error' } }));
    const ownerId = Number(owner);
    send(
      200,
      json({
        response: {
          count: 1,
          items: [
            {
              id: Number(id),
              owner_id: ownerId,
              title: `Клип ${videos}`,
              duration: 187,
              player: `https://vkvideo.ru/video_ext.php?oid=${owner}&id=${id}&hash=abc123`,
              image: [
                { url: `https://sun9-1.userapi.com/${videos}-320.jpg`, width: 320, height: 240 },
                { url: `https://sun9-1.userapi.com/${videos}-800.jpg`, width: 800, height: 450 },
                { url: `https://sun9-1.userapi.com/${videos}-1280.jpg`, width: 1280, height: 720 },
              ],
            },
          ],
          profiles: ownerId > 0 ? [{ id: ownerId, first_name: 'Иван', last_name: 'Петров' }] : [],
          groups: ownerId < 0 ? [{ id: -ownerId, name: 'Оркестр «Тест»' }] : [],
        },
      }),
      { 'content-type': 'application/json' },
    );
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: string, headers: object = {}) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers });
      res.end(body);
    };
    if (url.pathname === '/oembed') return youtube(req, url, send);
    if (url.pathname === '/method/video.get') {
      const id = (url.searchParams.get('videos') ?? '').split('_')[1];
      if (id === FAKE_VK_IDS.hugeChunked) {
        // Chunked, no Content-Length: the cap must be enforced while reading.
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = 'x'.repeat(64 * 1024);
        res.write('{"pad":"');
        for (let i = 0; i < 32; i++) res.write(chunk);
        res.end('"}');
        return;
      }
      return vk(url, send);
    }
    send(404, 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    env: {
      VIDEO_YOUTUBE_OEMBED_URL: `${base}/oembed`,
      VIDEO_VK_API_URL: `${base}/method/video.get`,
      VK_API_TOKEN: FAKE_VK_TOKEN,
    },
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
