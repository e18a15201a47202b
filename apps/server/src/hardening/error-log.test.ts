import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../lib/log-errors.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/** A log destination that keeps what the app wrote. */
function collector() {
  const chunks: string[] = [];
  return { stream: { write: (s: string) => void chunks.push(s) }, text: () => chunks.join('') };
}

const SECRET = 'Ивана-секрет-42';

/** A route whose query fails in the database with a person's text among its parameters. */
async function failingRoute(app: TestApp['app']) {
  app.post('/api/test/fail', { schema: { hide: true } }, async (req) => {
    const { text } = req.body as { text: string };
    await app.db.execute(sql`select ${text}::uuid`);
    return { ok: true };
  });
}

describe.each(['json', 'pretty'] as const)('a 500 in the %s log', (format) => {
  let t: TestApp;
  const log = collector();
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: format }, failingRoute, {
      logStream: log.stream,
    });
  });
  afterAll(() => t?.close());

  it('names the request id and the error, never the statement’s parameters or the person’s text', async () => {
    const res = await t.client().post('/api/test/fail', { text: SECRET });
    expect([res.statusCode, res.json().code]).toEqual([500, 'SERVER_ERROR']);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = log.text();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('params:');
    const errorLine = text.split('\n').find((l) => l.includes('server error'));
    expect(errorLine, text).toBeDefined();
    expect(text).toContain(String(id));
    if (format === 'json') {
      const entry = JSON.parse(errorLine!);
      expect(entry).toMatchObject({
        reqId: id,
        err: { type: 'DrizzleQueryError', message: 'database query failed', cause: { code: '22P02' } },
      });
      expect(entry.err.query).toContain('$1');
    }
  });
});

describe('loggableError', () => {
  it('blanks quoted values in any message and keeps the frames of the stack', () => {
    const err = new Error('invalid input syntax for type uuid: "abc-секрет"');
    const out = loggableError(err);
    expect(out.message).toBe('invalid input syntax for type uuid: "…"');
    expect(out.stack).not.toContain('секрет');
    expect(out.stack).toMatch(/\n\s+at /);
  });
});
