import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationStreamEvent } from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestRoutes, signedInUser, signIn } from '../../test/factories.ts';
import { buildTestApp, openSameDatabase, type TestApp, TestClient } from '../../test/helpers.ts';
import { notificationHub } from './notifications.stream.ts';

type Message = { id?: string; event: string; data: NotificationStreamEvent };

/** A minimal EventSource over fetch: collects messages, waits for one. */
async function openStream(url: string, cookies: Map<string, string>, lastEventId?: string) {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${url}/api/user/notificationStream`, { headers, signal: abort.signal });
  const messages: Message[] = [];
  let ended = false;
  let text = '';
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = text.indexOf('\n\n');
        while (cut >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const fields: Record<string, string> = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.data)
            messages.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          cut = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    status: res.status,
    headers: res.headers,
    messages,
    isEnded: () => ended,
    /** The first message after the first `from` ones that satisfies `test` (waits up to 10 s). */
    async next(test: (m: Message) => boolean, from = 0): Promise<Message> {
      const started = Date.now();
      for (;;) {
        const found = messages.slice(from).find(test);
        if (found) return found;
        if (ended || Date.now() - started > 10_000)
          throw new Error(`no such message; got ${JSON.stringify(messages)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      abort.abort();
      await pump;
    },
  };
}

describe('notification stream (SSE over LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Awaited<ReturnType<typeof openSameDatabase>>;
  let url: string;

  beforeAll(async () => {
    a = await buildTestApp({ RATE_LIMITS: 'off' }, registerTestRoutes);
    // Two server processes on one PostgreSQL database; on PGlite (one process) the same app.
    second = await openSameDatabase(a);
    b = second ? await buildTestApp({ RATE_LIMITS: 'off' }, registerTestRoutes, { database: second }) : a;
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (second) {
      await b?.close();
      await second.close();
    }
    await a?.close();
  });

  /** A client of process B signed in as this user. */
  async function onB(userId: string) {
    const client = new TestClient(b.app);
    await signIn(client, userId);
    return client;
  }

  it('401 without a session', async () => {
    const res = await fetch(`${url}/api/user/notificationStream`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_LOGGED_IN');
  });

  it('an action through one process reaches a stream of the other; a reconnect replays what it missed', async () => {
    const me = await signedInUser(a);
    const anna = await signedInUser(a);
    const boris = await signedInUser(a);
    const stream = await openStream(url, me.client.cookies);
    expect(stream.status).toBe(200);
    // A hijacked answer still carries the security headers every answer does.
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await stream.next((m) => m.event === 'hello')).data).toEqual({
      UnreadNotifications: 0,
      Group: null,
    });

    // Anna follows me through B; B's dispatcher makes the notification; A's stream hears it.
    const annaOnB = await onB(anna.user.id);
    expect((await annaOnB.post('/api/user/foolowAdd', { nickName: me.user.nickName })).statusCode).toBe(200);
    const started = Date.now();
    await b.app.events.dispatch();
    const followed = await stream.next((m) => m.event === 'notification');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(followed.data).toMatchObject({ UnreadNotifications: 1, Group: { type: 'follow', ActorCount: 1 } });
    expect(followed.data.Group?.Actors[0]?.NickName).toBe(anna.user.nickName);
    expect(Number(followed.id)).toBeGreaterThan(0);
    await stream.close();

    // Missed while away: Boris follows too, and Anna takes hers back.
    const borisOnB = await onB(boris.user.id);
    await borisOnB.post('/api/user/foolowAdd', { nickName: me.user.nickName });
    await b.app.events.dispatch();
    await annaOnB.post('/api/user/foolowRemove', { nickName: me.user.nickName });
    await b.app.events.dispatch();

    const resumed = await openStream(url, me.client.cookies, followed.id);
    const replayed = await resumed.next(
      (m) => m.event === 'notification' && m.data.Group?.Actors.length === 1 && m.data.Group.ActorCount === 1,
    );
    expect(replayed.data.Group?.Actors[0]?.NickName).toBe(boris.user.nickName);
    expect(Number(replayed.id)).toBeGreaterThan(Number(followed.id));
    // A fresh stream (no Last-Event-ID) starts from now: the hello only.
    const fresh = await openStream(url, me.client.cookies);
    await fresh.next((m) => m.event === 'hello');

    // Reading through B reaches both streams on A.
    const groupKey = replayed.data.groupKey;
    const meOnB = await onB(me.user.id);
    expect((await meOnB.post('/api/user/setNotificationRead', { groupKey })).json()).toEqual({
      UnreadNotifications: 0,
    });
    for (const s of [resumed, fresh]) {
      const read = await s.next((m) => m.data.Group?.ReadFlag === 'Y');
      expect(read.data).toMatchObject({ UnreadNotifications: 0, groupKey });
    }
    await resumed.close();
    await fresh.close();
  });

  it('a person holds five streams at most: the sixth closes the oldest; closed ones are let go', async () => {
    const me = await signedInUser(a);
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const s = await openStream(url, me.client.cookies);
      await s.next((m) => m.event === 'hello');
      streams.push(s);
    }
    const started = Date.now();
    while (!streams[0]!.isEnded() && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 10));
    expect(streams[0]!.isEnded()).toBe(true);
    expect(streams.slice(1).every((s) => !s.isEnded())).toBe(true);
    for (const s of streams) await s.close();
  });

  it('the graceful drain ends open streams at once instead of waiting its grace for them (last: A drains)', async () => {
    const me = await signedInUser(a);
    const s = await openStream(url, me.client.cookies);
    await s.next((m) => m.event === 'hello');
    const started = Date.now();
    expect(await a.app.drain(20_000)).toEqual({ unfinished: 0 });
    expect(Date.now() - started).toBeLessThan(5000);
    await s.close();
    expect(s.isEnded()).toBe(true);
  });
});

describe('notification hub', () => {
  it('sends a heartbeat, and forgets a stream that closed', async () => {
    const written: string[] = [];
    const listeners: (() => void)[] = [];
    const fake = {
      writableEnded: false,
      destroyed: false,
      write: (s: string) => written.push(s),
      end: () => {
        fake.writableEnded = true;
      },
      on: (_: string, f: () => void) => listeners.push(f),
    };
    const res = fake as unknown as ServerResponse;
    const hub = notificationHub({
      source: { seq: async () => 0, unread: async () => 2, changesSince: async () => [] },
      log: { warn() {} } as unknown as FastifyBaseLogger,
      heartbeatMs: 20,
    });
    await hub.open('u1', res, undefined);
    expect(written[0]).toContain('"UnreadNotifications":2');
    // Two pings 20 ms apart: waited for, not timed (a loaded machine runs timers late).
    await expect
      .poll(() => written.filter((w) => w === ': ping\n\n').length, { timeout: 5000, interval: 10 })
      .toBeGreaterThanOrEqual(2);
    expect(hub.count()).toBe(1);
    for (const f of listeners) f();
    expect(hub.count()).toBe(0);
    hub.close();
  });
});
