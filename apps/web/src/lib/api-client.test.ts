import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  APP_VERSION_STORAGE_KEY,
  type ApiClientDeps,
  ApiError,
  createApiClient,
  sessionExpiredPath,
} from './api-client.ts';
import { forgetRememberedUser, rememberUser } from './remembered-user.ts';

type Call = { url: string; init: RequestInit; headers: Headers };

function setup(answers: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  vi.stubGlobal('fetch', fetchStub);
  const deps: ApiClientDeps = {
    fetch: (input, init) => fetch(input, init),
    language: () => 'en',
    notifyError: vi.fn(),
    fallbackMessage: (kind, status) => `${kind}:${status}`,
    onSessionExpired: vi.fn(),
    reload: vi.fn(),
  };
  return { client: createApiClient(deps), deps, calls };
}

function json(body: unknown, init: ResponseInit = {}): () => Response {
  return () =>
    new Response(JSON.stringify(body), {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    });
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test fixture for the CSRF cookie
  document.cookie = 'XSRF-TOKEN=token%2Fvalue; path=/';
});

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test fixture cleanup
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
});

describe('api client', () => {
  it('sends the XSRF cookie as X-XSRF-TOKEN on POST, with credentials, JSON and the UI language', async () => {
    const { client, calls } = setup([json({ ok: true })]);
    const answer = await client.post<{ ok: boolean }>('/api/user/foolowAdd', { nickName: 'ivan' });

    expect(answer).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('/api/user/foolowAdd');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.get('X-XSRF-TOKEN')).toBe('token/value');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Accept-Language')).toBe('en');
    expect(call?.init.body).toBe(JSON.stringify({ nickName: 'ivan' }));
  });

  it('sends the XSRF header on GET too (a spec GET that mails needs it) and encodes the query', async () => {
    const { client, calls } = setup([json({ ListOfTools: [] })]);
    await client.get('/api/glossary/getToolList', {
      query: { talantCode: 'SNG', pageSize: 1000, skip: undefined },
    });

    expect(calls[0]?.url).toBe('/api/glossary/getToolList?talantCode=SNG&pageSize=1000');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('token/value');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sends form fields url-encoded (POST /login) and FormData as multipart', async () => {
    const { client, calls } = setup([json({}), json({ fileName: 'a.mp3' })]);
    await client.postForm('/login', { username: 'a@b.c', password: 'p&ss' });
    const data = new FormData();
    data.append('file', new Blob(['x']), 'a.mp3');
    await client.upload('/api/storage', data);

    expect(calls[0]?.init.body).toBeInstanceOf(URLSearchParams);
    expect(String(calls[0]?.init.body)).toBe('username=a%40b.c&password=p%26ss');
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('token/value');
    expect(calls[1]?.init.body).toBe(data);
    expect(calls[1]?.headers.has('Content-Type')).toBe(false);
  });

  it('turns an error answer into ApiError with the server fields and shows the message', async () => {
    const body = {
      status: 400,
      code: 'INVALID_OTP',
      message: 'Invalid confirmation code',
      fields: [{ path: 'otp', message: 'Wrong code' }],
    };
    const { client, deps } = setup([json(body, { status: 400 })]);

    const error = await client
      .post('/reset-password/confirm', { otp: '1' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_OTP', message: 'Invalid confirmation code' });
    expect((error as ApiError).fields).toEqual([{ path: 'otp', message: 'Wrong code' }]);
    expect(deps.notifyError).toHaveBeenCalledWith('Invalid confirmation code');
  });

  it('stays quiet when the caller opts out of the toast', async () => {
    const { client, deps } = setup([
      json({ status: 404, code: 'NOT_FOUND', message: 'No' }, { status: 404 }),
    ]);
    await expect(client.get('/api/x', { silent: true })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('reports an answer without the error shape, and a failed connection, as ApiError', async () => {
    const { client, deps } = setup([
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);

    await expect(client.get('/api/a')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'unexpected:502',
    });
    await expect(client.get('/api/b')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'network:0',
    });
    expect(deps.notifyError).toHaveBeenCalledTimes(2);
  });

  it('signs the user out on a 401 whose message says the session expired', async () => {
    const { client, deps } = setup([
      json({ status: 401, code: 'UNAUTHORIZED', message: 'Not logged in' }, { status: 401 }),
      json(
        { status: 401, code: 'SESSION_EXPIRED', message: 'Session expired, please sign in' },
        { status: 401 },
      ),
      json({ status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' }, { status: 401 }),
    ]);

    await expect(client.get('/api/user/userInfo')).rejects.toBeInstanceOf(ApiError);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    await expect(client.get('/api/user/userInfo')).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/api/user/updateUserInfo', {})).rejects.toBeInstanceOf(ApiError);
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('leads an expired session to the lock screen of the remembered account, else home', () => {
    forgetRememberedUser();
    expect(sessionExpiredPath('/user/profile-edit')).toBe('/');

    rememberUser({ nickName: 'anna.singer', avatar: null });
    expect(sessionExpiredPath('/user/profile-edit?tab=contacts')).toBe(
      `/auth/lockscreen?next=${encodeURIComponent('/user/profile-edit?tab=contacts')}`,
    );
    expect(sessionExpiredPath('/auth/signin')).toBe('/auth/lockscreen');
    forgetRememberedUser();
  });

  it('carries the Retry-After seconds of a throttled answer', async () => {
    const { client } = setup([
      json(
        { status: 429, code: 'RATE_LIMITED', message: 'Too many requests, try again in 42 s' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    ]);
    await expect(client.postForm('/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    });
  });

  it('reloads when a GET answer carries a new X-App-Version, but not on the first answer', async () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, 'old-build');
    const { client, deps } = setup([
      json({}, { headers: { 'X-App-Version': 'build-1' } }),
      json({}, { headers: { 'X-App-Version': 'build-1' } }),
      json({}, { status: 200, headers: { 'X-App-Version': 'build-2' } }),
    ]);

    await client.get('/api/health');
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('build-1');
    await client.get('/api/health');
    expect(deps.reload).not.toHaveBeenCalled();

    await client.get('/api/health');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('build-2');
  });

  it('parses the answer with the endpoint schema: a valid one passes, one outside the contract is a named error', async () => {
    const schema = z.object({ likeFlag: z.enum(['Y', 'N']), likeNum: z.number() });
    const { deps } = setup([json({ likeFlag: 'Y', likeNum: 4, extra: 1 }), json({ likeFlag: 'Y' })]);
    deps.describeInvalidAnswers = true;
    const strict = createApiClient(deps);
    expect(await strict.post('/api/user/setUserMediaLike', {}, { schema })).toEqual({
      likeFlag: 'Y',
      likeNum: 4,
    });

    const error = await strict.post('/api/user/setUserMediaLike', {}, { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_ANSWER' });
    expect((error as ApiError).message).toMatch(/\/api\/user\/setUserMediaLike breaks the contract: likeNum/);
    expect(deps.notifyError).toHaveBeenCalledTimes(1);
  });

  it('shows people the usual text for an answer outside the contract in production', async () => {
    const { client, deps } = setup([json({ nope: true })]);
    const schema = z.object({ status: z.literal('OK') });
    const error = await client.get('/api/x', { schema, silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_ANSWER', message: 'unexpected:200' });
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('ignores the version header on non-GET answers', async () => {
    const { client, deps } = setup([
      json({}, { headers: { 'X-App-Version': 'build-1' } }),
      json({}, { headers: { 'X-App-Version': 'build-9' } }),
    ]);
    await client.get('/api/health');
    await client.post('/logout');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
