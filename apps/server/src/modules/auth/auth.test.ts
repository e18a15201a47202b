import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authLocks,
  passwordResetRequests,
  passwordResetTokens,
  pendingRegistrations,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/helpers.ts';
import { codeOf, linkOf, SmtpReceiver } from '../../test/smtp.ts';

let smtp: SmtpReceiver;
let t: TestApp;
let offsetMs = 0;

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await buildTestApp(smtp.env());
  t.app.auth.clock.now = () => new Date(Date.now() + offsetMs);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  offsetMs = 0;
});

/** Moves the clock the auth rules see. */
const advance = (ms: number) => {
  offsetMs += ms;
};

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A browser with its own address, so each test has its own per-IP counters. */
class Browser extends TestClient {
  readonly ip: string;
  constructor(app: FastifyInstance) {
    super(app);
    seq++;
    this.ip = `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
  }
  override request(opts: Omit<InjectOptions, 'cookies'> & { form?: Record<string, string> }) {
    return super.request({
      ...opts,
      headers: { 'x-forwarded-for': this.ip, ...(opts.headers as Record<string, string>) },
    });
  }
}
const browser = () => new Browser(t.app);

const PASSWORD = 'Velvet-Tuba-2024';

function person(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    email: `anna.${id}@example.com`,
    password: PASSWORD,
    nickName: `anna_${id}`,
    ...overrides,
  };
}

const db = () => t.app.db;

async function userCount(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!.n;
}
async function pendingCount(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(pendingRegistrations)
    .where(sql`lower(${pendingRegistrations.email}) = ${email.toLowerCase()}`);
  return row!.n;
}
async function sessionCount(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!.n;
}

/** Signs a new person up through the mailed code; the browser ends up signed in. */
async function signUp(b: Browser = browser(), overrides: Record<string, unknown> = {}) {
  const p = person(overrides);
  const init = await b.post('/registration/init', p);
  expect(init.statusCode, init.body).toBe(200);
  const code = codeOf(await smtp.next(p.email));
  const confirm = await b.post(`/registration/confirm?otp=${code}`);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { ...p, browser: b };
}

describe('registration', () => {
  it('mails a code, then confirming it creates the account and signs in', async () => {
    const b = browser();
    const p = person({
      firstName: 'Анна',
      lastName: 'Иванова',
      birthDate: '2000-05-17',
      sex: 'F',
      attractionSource: 'Друзья',
      schoolName: 'Гнесинка',
      partnerCode: 'SCHOOL-42',
    });
    const init = await b.post('/registration/init', p);
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json()).toEqual({ status: 'OTP_SENT', expiresIn: 120 });
    // The pending sign-up lives in an HttpOnly cookie; nothing is an account yet.
    const cookie = init.cookies.find((c) => c.name === 'signup');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(await userCount(p.email)).toBe(0);
    expect(await pendingCount(p.email)).toBe(1);

    const mail = await smtp.next(p.email);
    expect(mail.from).toBe('no-reply@talanty.test');
    expect(mail.subject).toContain('код подтверждения');
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('2 минуты');
    expect(mail.html).toMatch(new RegExp(`font-size:40px[^>]*>${code}<`));
    // The code and the password are stored only as hashes.
    const [pending] = await db()
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, p.email));
    expect(JSON.stringify(pending)).not.toContain(code);
    expect(JSON.stringify(pending)).not.toContain(PASSWORD);

    const stat0 = await b.get('/api/user/getUserStatistic');
    expect(stat0.json()).toEqual({ status: 'NOT_LOGGED_IN', Follows: 0, Followers: 0 });

    const confirm = await b.post(`/registration/confirm?otp=${code}`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ status: 'LOGGED_IN' });
    const sid = confirm.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(await pendingCount(p.email)).toBe(0);
    expect(b.cookies.has('signup')).toBe(false);

    const stat = await b.get('/api/user/getUserStatistic');
    expect(stat.json()).toEqual({ status: 'LOGGED_IN', Follows: 0, Followers: 0 });
    const info = await b.get('/api/user/userInfo');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      UserId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/),
      NickName: p.nickName,
      FirstName: 'Анна',
      LastName: 'Иванова',
      BirthDate: '2000-05-17',
      AboutMe: null,
      Sex: 'F',
      Avatar: null,
      AvatarThumb: null,
      AvatarId: null,
      TripFlag: 'N',
      RemoteFlag: 'N',
      Status: 'ACTIVE',
      Email: p.email,
      PartnerCode: 'SCHOOL-42',
      LanguageCode: 'ru',
      ListOfTalants: [],
      ListOfUserCFGParams: {
        AvatarNeonFrameFlag: 'N',
        MasterIsFullFlag: 'N',
        MasterLastSetStep: null,
        MasterLastAddedTalentCode: null,
      },
    });
    const [row] = await db().select().from(users).where(eq(users.email, p.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.attractionSource).toBe('Друзья');
    expect(row!.schoolName).toBe('Гнесинка');

    // A write with the new session needs the token re-issued for it.
    const out = await b.post('/logout');
    expect(out.statusCode).toBe(200);
  });

  it('mails in English and stores the language for an English reader; empty optional fields are not given', async () => {
    const b = browser();
    const p = person({ firstName: '', birthDate: '', sex: '', schoolName: '  ' });
    const init = await b.post('/registration/init', p, { 'accept-language': 'en' });
    expect(init.statusCode, init.body).toBe(200);
    const mail = await smtp.next(p.email);
    expect(mail.subject).toContain('confirmation code');
    expect(mail.text).toContain('valid for 2 minutes');
    await b.post(`/registration/confirm?otp=${codeOf(mail)}`);
    const info = (await b.get('/api/user/userInfo')).json();
    expect(info).toMatchObject({ LanguageCode: 'en', FirstName: null, BirthDate: null, Sex: null });
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a malformed e-mail', { email: 'anna@' }, 'INVALID_EMAIL', 'Неверный Email'],
    ['no e-mail', { email: undefined }, 'EMAIL_REQUIRED', 'Введите e-mail'],
    ['an empty e-mail', { email: '  ' }, 'EMAIL_REQUIRED', 'Введите e-mail'],
    [
      'a short password',
      { password: 'short-pw1' },
      'PASSWORD_TOO_SHORT',
      'Пароль должен быть не короче 10 символов',
    ],
    [
      'a common password',
      { password: 'password123' },
      'PASSWORD_TOO_COMMON',
      'Этот пароль слишком распространён',
    ],
    [
      'a common password in other case',
      { password: 'QwertyUiop' },
      'PASSWORD_TOO_COMMON',
      'слишком распространён',
    ],
    ['a reserved nickname', { nickName: 'Search' }, 'NICKNAME_RESERVED', 'зарезервирован'],
    ['a route nickname', { nickName: 'accountsetting' }, 'NICKNAME_RESERVED', 'зарезервирован'],
    ['a nickname with a digit first', { nickName: '1anna' }, 'INVALID_NICKNAME', 'от 3 до 30'],
    ['a two-letter nickname', { nickName: 'an' }, 'INVALID_NICKNAME', 'от 3 до 30'],
    ['a 31-letter nickname', { nickName: `a${'b'.repeat(30)}` }, 'INVALID_NICKNAME', 'от 3 до 30'],
    ['a Cyrillic nickname', { nickName: 'анна' }, 'INVALID_NICKNAME', 'латинских букв'],
    ['a nickname with a space', { nickName: 'an na' }, 'INVALID_NICKNAME', 'латинских букв'],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'BIRTH_DATE_FUTURE', 'в будущем'],
    ['a 15-year-old', { birthDate: yearsAgo(15) }, 'UNDER_MIN_AGE', 'с 16 лет'],
    ['an impossible date', { birthDate: '2000-02-30' }, 'INVALID_BIRTH_DATE', 'ГГГГ-ММ-ДД'],
    ['an unknown sex', { sex: 'X' }, 'SEX_INVALID', 'M или F'],
    ['a very long name', { firstName: 'a'.repeat(61) }, 'SIGNUP_FIELD_TOO_LONG', 'Слишком длинное'],
  ];
  it.each(bad)(
    'refuses %s with its own code, writing and mailing nothing',
    async (_, change, code, message) => {
      const b = browser();
      const p = person(change);
      const mailsBefore = smtp.messages.length;
      const res = await b.post('/registration/init', p);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe(code);
      expect(body.message).toContain(message);
      expect(body.fields[0].message).toContain(message);
      if (typeof p.email === 'string') {
        expect(await userCount(p.email)).toBe(0);
        expect(await pendingCount(p.email)).toBe(0);
      }
      expect(b.cookies.has('signup')).toBe(false);
      await t.app.mailer.flush();
      expect(smtp.messages.length).toBe(mailsBefore);
    },
  );

  it('accepts a 16-year-old and a nickname with dots and underscores', async () => {
    const { browser: b } = await signUp(browser(), { birthDate: yearsAgo(16), nickName: `Ann.a_${uniq()}` });
    expect((await b.get('/api/user/userInfo')).statusCode).toBe(200);
  });

  it('answers validation errors in English', async () => {
    const res = await browser().post('/registration/init', person({ password: 'short' }), {
      'accept-language': 'en',
    });
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'The password must be at least 10 characters long',
    });
    const email = await browser().post('/registration/init', person({ email: 'x' }), {
      'accept-language': 'en',
    });
    expect(email.json().message).toBe('Invalid Email');
  });

  it('refuses a taken e-mail or nickname in any letter case with 409 and a message', async () => {
    const existing = await signUp();
    const b = browser();
    const sameEmail = await b.post('/registration/init', person({ email: existing.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Пользователь с таким Email уже зарегистрирован. Войдите или восстановите пароль',
    });
    const p = person({ nickName: existing.nickName.toUpperCase() });
    const sameNick = await b.post('/registration/init', p);
    expect(sameNick.statusCode).toBe(409);
    expect(sameNick.json()).toMatchObject({
      code: 'NICKNAME_TAKEN',
      message: 'Этот никнейм уже занят, выберите другой',
    });
    expect(sameNick.json().fields).toEqual([{ path: 'body.nickName', message: expect.any(String) }]);
    expect(await pendingCount(p.email)).toBe(0);
    expect(b.cookies.has('signup')).toBe(false);
  });

  it('answers 409 at confirmation when someone else took the e-mail meanwhile', async () => {
    const p = person();
    const first = browser();
    const second = browser();
    await first.post('/registration/init', p);
    const code1 = codeOf(await smtp.next(p.email));
    await second.post('/registration/init', { ...p, nickName: `other_${uniq()}` });
    const code2 = codeOf(await smtp.next(p.email));
    expect((await first.post(`/registration/confirm?otp=${code1}`)).statusCode).toBe(200);
    const late = await second.post(`/registration/confirm?otp=${code2}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    expect(await userCount(p.email)).toBe(1);
    expect(late.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // That sign-up is over: the person starts again from the form.
    expect(second.cookies.has('signup')).toBe(false);
    expect(await pendingCount(p.email)).toBe(0);
  });

  it('refuses a wrong code and keeps the right one working', async () => {
    const b = browser();
    const p = person();
    await b.post('/registration/init', p);
    const code = codeOf(await smtp.next(p.email));
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await b.post(`/registration/confirm?otp=${wrong}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Неверный код подтверждения' });
    expect(await userCount(p.email)).toBe(0);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await b.post(`/registration/confirm?otp=${code}`)).statusCode).toBe(200);
  });

  it('refuses a malformed or missing code before counting it', async () => {
    const b = browser();
    await b.post('/registration/init', person());
    const malformed = await b.post('/registration/confirm?otp=12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'INVALID_OTP',
      fields: [{ path: 'querystring.otp', message: 'Неверный код подтверждения' }],
    });
    const missing = await b.post('/registration/confirm');
    expect(missing.json()).toMatchObject({
      code: 'OTP_REQUIRED',
      message: 'Код подтверждения не может быть пустым',
    });
  });

  it('voids the code after 5 wrong tries; a renewed code works', async () => {
    const b = browser();
    const p = person();
    await b.post('/registration/init', p);
    const code = codeOf(await smtp.next(p.email));
    const wrong = code === '999999' ? '999998' : '999999';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await b.post(`/registration/confirm?otp=${wrong}`)).json().code);
    expect(codes).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'OTP_VOID']);
    const right = await b.post(`/registration/confirm?otp=${code}`);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 'OTP_VOID',
      message: 'Неверный код подтверждения: слишком много попыток, запросите новый код',
    });
    expect(await userCount(p.email)).toBe(0);

    advance(30_000);
    const renew = await b.get('/registration/renewcode');
    expect(renew.statusCode, renew.body).toBe(200);
    const fresh = codeOf(await smtp.next(p.email));
    expect((await b.post(`/registration/confirm?otp=${fresh}`)).statusCode).toBe(200);
  });

  it('refuses an expired code; renewal mails a new one and the old one stops working', async () => {
    const b = browser();
    const p = person();
    await b.post('/registration/init', p);
    const old = codeOf(await smtp.next(p.email));
    advance(120_000);
    const expired = await b.post(`/registration/confirm?otp=${old}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'Неверный код подтверждения: срок действия кода истёк, запросите новый',
    });
    const renew = await b.get('/registration/renewcode');
    expect(renew.json()).toEqual({ status: 'OTP_SENT', expiresIn: 120 });
    const fresh = codeOf(await smtp.next(p.email));
    if (fresh !== old) {
      expect((await b.post(`/registration/confirm?otp=${old}`)).json().code).toBe('INVALID_OTP');
    }
    advance(119_000);
    expect((await b.post(`/registration/confirm?otp=${fresh}`)).statusCode).toBe(200);
  });

  it('renews at most once per 30 seconds, with Retry-After', async () => {
    const b = browser();
    const p = person();
    await b.post('/registration/init', p);
    await smtp.next(p.email);
    advance(10_000);
    const tooSoon = await b.get('/registration/renewcode');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
    expect(tooSoon.json()).toMatchObject({
      code: 'OTP_RENEW_TOO_SOON',
      message: 'Новый код можно запросить через 20 с',
    });
    advance(20_000);
    expect((await b.get('/registration/renewcode')).statusCode).toBe(200);
    await smtp.next(p.email);
    expect((await b.get('/registration/renewcode')).statusCode).toBe(429);
    await t.app.mailer.flush();
    expect(smtp.to(p.email)).toHaveLength(2);
  });

  it('needs the pending sign-up of this browser', async () => {
    const b = browser();
    await b.post('/registration/init', person());
    expect((await b.request({ method: 'HEAD', url: '/registration/renewcode' })).statusCode).toBe(404);
    const other = browser();
    const confirm = await other.post('/registration/confirm?otp=123456');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().code).toBe('REGISTRATION_NOT_FOUND');
    expect((await other.get('/registration/renewcode')).json().code).toBe('REGISTRATION_NOT_FOUND');
    // A forged cookie is no better.
    other.cookies.set('signup', 'forged');
    expect((await other.post('/registration/confirm?otp=123456')).json().code).toBe('REGISTRATION_NOT_FOUND');
    // After an hour the pending sign-up is gone.
    advance(60 * 60 * 1000);
    expect((await b.get('/registration/renewcode')).json().code).toBe('REGISTRATION_NOT_FOUND');
  });

  it('refuses a write without the CSRF header, writing nothing', async () => {
    const b = browser();
    await b.get('/api/health');
    const p = person();
    const res = await t.app.inject({
      method: 'POST',
      url: '/registration/init',
      payload: p,
      cookies: Object.fromEntries(b.cookies),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    expect(await pendingCount(p.email)).toBe(0);
  });

  it('allows 5 sign-ups an hour per IP, then 429 with Retry-After', async () => {
    const b = browser();
    for (let i = 0; i < 5; i++) {
      const res = await b.post('/registration/init', person());
      expect(res.statusCode, res.body).toBe(200);
    }
    const p = person();
    const sixth = await b.post('/registration/init', p);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await pendingCount(p.email)).toBe(0);
    advance(60 * 60 * 1000 + 1000);
    expect((await b.post('/registration/init', person())).statusCode).toBe(200);
  });

  it('allows 5 sign-ups an hour per e-mail, whatever the IP', async () => {
    const p = person();
    for (let i = 0; i < 5; i++) {
      expect(
        (await browser().post('/registration/init', { ...p, email: p.email.toUpperCase() })).statusCode,
      ).toBe(200);
    }
    const sixth = await browser().post('/registration/init', p);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

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
    expect(stat.json()).toEqual({ status: 'NOT_LOGGED_IN', Follows: 0, Followers: 0 });
  });

  it('gives a visitor NOT_LOGGED_IN and a 401 for the user record', async () => {
    const b = browser();
    expect((await b.get('/api/user/getUserStatistic')).json().status).toBe('NOT_LOGGED_IN');
    const info = await b.get('/api/user/userInfo');
    expect(info.statusCode).toBe(401);
    expect(info.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});

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

function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
