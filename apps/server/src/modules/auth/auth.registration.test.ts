import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingRegistrations, users } from '../../db/schema/index.ts';
import { codeOf } from '../../test/smtp.ts';
import {
  advance,
  browser,
  db,
  PASSWORD,
  pendingCount,
  person,
  signUp,
  smtp,
  t,
  uniq,
  useAuthApp,
  userCount,
  yearsAgo,
} from './auth.fixture.ts';

useAuthApp();

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
    expect(stat0.json()).toEqual({
      status: 'NOT_LOGGED_IN',
      Follows: 0,
      Followers: 0,
      UnreadNotifications: 0,
    });

    const confirm = await b.post(`/registration/confirm?otp=${code}`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ status: 'LOGGED_IN' });
    const sid = confirm.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(await pendingCount(p.email)).toBe(0);
    expect(b.cookies.has('signup')).toBe(false);

    const stat = await b.get('/api/user/getUserStatistic');
    expect(stat.json()).toEqual({ status: 'LOGGED_IN', Follows: 0, Followers: 0, UnreadNotifications: 0 });
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

  it('refuses a taken nickname in any letter case with 409 and a message', async () => {
    const existing = await signUp();
    const b = browser();
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

  it('answers a registered e-mail (any letter case) as a new one and mails its owner a notice, never a code', async () => {
    const existing = await signUp();
    const b = browser();
    const p = person({ email: existing.email.toUpperCase() });
    const init = await b.post('/registration/init', p);
    const fresh = await browser().post('/registration/init', person());
    // The same answer and cookie as for an address nobody uses: nobody learns who has an account.
    expect([init.statusCode, init.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect(b.cookies.has('signup')).toBe(true);
    const notice = await smtp.next(existing.email);
    expect(notice.subject).toBe('У вас уже есть аккаунт в «Талантах»');
    expect(notice.text).toContain('http://localhost:3000/auth/signin');
    expect(notice.text).toContain('http://localhost:3000/auth/recoverpassword');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // A renewal mails the notice again; no code ever reaches anyone, so none confirms.
    advance(30_000);
    expect((await b.get('/registration/renewcode')).statusCode).toBe(200);
    expect((await smtp.next(existing.email)).subject).toBe('У вас уже есть аккаунт в «Талантах»');
    expect((await b.post('/registration/confirm?otp=123456')).json().code).toBe('INVALID_OTP');
    expect(await userCount(existing.email)).toBe(1);
  });

  it('renews the code only with the XSRF header, as every write', async () => {
    const b = browser();
    const p = person();
    await b.post('/registration/init', p);
    await smtp.next(p.email);
    advance(30_000);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/registration/renewcode',
      cookies: Object.fromEntries(b.cookies),
    });
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'CSRF_INVALID']);
    await t.app.mailer.flush();
    expect(smtp.to(p.email)).toHaveLength(1);
    expect((await b.get('/registration/renewcode')).statusCode).toBe(200);
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
