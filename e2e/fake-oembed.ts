import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for YouTube's oEmbed (a service that is not ours; the journeys' server has no
 * internet): `GET /oembed?url=<watch|shorts link>&format=json` answers like YouTube does for that
 * video id. The server under test reaches it through `VIDEO_YOUTUBE_OEMBED_URL`.
 */
export type FakeOEmbed = { url: string; requests: string[]; close: () => Promise<void> };

/** Titles the fake gives particular ids; any other well-formed id gets "Видео <id>". */
export const FAKE_OEMBED_TITLES: Record<string, string> = {
  dQw4w9WgXcQ: 'Never Gonna Give You Up — живое исполнение',
};

export async function startFakeOEmbed(): Promise<FakeOEmbed> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    const link = url.searchParams.get('url') ?? '';
    const id = /(?:[?&]v=|\/shorts\/|youtu\.be\/|\/embed\/)([A-Za-z0-9_-]{11})/.exec(link)?.[1];
    if (url.pathname !== '/oembed' || !id) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request');
      return;
    }
    const body = JSON.stringify({
      type: 'video',
      version: '1.0',
      title: FAKE_OEMBED_TITLES[id] ?? `Видео ${id}`,
      author_name: 'Talanty Live',
      author_url: 'https://www.youtube.com/@talanty',
      provider_name: 'YouTube',
      provider_url: 'https://www.youtube.com/',
      thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      thumbnail_width: 480,
      thumbnail_height: 360,
      width: 200,
      height: 113,
      html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed"></iframe>`,
    });
    res
      .writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oembed`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
