import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, async (app: FastifyInstance) => {
    // A route declared like a module's, to observe validation and serialization through HTTP.
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(2), age: z.number().int().min(0) }) } },
      async (req) => req.body,
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok with the version and the database kind', async () => {
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: 'test-build',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('sends X-App-Version on GET answers and security headers', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers['x-app-version']).toBe('test-build');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends the security headers on refusals and failures too', async () => {
    for (const path of ['/api/nothing-here', '/api/test/boom', '/assets/missing-0000.js']) {
      const res = await t.client().get(path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the error shape, Russian by default', async () => {
    const res = await t.client().get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'Такого адреса API нет' });
  });

  it('speaks English when asked by Accept-Language, cookie or languageCode', async () => {
    const c = t.client();
    const byHeader = await c.get('/api/nothing-here', { 'accept-language': 'en-US,en;q=0.9' });
    expect(byHeader.json().message).toBe('There is no such API path');
    c.cookies.set('lang', 'en');
    expect((await c.get('/api/nothing-here')).json().message).toBe('There is no such API path');
    c.cookies.delete('lang');
    expect((await c.get('/api/nothing-here?languageCode=ENU')).json().message).toBe(
      'There is no such API path',
    );
  });

  it('answers bad input with 400 and the offending fields, in the request language', async () => {
    const c = t.client();
    const res = await c.post('/api/test/echo', { name: 'x', age: 'old' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['body.age', 'body.name']);
    expect(body.fields[0].message).toMatch(/[а-я]/);
    const en = await c.post('/api/test/echo', { name: 'x', age: 3 }, { 'accept-language': 'en' });
    expect(en.json().fields[0].message).toMatch(/^[\x20-\x7e]+$/);
  });

  it('rejects malformed JSON with 400 in the error shape', async () => {
    const res = await t.client().request({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('rejects a body over the limit with 413', async () => {
    const res = await t.client().request({
      method: 'POST',
      url: '/api/test/echo',
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides the details of a server error', async () => {
    const res = await t.client().get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, code: 'SERVER_ERROR', message: expect.any(String) });
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe('csrf', () => {
  it('sets a readable XSRF-TOKEN cookie on the first answer', async () => {
    const res = await t.client().get('/api/health');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a write without the header, with a mismatched header, or with a forged token', async () => {
    const c = t.client();
    await c.get('/api/health');
    const token = c.cookies.get('XSRF-TOKEN')!;
    const payload = { name: 'Ann', age: 30 };
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      cookies: { 'XSRF-TOKEN': token },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('CSRF_INVALID');
    const mismatch = await c.post('/api/test/echo', payload, { 'x-xsrf-token': `${token}x` });
    expect(mismatch.statusCode).toBe(403);
    const forged = 'abc.def';
    const forgedRes = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'x-xsrf-token': forged },
      cookies: { 'XSRF-TOKEN': forged },
    });
    expect(forgedRes.statusCode).toBe(403);
    const ok = await c.post('/api/test/echo', payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(payload);
  });

  it('does not accept a token bound to another session, even one it was just accepted for', async () => {
    const c = t.client();
    await c.get('/api/health');
    // Accepted once for its own (absent) session: the server remembers it as valid for that binding.
    expect((await c.post('/api/test/echo', { name: 'Ann', age: 1 })).statusCode).toBe(200);
    // The same token presented with a session cookie it was not issued for.
    const res = await c.post(
      '/api/test/echo',
      { name: 'Ann', age: 1 },
      { cookie: `sid=someone-else; XSRF-TOKEN=${c.cookies.get('XSRF-TOKEN')}` },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('web client fallback', () => {
  it('serves index.html with the route title, description and Open Graph tags', async () => {
    const res = await t.client().get('/search');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Поиск талантов — Таланты</title>');
    expect(res.body).toContain('<meta property="og:title" content="Поиск талантов — Таланты">');
    expect(res.body).toContain('<meta property="og:url" content="http://localhost:3000/search">');
    expect(res.body).toContain('<meta property="og:type" content="website">');
    expect(res.body).toContain('<meta property="og:image"');
    expect(res.body).not.toContain('placeholder');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('titles the feed as the feed, not as the home page', async () => {
    const res = await t.client().get('/list');
    expect(res.body).toContain('<title>Лента — Таланты</title>');
    const en = await t.client().get('/list', { 'accept-language': 'en' });
    expect(en.body).toContain('<title>Feed — Talanty</title>');
  });

  it('fills the tags in English for an English reader', async () => {
    const res = await t.client().get('/Policy', { 'accept-language': 'en' });
    expect(res.body).toContain('<title>Privacy policy — Talanty</title>');
    expect(res.body).toContain('<html lang="en"');
  });

  it('answers an unknown path and the demo groups with the app and status 404', async () => {
    for (const url of [
      '/no/such/page',
      '/blog',
      '/store/checkout',
      '/user',
      '/pages',
      '/post',
      '/user/edit-talant/XYZ',
      '/invite/edit-talant/sng',
    ]) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('Страница не найдена');
    }
  });

  it('serves every public and login-required app route with 200', async () => {
    for (const url of [
      '/',
      '/@anna',
      '/user/anna',
      '/anna',
      '/post/1',
      '/media/1',
      '/UserAgreement',
      '/auth/signin',
      '/user/profile-edit',
      '/invite/edit-talant/SNG',
      '/pages/error404',
      '/list',
    ]) {
      expect((await t.client().get(url)).statusCode, url).toBe(200);
    }
  });

  it('serves hashed assets with long immutable caching and compression', async () => {
    const res = await t.client().get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('never answers auth and API paths with the app', async () => {
    const res = await t.client().get('/login');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('openapi', () => {
  it('publishes the document generated from the contract', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
  });

  it('serves the docs UI', async () => {
    const res = await t.client().get('/api/docs/');
    expect([200, 302]).toContain(res.statusCode);
  });
});
