import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetRequests, passwordResetTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { codeOf, linkOf } from '../../test/smtp.ts';
import {
  advance,
  type Browser,
  browser,
  db,
  person,
  sessionCount,
  signUp,
  smtp,
  t,
  uniq,
  useAuthApp,
} from './auth.fixture.ts';

useAuthApp();

describe('password recovery', () => {
  async function startReset(b: Browser, email: string) {
    const res = await b.post('/reset-password/init', { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'OTP_SENT', expiresIn: 120 });
    return codeOf(await smtp.next(email));
  }

  it('mails a code, then a single-use link; the new password ends every session', async () => {
    const p = await signUp();
    const phone = browser();
    await phone.request({ method: 'POST', url: '/login', form: { username: p.email, password: p.password } });
    expect(await sessionCount(p.email)).toBe(2);

    const b = browser();
    const codeMail = smtp.next(p.email);
    const code = await startReset(b, p.email.toUpperCase());
    expect((await codeMail).subject).toContain('восстановления пароля');
    const confirm = await b.post('/reset-password/confirm', { otp: code });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({
      status: 'LINK_SENT',
      message: 'Код верный, перейдите по ссылке из письма, чтобы задать новый пароль',
    });
    const linkMail = await smtp.next(p.email);
    expect(linkMail.text).toContain('30 минут');
    const link = linkOf(linkMail);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/auth/new-password');
    const token = link.searchParams.get('token')!;
    expect(linkMail.html).toContain(`href="${link.href}"`);
    // Only the token's hash is stored.
    const stored = await db().select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.some((r) => r.tokenHash === sha256(token))).toBe(true);

    const newPassword = 'Brand-New-Oboe-77';
    const done = await b.post('/reset-password/complete', { token, password: newPassword });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'PASSWORD_CHANGED' });
    expect(await sessionCount(p.email)).toBe(0);
    for (const signedIn of [p.browser, phone]) {
      const info = await signedIn.get('/api/user/userInfo');
      expect(info.statusCode).toBe(401);
      expect(info.json().message).toContain('Session expired');
    }
    const oldLogin = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: p.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await b.request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: newPassword },
    });
    expect(newLogin.statusCode).toBe(200);

    const reused = await browser().post('/reset-password/complete', { token, password: 'Another-Harp-2025' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: 'Ссылка для смены пароля недействительна или уже использована. Запросите новую',
    });
    const stillNew = await browser().request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: newPassword },
    });
    expect(stillNew.statusCode).toBe(200);
  });

  it('mails in the language the account chose, whatever the page language', async () => {
    const b = browser();
    const p = person();
    await b.post('/registration/init', p, { 'accept-language': 'en' });
    await b.post(`/registration/confirm?otp=${codeOf(await smtp.next(p.email))}`);
    const r = browser();
    const code = await startReset(r, p.email);
    expect(smtp.to(p.email).at(-1)!.subject).toBe(`${code} is your Talanty password recovery code`);
    await r.post('/reset-password/confirm', { otp: code });
    expect((await smtp.next(p.email)).subject).toBe('Set a new Talanty password');
  });

  it('refuses a malformed e-mail with Invalid Email', async () => {
    const b = browser();
    const res = await b.post('/reset-password/init', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Неверный Email' });
    const en = await b.post('/reset-password/init', { email: 'a@b' }, { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid Email' });
    expect(b.cookies.has('recovery')).toBe(false);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const email = `ghost.${uniq()}@example.com`;
    const b = browser();
    const res = await b.post('/reset-password/init', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'OTP_SENT', expiresIn: 120 });
    expect(b.cookies.has('recovery')).toBe(true);
    await t.app.mailer.flush();
    expect(smtp.to(email)).toHaveLength(0);
    const guess = await b.post('/reset-password/confirm', { otp: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('INVALID_OTP');
  });

  it('refuses wrong, expired and void codes with their own codes', async () => {
    const p = await signUp();
    const b = browser();
    const code = await startReset(b, p.email);
    const wrong = code === '111111' ? '111112' : '111111';
    const res = await b.post('/reset-password/confirm', { otp: wrong });
    expect(res.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Неверный код подтверждения' });
    advance(121_000);
    expect((await b.post('/reset-password/confirm', { otp: code })).json().code).toBe('OTP_EXPIRED');

    const fresh = await startReset(b, p.email);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await b.post('/reset-password/confirm', { otp: wrong })).json().code);
    expect(codes.at(-1)).toBe('OTP_VOID');
    expect((await b.post('/reset-password/confirm', { otp: fresh })).json().code).toBe('OTP_VOID');
    await t.app.mailer.flush();
    expect(smtp.to(p.email).filter((m) => m.text.includes('new-password'))).toHaveLength(0);
  });

  it('refuses a malformed code and a confirmation without a recovery in progress', async () => {
    const b = browser();
    expect((await b.post('/reset-password/confirm', { otp: '12' })).json().code).toBe('INVALID_OTP');
    expect((await b.post('/reset-password/confirm', { otp: '' })).json().code).toBe('OTP_REQUIRED');
    const none = await b.post('/reset-password/confirm', { otp: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('RESET_NOT_FOUND');
  });

  async function linkFor(email: string) {
    const b = browser();
    const code = await startReset(b, email);
    await b.post('/reset-password/confirm', { otp: code });
    return linkOf(await smtp.next(email)).searchParams.get('token')!;
  }

  it('refuses an expired link', async () => {
    const p = await signUp();
    const token = await linkFor(p.email);
    advance(30 * 60_000 + 1000);
    const res = await browser().post('/reset-password/complete', { token, password: 'Brand-New-Oboe-77' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_EXPIRED' });
    const login = await browser().request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: p.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a weak or common new password, leaving the password and the link as they were', async () => {
    const p = await signUp();
    const token = await linkFor(p.email);
    const b = browser();
    const short = await b.post('/reset-password/complete', { token, password: 'short' });
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    const common = await b.post('/reset-password/complete', { token, password: '1234567890' });
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const forged = await b.post('/reset-password/complete', {
      token: 'forged-token',
      password: 'Brand-New-Oboe-77',
    });
    expect(forged.json().code).toBe('INVALID_RESET_TOKEN');
    expect(await sessionCount(p.email)).toBe(1);
    const [row] = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(row!.usedAt).toBeNull();
    expect(
      (await b.post('/reset-password/complete', { token, password: 'Brand-New-Oboe-77' })).statusCode,
    ).toBe(200);
  });

  it('a new password lifts a sign-in lock', async () => {
    const p = await signUp();
    const b = browser();
    for (let i = 0; i < 5; i++) {
      await b.request({
        method: 'POST',
        url: '/login',
        form: { username: p.email, password: 'wrong-password' },
      });
    }
    const token = await linkFor(p.email);
    await browser().post('/reset-password/complete', { token, password: 'Brand-New-Oboe-77' });
    const login = await browser().request({
      method: 'POST',
      url: '/login',
      form: { username: p.email, password: 'Brand-New-Oboe-77' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('allows 5 recoveries an hour per e-mail and per IP, then 429 with Retry-After', async () => {
    const p = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await browser().post('/reset-password/init', { email: p.email })).statusCode).toBe(200);
    const perEmail = await browser().post('/reset-password/init', { email: p.email });
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    expect(perEmail.json().code).toBe('RATE_LIMITED');

    const b = browser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await b.post('/reset-password/init', { email: `x${i}.${uniq()}@example.com` })).statusCode,
      ).toBe(200);
    }
    const rows = async () => (await db().select({ n: count() }).from(passwordResetRequests))[0]!.n;
    const before = await rows();
    const perIp = await b.post('/reset-password/init', { email: `y.${uniq()}@example.com` });
    expect(perIp.statusCode).toBe(429);
    expect(await rows()).toBe(before);
  });
});

describe('openapi', () => {
  it('documents every auth and user path from the contract', async () => {
    const doc = (await browser().get('/api/openapi.json')).json();
    for (const [path, method] of [
      ['/registration/init', 'post'],
      ['/registration/renewcode', 'get'],
      ['/registration/confirm', 'post'],
      ['/login', 'post'],
      ['/logout', 'post'],
      ['/reset-password/init', 'post'],
      ['/reset-password/confirm', 'post'],
      ['/reset-password/complete', 'post'],
      ['/api/user/getUserStatistic', 'get'],
      ['/api/user/userInfo', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const init = doc.paths['/registration/init'].post.requestBody.content['application/json'].schema;
    expect(init.required).toEqual(expect.arrayContaining(['email', 'password', 'nickName']));
    expect(doc.paths['/login'].post.requestBody.content['application/x-www-form-urlencoded']).toBeDefined();
  });
});
