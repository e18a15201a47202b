import type { Profile } from '@talanty/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';
import { uploads, users } from '../schema/index.ts';
import { DEMO_PASSWORD_HASH } from './accounts.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

const demoUsers = () => t.app.db.select().from(users).where(eq(users.isDemo, true));
const profileOf = async (c: TestClient, nick: string): Promise<Profile> => {
  const res = await c.get(`/api/user/getProfile/${encodeURIComponent(nick)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('npm run seed:demo', () => {
  it('creates complete profiles through the services, marked demo, that nobody can sign in as', async () => {
    const real = await createUser(t, { nickName: 'real.person' });
    const { client: reader } = await signedInUser(t);
    const result = await seedDemo(t.app, { count: 5 });
    expect(result).toMatchObject({ existing: 0, created: 5, removed: 0 });

    const rows = await demoUsers();
    expect(rows).toHaveLength(5);
    let withAvatar = 0;
    for (const u of rows) {
      expect(u.email).toMatch(/^demo-\d{4}@demo\.talanty\.invalid$/);
      expect(u.passwordHash).toBe(DEMO_PASSWORD_HASH);

      const p = await profileOf(reader, u.nickName);
      expect(p.DemoFlag).toBe('Y');
      expect(p.FirstName && p.LastName && p.AboutMe).toBeTruthy();
      expect(p.Age).toBeGreaterThanOrEqual(16);
      expect(p.Age).toBeLessThanOrEqual(70);
      expect(['M', 'F']).toContain(p.Sex);
      expect(p.Location.CityName && p.Location.CountryName).toBeTruthy();
      expect(p.ListOfTalants.length).toBeGreaterThanOrEqual(1);
      expect(p.ListOfTalants.length).toBeLessThanOrEqual(3);
      for (const talent of p.ListOfTalants) {
        expect(talent.About, talent.Code).toBeTruthy();
        // The field matrix held: tools only where the talent has a tools field, styles only where it shows them.
        if (talent.ToolFieldKind === null) expect(talent.ListOfTool).toEqual([]);
        if (talent.ShowStyleFlag === 'N') expect(talent.ListOfStyle).toEqual([]);
      }
      const services = p.ListOfTalants.flatMap((x) => x.ListOfTalantService);
      expect(services.length).toBeGreaterThanOrEqual(1);
      expect(services.length).toBeLessThanOrEqual(4);
      for (const s of services) {
        if (s.costByAgreeFlag === 'Y') expect([s.cost, s.unit]).toEqual([null, null]);
        else expect(s.cost! % 100).toBe(0);
      }
      if (p.ContactsState === 'SHOWN') expect(p.ContactInfo?.Email).toMatch(/@example\.com$/);
      else expect(p.ContactsState).toBe('HIDDEN');
      if (p.Avatar) {
        withAvatar++;
        // The avatar went through storage: a visitor gets its bytes as WebP.
        const img = await t.client().get(new URL(p.Avatar).pathname);
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/webp');
      }

      const login = await t.client().request({
        method: 'POST',
        url: '/login',
        form: { username: u.email, password: 'any-password-at-all' },
      });
      expect(login.statusCode).toBe(401);
    }
    expect(withAvatar).toBe(result.avatars);
    expect((await t.app.db.select().from(users).where(eq(users.id, real.id))).length).toBe(1);
  });

  it('adds nothing when the demo set exists, tops it up with new people, and replaces a half-built one', async () => {
    const again = await seedDemo(t.app, { count: 5 });
    expect(again).toMatchObject({ existing: 5, created: 0, removed: 0 });
    expect(await demoUsers()).toHaveLength(5);

    const [victim] = await demoUsers();
    await t.app.profiles.setCfg(victim!.id, { MasterIsFullFlag: 'N' });
    const more = await seedDemo(t.app, { count: 6 });
    expect(more).toMatchObject({ existing: 4, created: 2, removed: 1 });
    const rows = await demoUsers();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.email)).size).toBe(6);
  });

  it('--reset removes every demo account with its files and leaves real accounts alone', async () => {
    const demoIds = (await demoUsers()).map((u) => u.id);
    const reset = await seedDemo(t.app, { count: 2, reset: true });
    expect(reset).toMatchObject({ removed: 6, created: 2 });
    const rows = await demoUsers();
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => demoIds.includes(r.id))).toBe(false);
    const [files] = await t.app.db.select({ n: count() }).from(uploads);
    expect(files!.n).toBe(reset.avatars);
    expect((await t.app.db.select().from(users).where(eq(users.nickName, 'real.person'))).length).toBe(1);
  });
});
