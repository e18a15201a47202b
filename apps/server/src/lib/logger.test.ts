import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { formatEntry, useColors } from './logger.ts';

/** A log destination that keeps what the app wrote. */
function collector() {
  const chunks: string[] = [];
  return {
    stream: { write: (s: string) => void chunks.push(s) },
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean),
  };
}

const ESC = String.fromCharCode(27);

/** The 6-digit code of the newest outbox mail to `to`. */
function outboxCode(dataDir: string, to: string): string {
  const dir = path.join(dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(`-${to}.eml`))
    .sort()
    .at(-1)!;
  return /\b(\d{6})\b/.exec(readFileSync(path.join(dir, file), 'utf8'))![1]!;
}

describe('readable log (LOG_FORMAT=pretty)', () => {
  let t: TestApp;
  const log = collector();
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, undefined, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('boxes the dev outbox mail with its code, and writes one plain line per API request', async () => {
    const c = t.client();
    const email = 'log.reader@example.com';
    const res = await c.post('/registration/init', {
      email,
      password: 'Velvet-Tuba-2024',
      nickName: 'log_reader',
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = outboxCode(t.dataDir, email);
    const lines = log.lines();

    const top = lines.findIndex((l) => l.startsWith(`┌─ Dev outbox: mail to ${email} ─`));
    expect(top, log.text()).toBeGreaterThanOrEqual(0);
    const box = lines.slice(top, lines.findIndex((l, i) => i > top && l.startsWith('└')) + 1);
    expect(box.some((l) => l.startsWith('│ ') && l.includes(`sign-up code for ${email}: ${code}`))).toBe(
      true,
    );
    expect(box.some((l) => /^│ file: .*log\.reader@example\.com\.eml$/.test(l))).toBe(true);
    expect(box.at(-1)).toMatch(/^└─+$/);

    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}POST \/registration\/init 200 [\d.]+ ms$/),
    );
    // Not a terminal: no colour codes, and nothing of it is JSON.
    expect(log.text()).not.toContain(ESC);
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
  });

  it('keeps built assets and media bytes out of the info log, and codes out of logged addresses', async () => {
    const c = t.client();
    const before = log.lines().length;
    expect((await c.get('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await c.get('/files/nothing-here.mp3')).statusCode).toBe(404);
    expect((await c.post('/registration/confirm?otp=123456')).statusCode).toBe(400);
    const added = log.lines().slice(before);
    expect(added.join('\n')).not.toMatch(/assets|\/files\//);
    expect(added).toContainEqual(expect.stringMatching(/POST \/registration\/confirm\?otp=\*\*\* 400 /));
    expect(added.join('\n')).not.toContain('123456');
  });
});

describe('JSON log (LOG_FORMAT=json)', () => {
  let t: TestApp;
  const log = collector();
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, undefined, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('writes one JSON object a line, with the outbox mail and each request as fields', async () => {
    const c = t.client();
    const email = 'json.reader@example.com';
    const res = await c.post('/registration/init', {
      email,
      password: 'Velvet-Tuba-2024',
      nickName: 'json_reader',
    });
    expect(res.statusCode, res.body).toBe(200);
    await c.get('/assets/app-abc123.js');
    const code = outboxCode(t.dataDir, email);

    const entries = log.lines().map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 30,
        kind: 'dev-outbox',
        to: email,
        note: `sign-up code for ${email}: ${code}`,
        file: expect.stringMatching(/json\.reader@example\.com\.eml$/),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'POST',
        url: '/registration/init',
        statusCode: 200,
        responseTime: expect.any(Number),
        reqId: expect.any(String),
      }),
    );
    // An asset is logged at debug (20), never at info.
    const asset = entries.filter((e) => e.url === '/assets/app-abc123.js');
    expect(asset.map((e) => e.level)).toEqual([20]);
    expect(entries.some((e) => e.msg === 'incoming request')).toBe(false);
  });
});

describe('formatEntry', () => {
  const time = new Date(2026, 0, 2, 9, 5, 7).getTime();

  it('prints the stack and request id of an error of ours, and only the reason of a lesser one', () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here (x.ts:1:1)' };
    const error = formatEntry({ level: 50, time, msg: 'server error', reqId: 'r1', err }, false);
    expect(error).toBe('09:05:07 ERROR server error reqId=r1\n    Error: boom\n        at here (x.ts:1:1)');
    const info = formatEntry({ level: 30, time, msg: 'client error', err }, false);
    expect(info).toBe('09:05:07 INFO  client error err=Error: boom');
  });

  it('prints other fields as key=value, and never a control character from a value', () => {
    const line = formatEntry(
      { level: 30, time, msg: `bad${ESC}[2Jname`, rows: 3, city: 'Нижний Новгород' },
      false,
    );
    expect(line).toBe('09:05:07 INFO  bad\ufffd[2Jname rows=3 city="Нижний Новгород"');
  });

  it('colours a terminal only, and not when NO_COLOR is set', () => {
    expect(useColors({ write: () => {}, isTTY: true }, {})).toBe(true);
    expect(useColors({ write: () => {}, isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColors({ write: () => {} }, {})).toBe(false);
    expect(useColors({ write: () => {} }, { FORCE_COLOR: '1' })).toBe(true);
    const coloured = formatEntry(
      { level: 30, time, method: 'GET', url: '/x', statusCode: 500, responseTime: 12 },
      true,
    );
    expect(coloured).toContain(`${ESC}[31m500${ESC}[0m`);
  });
});

describe('LOG_FORMAT', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-log-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is pretty on a terminal and JSON otherwise unless set, and refuses anything else', () => {
    const env = { DATA_DIR: dataDir, APP_VERSION: 'x' };
    expect(loadConfig({ ...env, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ ...env, LOG_FORMAT: '' }).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(() => loadConfig({ ...env, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
