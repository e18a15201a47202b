import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, buildTestAppWithFactories, signedInUser } from '../test/factories.ts';
import type { TestApp, TestClient } from '../test/helpers.ts';
import { databaseChecksum } from './checksum.ts';

/**
 * Issue 14: malformed bodies, queries, path parameters and multipart forms, generated from the
 * OpenAPI document, to every route it lists (and the server-rendered pages): no answer may be a
 * 5xx, and a refused request (4xx) may not change a row. `FUZZ_RUNS` sets the requests per route
 * (default 15: about 20 s on one worker); a failure prints fast-check's seed and the shrunk request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
type Route = { method: string; path: string; op: Operation };
type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  anonymous: boolean;
};

/** Text that has broken servers: NUL and other controls, bidi overrides, replacement patterns, odd Unicode, sizes. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u001b[31m',
  '\u007f\u0085',
  'photo\u202Egpj.exe',
  "$`$'$&$1$<x>",
  '\ud800',
  '\udfff\ud800',
  '𝄞🎸ё',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\\',
  '"',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '-1',
  '1e309',
  'NaN',
  '0190a0b0-7c3e-7000-8000-1234567890ab',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(2100),
  'я'.repeat(300),
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e-308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Values for a schema: mostly of its shape (so requests get past the first check), often not. */
function arbitraryFor(schema: JsonSchema | undefined, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return nastyValue;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return fc.oneof(...variants.map((s) => arbitraryFor(s, known, depth + 1)), nastyValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (type === 'object' && schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([k, s]) => [k, arbitraryFor(s, known, depth + 1)]),
    );
    shaped = fc.record(fields, { requiredKeys: [] });
  } else if (type === 'array') {
    shaped = fc.array(arbitraryFor(schema.items, known, depth + 1), { maxLength: 3 });
  } else if (type === 'string' && schema.format === 'uuid') {
    shaped = fc.oneof(fc.uuid(), fc.constantFrom(...known.ids));
  } else if (type === 'string' && (schema.format === 'date' || schema.format === 'date-time')) {
    shaped = fc.oneof(
      fc.constantFrom('0000-01-01', '1799-12-31', '2024-02-30', '2101-01-01T00:00:00Z', '1999-01-01'),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    );
  } else if (type === 'string') {
    shaped = fc.oneof(nastyString, fc.constantFrom(...known.strings));
  } else if (type === 'integer' || type === 'number') shaped = nastyNumber;
  else if (type === 'boolean') shaped = fc.boolean();
  else shaped = nastyValue;
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: nastyValue });
}

type KnownValues = { ids: string[]; strings: string[] };

/** A path parameter as a client could put it in the address, including broken escapes. */
const pathSegment = fc.oneof(
  nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%00', '%ZZ', '%', '%E0%A4%A', '..%2F..%2Fetc', '%2e%2e', 'a%2Fb'),
);

const queryValue = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '?') : JSON.stringify(v ?? null);

/** A body in the media types the route takes, or deliberately in the wrong one. */
function bodyFor(
  route: Route,
  known: KnownValues,
): fc.Arbitrary<{ type?: string; payload?: string | Buffer }> {
  const content = route.op.requestBody?.content ?? {};
  if (content['multipart/form-data']) return multipartBody;
  const schema = content['application/json']?.schema;
  const value = arbitraryFor(schema, known);
  const json = value.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' }));
  const form = value.map((v) => ({
    type: 'application/x-www-form-urlencoded',
    payload:
      typeof v === 'object' && v !== null
        ? new URLSearchParams(
            Object.entries(v).map(([k, x]): [string, string] => [k, queryValue(x)]),
          ).toString()
        : String(v),
  }));
  const broken = fc.constantFrom(
    { type: 'application/json', payload: '{"a":' },
    { type: 'application/json', payload: '' },
    { type: 'application/json', payload: '{"__proto__":{"x":1}}' },
    { type: 'application/json', payload: '[1,2,3]' },
    { type: 'application/json; charset=latin1', payload: '{}' },
    { type: 'text/plain', payload: 'hello' },
    { type: 'application/xml', payload: '<a/>' },
    { type: 'multipart/form-data', payload: 'abc' },
    { type: undefined, payload: undefined },
  );
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: form },
    { weight: 2, arbitrary: broken },
  );
}

/** Multipart forms: no boundary, a wrong one, cut-off bodies, garbage part headers, random bytes. */
const multipartBody = fc
  .record({
    boundary: fc.constantFrom(undefined, 'zzz', '', 'a"b', 'x'.repeat(100)),
    name: fc.constantFrom('file', 'other', '', 'fi\u0000le'),
    filename: fc.option(nastyString, { nil: undefined }),
    partType: fc.constantFrom(undefined, 'image/png', 'audio/mpeg', 'text/plain', '\u0000'),
    data: fc.uint8Array({ maxLength: 300 }),
    cut: fc.nat({ max: 400 }),
    garbage: fc.boolean(),
  })
  .map(({ boundary, name, filename, partType, data, cut, garbage }) => {
    const b = boundary ?? 'zzz';
    let head = garbage
      ? `--${b}\r\n: : :\r\n\u0001\r\n\r\n`
      : `--${b}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n`;
    if (!garbage && partType) head += `Content-Type: ${partType}\r\n`;
    if (!garbage) head += '\r\n';
    const whole = Buffer.concat([Buffer.from(head), Buffer.from(data), Buffer.from(`\r\n--${b}--\r\n`)]);
    return {
      type: boundary === undefined ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
      payload: cut < whole.length ? whole.subarray(0, cut) : whole,
    };
  });

function requestFor(route: Route, known: KnownValues): fc.Arbitrary<Sent> {
  const params = route.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map(() => pathSegment))
    .map((segments) =>
      pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, segments[i]!), route.path),
    );
  const query = fc
    .record(
      Object.fromEntries(
        [...queryParams.map((p) => p.name), 'languageCode'].map((n) => [
          n,
          arbitraryFor(queryParams.find((p) => p.name === n)?.schema, known),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((q) =>
      new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, queryValue(v)])).toString(),
    );
  const noBody: fc.Arbitrary<{ type?: string; payload?: string | Buffer }> = fc.constant({});
  const body = route.method === 'GET' || route.method === 'HEAD' ? noBody : bodyFor(route, known);
  return fc
    .record({ path, query, body, anonymous: fc.boolean() })
    .map(({ path: p, query: q, body: b, anonymous }) => {
      const headers: Record<string, string> = {};
      if (b.type) headers['content-type'] = b.type;
      return { method: route.method, url: q ? `${p}?${q}` : p, headers, payload: b.payload, anonymous };
    });
}

/** The server-rendered pages, which the OpenAPI document does not list. */
const PAGES: Route[] = ['/@{nick}', '/user/{nick}', '/{nick}', '/media/{id}', '/search'].map((path) => ({
  method: 'GET',
  path,
  op: {
    parameters: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ in: 'path' as const, name: m[1]! })),
  },
}));

/** Routes that end the caller's session or account when a generated request happens to be valid. */
const SESSION_ENDING = new Set([
  'POST /logout',
  'POST /api/user/deleteAccount',
  'POST /reset-password/complete',
]);

/** Streams that never end by themselves (Server-Sent Events): fuzzed signed out, where they answer 401. */
const STREAMING = new Set(['GET /api/user/notificationStream']);

/**
 * A wrong password or code is recorded on purpose, refused or not (the brute-force throttle and
 * lock): the only rows a refusal writes. bad-input.test.ts checks that a request the contract
 * refuses writes not even those.
 */
const withoutAttempts = (checksum: string) => checksum.replace(/^auth_(throttle_events|locks):.*$/gm, '');

let t: TestApp;
let routes: Route[];
let known: KnownValues;
let owner: { user: { id: string; nickName: string }; client: TestClient };

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
  owner = await signedInUser(t);
  const image = await addImage(owner.client);
  await owner.client.post('/api/user/addUserTalant', { talantCode: 'SNG' });
  known = {
    ids: [image.FileId, owner.user.id],
    strings: [owner.user.nickName, 'SNG', 'DJ', image.FileName, 'ru', 'ENU', 'Y', 'N'],
  };
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  routes.push(...PAGES);
}, 120_000);
afterAll(() => t?.close());

describe('fuzzing every route', () => {
  it('answers no 5xx, and a refused request writes nothing', { timeout: 600_000 }, async () => {
    expect(routes.length).toBeGreaterThan(50);
    let checksum = await databaseChecksum(t.app.db);
    const sentPerRoute = new Map<string, number>();
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      await fc.assert(
        fc.asyncProperty(requestFor(route, known), async (req) => {
          const client =
            req.anonymous || SESSION_ENDING.has(key) || STREAMING.has(key) ? t.client() : owner.client;
          const res = await client.request({
            method: req.method as 'GET',
            url: req.url,
            headers: req.headers,
            payload: req.payload,
          });
          sentPerRoute.set(key, (sentPerRoute.get(key) ?? 0) + 1);
          const what = `${req.method} ${req.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          const after = await databaseChecksum(t.app.db);
          if (res.statusCode >= 400) {
            expect(withoutAttempts(after), `a refused request changed rows: ${what}`).toBe(
              withoutAttempts(checksum),
            );
            if (res.body && res.headers['content-type']?.toString().startsWith('application/json')) {
              expect(res.json(), what).toMatchObject({ status: res.statusCode, code: expect.any(String) });
            }
          }
          checksum = after;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    for (const route of routes) expect(sentPerRoute.get(`${route.method} ${route.path}`)).toBe(RUNS);
  });
});
