import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailChangeRequests, files, sessions, uploads, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { buildTestAppWithFactories, createUser, signIn, uploadFile } from '../../test/factories.ts';
import { png } from '../../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';
import { codeOf, SmtpReceiver } from '../../test/smtp.ts';

let smtp: SmtpReceiver;
let t: TestApp;
let offsetMs = 0;
let passwordHash: string;

const PASSWORD = 'Velvet-Tuba-2024';
const NEW_PASSWORD = 'Quiet-Harp-7731';

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  // Per-IP limits off: every request here comes from one address; per-account rules still hold.
  t = await buildTestAppWithFactories({ ...smtp.env(), RATE_LIMITS: 'off' });
  t.app.auth.clock.now = () => new Date(Date.now() + offsetMs);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  offsetMs = 0;
});

const advance = (ms: number) => {
  offsetMs += ms;
};

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A user with a real password, and a browser signed in as them. */
async function member(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = uniq();
  const user = await createUser(t, {
    email: `lena.${id}@example.com`,
    nickName: `lena_${id}`,
    passwordHash,
    ...overrides,
  });
  const client = t.client();
  await signIn(client, user.id);
  return { user, client };
}

/** Another browser of the same person. */
async function secondSession(userId: string) {
  const other = t.client();
  await signIn(other, userId);
  return other;
}

const me = (c: TestClient) => c.get('/api/user/userInfo');
const login = (username: string, password: string) =>
  t.client().request({ method: 'POST', url: '/login', form: { username, password } });

async function sessionCount(userId: string) {
  const [row] = await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row!.n;
}

function mediaFiles(): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'media'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('POST /api/user/changePassword', () => {
  it('refuses a wrong current password next to the field, and keeps the old password', async () => {
    const { user, client } = await member();
    const res = await client.post('/api/user/changePassword', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Неверный пароль',
      fields: [{ path: 'body.currentPassword', message: 'Неверный пароль' }],
    });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a weak or unchanged new password by the registration rules', async () => {
    const { user, client } = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currentPassword: PASSWORD, newPassword: 'short1' }, 'PASSWORD_TOO_SHORT', 'body.newPassword'],
      [{ currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }, 'PASSWORD_TOO_LONG', 'body.newPassword'],
      [{ currentPassword: PASSWORD, newPassword: 'qwertyuiop' }, 'PASSWORD_TOO_COMMON', 'body.newPassword'],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'PASSWORD_SAME', 'body.newPassword'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'PASSWORD_REQUIRED', 'body.currentPassword'],
      [{ newPassword: NEW_PASSWORD }, 'PASSWORD_REQUIRED', 'body.currentPassword'],
    ];
    for (const [body, code, fieldPath] of cases) {
      const res = await client.post('/api/user/changePassword', body, { 'accept-language': 'en' });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().fields[0].path).toBe(fieldPath);
      expect(res.json().message).not.toMatch(/[а-я]/i);
    }
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('changes it, ends every other session, gives this one a new id, and tells the owner by mail', async () => {
    const { user, client } = await member();
    const phone = await secondSession(user.id);
    const sidBefore = client.cookies.get('sid');
    expect((await me(phone)).statusCode).toBe(200);

    const res = await client.post('/api/user/changePassword', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'PASSWORD_CHANGED' });

    // This browser stays signed in, under a new session id; the old id is worthless.
    const sidAfter = client.cookies.get('sid');
    expect(sidAfter).toBeTruthy();
    expect(sidAfter).not.toBe(sidBefore);
    expect((await me(client)).statusCode).toBe(200);
    const stale = t.client();
    stale.cookies.set('sid', sidBefore!);
    expect((await me(stale)).statusCode).toBe(401);
    // The other device is signed out.
    const other = await me(phone);
    expect(other.statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);

    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Пароль в «Талантах» изменён');
    expect(mail.text).toContain('/auth/recoverpassword');

    // A write right after the rotation works with the fresh XSRF token of the new session.
    expect((await client.post('/api/user/logoutOtherSessions')).statusCode).toBe(200);
  });

  it('counts wrong passwords with sign-in failures: five lock both for 15 minutes', async () => {
    const { user, client } = await member();
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('/api/user/changePassword', {
        currentPassword: `wrong-${i}-password`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const fifth = await client.post('/api/user/changePassword', {
      currentPassword: 'wrong-5-password',
      newPassword: NEW_PASSWORD,
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('PASSWORD_CHECKS_LOCKED');
    expect(fifth.json().message).toContain('15 мин');
    // Even the right password waits now, here and at the sign-in form.
    const right = await client.post('/api/user/changePassword', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(423);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(423);

    advance(15 * 60 * 1000 + 1000);
    const later = await client.post('/api/user/changePassword', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('needs a session and the XSRF header', async () => {
    const visitor = t.client();
    const res = await visitor.post('/api/user/changePassword', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    const { client } = await member();
    const noHeader = await client.post(
      '/api/user/changePassword',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { 'x-xsrf-token': 'forged' },
    );
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('changing the e-mail', () => {
  const init = (c: TestClient, body: Record<string, unknown>, headers?: Record<string, string>) =>
    c.post('/api/user/changeEmail/init', body, headers);
  const confirm = (c: TestClient, otp: string) => c.post('/api/user/changeEmail/confirm', { otp });

  it('mails a code to the new address; the code switches the e-mail and the old address is told', async () => {
    const { user, client } = await member();
    const newEmail = `lena.new.${uniq()}@example.org`;
    const res = await init(client, { newEmail, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'OTP_SENT', expiresIn: 120, renewIn: 30, newEmail });

    const mail = await smtp.next(newEmail);
    expect(mail.subject).toContain('код для подтверждения нового Email');
    expect(mail.text).toContain(`@${user.nickName}`);
    const code = codeOf(mail);
    // Only an HMAC of the code is stored.
    const [row] = await t.app.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(code);
    // Nothing changes before the code.
    expect((await me(client)).json().Email).toBe(user.email);

    const wrong = await confirm(client, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_OTP');

    const ok = await confirm(client, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'EMAIL_CHANGED', Email: newEmail });
    expect((await me(client)).json().Email).toBe(newEmail);

    const notice = await smtp.next(user.email);
    expect(notice.subject).toBe('Email вашего аккаунта в «Талантах» изменён');
    expect(notice.text).toContain(newEmail);

    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    // The code is used up.
    expect((await confirm(client, code)).json().code).toBe('EMAIL_CHANGE_NOT_FOUND');
  });

  it('refuses a wrong password, a bad or taken or unchanged address, and mails nothing', async () => {
    const { user, client } = await member();
    const other = await createUser(t, { email: `taken.${uniq()}@example.com` });
    const fresh = `fresh.${uniq()}@example.com`;

    const wrong = await init(client, { newEmail: fresh, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: [{ path: 'body.password' }] });

    const bad = await init(client, { newEmail: 'not-an-email', password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_EMAIL', fields: [{ path: 'body.newEmail' }] });

    const taken = await init(client, { newEmail: other.email.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: [{ path: 'body.newEmail' }] });

    // A taken address is not revealed without the password.
    const probe = await init(client, { newEmail: other.email, password: 'not-my-password' });
    expect(probe.json().code).toBe('WRONG_PASSWORD');

    const same = await init(client, { newEmail: user.email.toUpperCase(), password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('EMAIL_SAME');

    const empty = await init(client, { newEmail: fresh, password: '' });
    expect(empty.json().code).toBe('PASSWORD_REQUIRED');

    await t.app.mailer.flush();
    expect(smtp.to(fresh)).toHaveLength(0);
    expect(smtp.to(other.email)).toHaveLength(0);
    expect((await me(client)).json().Email).toBe(user.email);
  });

  it('lets a code expire after 2 minutes, renews it no sooner than 30 s, and voids it after 5 tries', async () => {
    const { client } = await member();
    const newEmail = `renew.${uniq()}@example.com`;
    expect((await init(client, { newEmail, password: PASSWORD })).statusCode).toBe(200);
    const first = codeOf(await smtp.next(newEmail));

    const soon = await client.post('/api/user/changeEmail/renewcode');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('OTP_RENEW_TOO_SOON');

    advance(121 * 1000);
    const expired = await confirm(client, first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OTP_EXPIRED');

    const renew = await client.post('/api/user/changeEmail/renewcode');
    expect(renew.statusCode, renew.body).toBe(200);
    expect(renew.json().newEmail).toBe(newEmail);
    const second = codeOf(await smtp.next(newEmail));
    if (second !== first) expect((await confirm(client, first)).json().code).toBe('INVALID_OTP');

    // Five tries in all, whatever they are: the last one voids the code.
    const wrong = second === '999999' ? '888888' : '999999';
    let last = await confirm(client, wrong);
    while (last.json().code === 'INVALID_OTP') last = await confirm(client, wrong);
    expect(last.json().code).toBe('OTP_VOID');
    expect((await confirm(client, second)).json().code).toBe('OTP_VOID');
  });

  it('starts over when someone takes the address before the code is entered', async () => {
    const { user, client } = await member();
    const newEmail = `race.${uniq()}@example.com`;
    expect((await init(client, { newEmail, password: PASSWORD })).statusCode).toBe(200);
    const code = codeOf(await smtp.next(newEmail));
    await createUser(t, { email: newEmail });
    const res = await confirm(client, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await me(client)).json().Email).toBe(user.email);
    expect((await confirm(client, code)).json().code).toBe('EMAIL_CHANGE_NOT_FOUND');
  });

  it('answers EMAIL_CHANGE_NOT_FOUND with nothing started, and mails in the account’s language', async () => {
    const { client } = await member({ language: 'en' });
    const none = await confirm(client, '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('EMAIL_CHANGE_NOT_FOUND');

    const newEmail = `english.${uniq()}@example.com`;
    expect((await init(client, { newEmail, password: PASSWORD })).statusCode).toBe(200);
    const mail = await smtp.next(newEmail);
    expect(mail.subject).toContain('is your code to confirm the new Talanty e-mail');
  });
});

describe('POST /api/user/setLanguage', () => {
  it('keeps the language of mails and the record', async () => {
    const { client } = await member();
    const res = await client.post('/api/user/setLanguage', { languageCode: 'ENU' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ LanguageCode: 'en' });
    expect((await me(client)).json().LanguageCode).toBe('en');
    const newEmail = `lang.${uniq()}@example.com`;
    await client.post('/api/user/changeEmail/init', { newEmail, password: PASSWORD });
    expect((await smtp.next(newEmail)).subject).toMatch(/^\d{6} is your code/);
    expect((await client.post('/api/user/setLanguage', { languageCode: 'de' })).statusCode).toBe(400);
  });
});

describe('POST /api/user/logoutOtherSessions', () => {
  it('ends the other sessions and keeps this one', async () => {
    const { user, client } = await member();
    const tablet = await secondSession(user.id);
    const phone = await secondSession(user.id);
    const res = await client.post('/api/user/logoutOtherSessions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'OK', ended: 2 });
    expect((await me(client)).statusCode).toBe(200);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await t.client().post('/api/user/logoutOtherSessions')).statusCode).toBe(401);
  });
});

describe('POST /api/user/deleteAccount', () => {
  it('refuses a wrong password or a missing confirmation and keeps everything', async () => {
    const { user, client } = await member();
    const wrong = await client.post('/api/user/deleteAccount', {
      password: 'not-my-password',
      confirm: 'DELETE',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: [{ path: 'body.password' }] });

    for (const confirmWord of ['delete', '', undefined, 'УДАЛИТЬ']) {
      const res = await client.post('/api/user/deleteAccount', { password: PASSWORD, confirm: confirmWord });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('DELETE_CONFIRMATION_REQUIRED');
      expect(res.json().fields[0].path).toBe('body.confirm');
    }
    expect((await me(client)).statusCode).toBe(200);
    expect((await t.client().get(`/api/user/getProfile/${user.nickName}`)).statusCode).toBe(200);
  });

  it('deletes the account for real: files gone from disk, profile 404, sessions ended, cannot sign in', async () => {
    const { user, client } = await member();
    const phone = await secondSession(user.id);
    await client.post('/api/user/updateUserInfo', { FirstName: 'Лена', AboutMe: 'Пою' });
    const up = await uploadFile(client, await png(600, 300), 'me.png', 'image/png');
    expect(up.statusCode, up.body).toBe(200);
    const added = await client.post('/api/user/addUserFile', {
      FileType: 'Image',
      FileName: up.json().fileName,
    });
    expect(added.statusCode, added.body).toBe(200);
    await client.post('/api/user/setUserAvatar', { photoId: added.json().FileId });
    const key = path.basename(up.json().url).replace(/\.webp$/, '');
    expect(mediaFiles().filter((f) => f.startsWith(key)).length).toBeGreaterThanOrEqual(4);
    const fileUrl = up.json().url;
    expect((await t.client().get(fileUrl)).statusCode).toBe(200);

    const res = await client.post('/api/user/deleteAccount', { password: PASSWORD, confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ACCOUNT_DELETED' });
    // The cookie is cleared in the answer.
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(client.cookies.has('sid')).toBe(false);

    expect(mediaFiles().filter((f) => f.startsWith(key))).toEqual([]);
    expect((await t.client().get(fileUrl)).statusCode).toBe(404);
    const profile = await t.client().get(`/api/user/getProfile/${user.nickName}`);
    expect(profile.statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.app.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
    expect(await sessionCount(user.id)).toBe(0);

    const goodbye = await smtp.next(user.email);
    expect(goodbye.subject).toBe('Аккаунт в «Талантах» удалён');

    // The e-mail and nickname are free again.
    const again = await t.client().post('/registration/init', {
      email: user.email,
      nickName: user.nickName,
      password: PASSWORD,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.client().post('/api/user/deleteAccount', { password: PASSWORD, confirm: 'DELETE' });
    expect(res.statusCode).toBe(401);
  });
});
