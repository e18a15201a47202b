import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authLocks, sessions } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { advance, browser, db, sessionCount, signUp, t, uniq, useAuthApp } from './auth.fixture.ts';

useAuthApp();

describe('sign-in', () => {
  it('signs in by e-mail or nickname in any case, with a new session id each time', async () => {
    const p = await signUp();
    const b = browser();
    const byEmail = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email.toUpperCase(), password: p.password },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json()).toEqual({ status: 'LOGGED_IN' });
    const first = b.cookies.get('sid');
    expect(first).toBeDefined();
    const byNick = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.nickName.toUpperCase(), password: p.password },
    });
    expect(byNick.statusCode).toBe(200);
    expect(b.cookies.get('sid')).not.toBe(first);
    expect((await b.get('/api/user/userInfo')).json().NickName).toBe(p.nickName);
    // The rotated-out session is gone.
    const old = await t.app.inject({ method: 'GET', url: '/api/user/userInfo', cookies: { sid: first! } });
    expect(old.statusCode).toBe(401);
  });

  it('accepts JSON as well as the form', async () => {
    const p = await signUp();
    const res = await browser().post('/login', { username: p.nickName, password: p.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike: 401 Error on sign-in, no session', async () => {
    const p = await signUp();
    const before = await sessionCount(p.email);
    const b = browser();
    const wrong = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: 'nope-nope-nope' },
    });
    const unknown = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: `ghost_${uniq()}`, password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, code: 'LOGIN_FAILED', message: 'Ошибка при входе' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(b.cookies.has('sid')).toBe(false);
    expect(await sessionCount(p.email)).toBe(before);
    const en = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: 'nope-nope-nope' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('Error on sign-in');
  });

  it('asks for both fields', async () => {
    const b = browser();
    const noName = await b.request({ method: 'POST', url: '/login', form: { username: '', password: 'x' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      code: 'LOGIN_REQUIRED',
      message: 'Email или никнейм не может быть пустым',
    });
    const noPassword = await b.request({ method: 'POST', url: '/login', form: { username: 'anna' } });
    expect(noPassword.json()).toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: 'Пароль не может быть пустым',
    });
  });

  it('refuses sign-in without the CSRF header', async () => {
    const p = await signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: new URLSearchParams({ username: p.email, password: p.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('locks an account for 15 minutes after 5 failures in 15 minutes, even for the right password', async () => {
    const p = await signUp();
    const b = browser();
    const fail = (username: string) =>
      b.request({ method: 'POST', url: '/login', form: { username, password: 'wrong-password' } });
    for (let i = 0; i < 4; i++) {
      expect((await fail(i % 2 ? p.email : p.nickName)).statusCode).toBe(401);
      advance(60_000);
    }
    const fifth = await fail(p.email);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.headers['retry-after']).toBe('900');
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(fifth.json().message).toContain('15 мин');

    // The right password from another browser does not get through the lock.
    const other = browser();
    const right = await other.request({
      method: 'POST',
      url: '/login',
      form: { username: p.nickName, password: p.password },
    });
    expect(right.statusCode).toBe(423);
    expect(other.cookies.has('sid')).toBe(false);
    const [lock] = await db().select().from(authLocks).where(sql`${authLocks.key} like 'user:%'`).limit(1);
    expect(lock).toBeDefined();

    advance(14 * 60_000);
    expect(
      (
        await other.request({
          method: 'POST',
          url: '/login',
          form: { username: p.email, password: p.password },
        })
      ).statusCode,
    ).toBe(423);
    advance(60_000 + 1000);
    const after = await other.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: p.password },
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    const p = await signUp();
    const b = browser();
    for (let i = 0; i < 6; i++) {
      const res = await b.request({
        method: 'POST',
        url: '/login',
        form: { username: p.email, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      advance(4 * 60_000);
    }
  });

  it('locks an unknown name the same way, so a lock does not reveal an account', async () => {
    const b = browser();
    const username = `nobody_${uniq()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await b.request({ method: 'POST', url: '/login', form: { username, password: 'wrong-password' } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('allows 10 sign-in attempts a minute per IP, then 429 with Retry-After', async () => {
    const p = await signUp();
    const b = browser();
    for (let i = 0; i < 10; i++) {
      const username = i % 2 ? `someone_${uniq()}` : p.email;
      const res = await b.request({
        method: 'POST',
        url: '/login',
        form: { username, password: i % 2 ? 'x' : p.password },
      });
      expect(res.statusCode).not.toBe(429);
    }
    const eleventh = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: p.password },
    });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    advance(61_000);
    expect(
      (await b.request({ method: 'POST', url: '/login', form: { username: p.email, password: p.password } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('signs out: the session row is gone and the user record is 401', async () => {
    const p = await signUp();
    const b = p.browser;
    expect(await sessionCount(p.email)).toBe(1);
    const out = await b.post('/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'NOT_LOGGED_IN' });
    expect(b.cookies.has('sid')).toBe(false);
    expect(await sessionCount(p.email)).toBe(0);
    const info = await b.get('/api/user/userInfo');
    expect(info.statusCode).toBe(401);
    expect(info.json().code).toBe('NOT_LOGGED_IN');
    expect((await b.get('/api/user/getUserStatistic')).json().status).toBe('NOT_LOGGED_IN');
    // Signing out twice is no error.
    expect((await b.post('/logout')).statusCode).toBe(200);
  });

  it('refuses sign-out without the CSRF header', async () => {
    const p = await signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      cookies: Object.fromEntries(p.browser.cookies),
    });
    expect(res.statusCode).toBe(403);
    expect(await sessionCount(p.email)).toBe(1);
  });

  it('answers an expired session with 401 Session expired, and the statistic with NOT_LOGGED_IN', async () => {
    const p = await signUp();
    const sid = p.browser.cookies.get('sid')!;
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256(sid)));
    const info = await p.browser.get('/api/user/userInfo');
    expect(info.statusCode).toBe(401);
    expect(info.json().code).toBe('SESSION_EXPIRED');
    expect(info.json().message).toContain('Session expired');
    const stat = await p.browser.get('/api/user/getUserStatistic');
    expect(stat.statusCode).toBe(200);
    expect(stat.json()).toEqual({
      status: 'NOT_LOGGED_IN',
      Follows: 0,
      Followers: 0,
      UnreadNotifications: 0,
    });
  });

  it('gives a visitor NOT_LOGGED_IN and a 401 for the user record', async () => {
    const b = browser();
    expect((await b.get('/api/user/getUserStatistic')).json().status).toBe('NOT_LOGGED_IN');
    const info = await b.get('/api/user/userInfo');
    expect(info.statusCode).toBe(401);
    expect(info.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});
