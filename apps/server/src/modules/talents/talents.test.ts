import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

async function musician() {
  const { user, client } = await signedInUser(t);
  expect((await client.post('/api/user/addUserTalant', { talantCode: 'MUS' })).statusCode).toBe(200);
  return { user, client };
}

const talent = async (c: TestClient, code: string) =>
  (await c.get(`/api/user/getUserTalant?code=${code}`)).json();

describe('adding and removing talents', () => {
  it('adds a talent with its names and field matrix', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/user/addUserTalant', { talantCode: 'sng' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Code: 'SNG',
      Name: 'Вокалист',
      ShowStyleFlag: 'Y',
      ShowToolsFlag: 'Y',
      ToolFieldKind: 'VOICE',
      ListOfTool: [],
      ListOfStyle: [],
      ListOfTalantService: [],
    });
    const list = (await client.get('/api/user/getUserTalantList')).json();
    expect(list.ListOfTalants.map((x: { Code: string }) => x.Code)).toEqual(['SNG']);
  });

  it('refuses an unknown code (400) and a second add (409)', async () => {
    const { client } = await musician();
    expect((await client.post('/api/user/addUserTalant', { talantCode: 'XYZ' })).json().code).toBe(
      'UNKNOWN_TALANT',
    );
    const again = await client.post('/api/user/addUserTalant', { talantCode: 'MUS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TALENT_ALREADY_ADDED');
  });

  it('lists the talents not yet added, paged', async () => {
    const { client } = await musician();
    const res = (
      await client.get('/api/user/getUserAvailableTalantList?StartRowNum=0&PageSize=100&languageCode=ENU')
    ).json();
    expect(res.total).toBe(9);
    expect(res.ListOfTalants.find((x: { Code: string }) => x.Code === 'MUS')).toBeUndefined();
    expect(res.ListOfTalants.find((x: { Code: string }) => x.Code === 'DJ')?.Name).toBe('DJ');
    const page = (await client.get('/api/user/getUserAvailableTalantList?StartRowNum=2&PageSize=3')).json();
    expect(page.ListOfTalants).toHaveLength(3);
    expect((await client.get('/api/user/getUserAvailableTalantList?PageSize=0')).statusCode).toBe(400);
  });

  it('deletes a talent with its tools, styles and services', async () => {
    const { client } = await musician();
    await client.post('/api/user/syncTalant', {
      Code: 'MUS',
      ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }],
      ListOfStyle: [{ Code: 'ROCK' }],
    });
    await client.post('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'INSTRUMENT_LESSONS',
      cost: 2000,
      unit: 'hour',
    });
    expect((await client.post('/api/user/deleteUserTalant', { talantCode: 'MUS' })).json()).toEqual({
      status: 'OK',
    });
    expect((await client.get('/api/user/getUserTalant?code=MUS')).statusCode).toBe(404);
    expect((await client.post('/api/user/addUserTalant', { talantCode: 'MUS' })).json().ListOfTool).toEqual(
      [],
    );
    expect((await client.post('/api/user/deleteUserTalant', { talantCode: 'DJ' })).statusCode).toBe(404);
  });

  it('answers a visitor with 401', async () => {
    const res = await t.client().post('/api/user/addUserTalant', { talantCode: 'MUS' });
    expect(res.statusCode).toBe(401);
    expect((await t.client().get('/api/user/getUserTalantList')).statusCode).toBe(401);
  });
});

describe('syncTalant and the field matrix', () => {
  it('saves creative name, about, tools and styles with their names', async () => {
    const { client } = await musician();
    const res = await client.post('/api/user/syncTalant', {
      Code: 'MUS',
      CreativeName: '  Лёша Струна ',
      About: 'Гитарист, играю рок и джаз',
      ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }, { Code: 'ACOUSTIC_GUITAR' }, { Code: 'ELECTRIC_GUITAR' }],
      ListOfStyle: [{ Code: 'ROCK' }, { Code: 'JAZZ' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.CreativeName).toBe('Лёша Струна');
    expect(body.ListOfTool.map((x: { Name: string }) => x.Name)).toEqual([
      'Акустическая гитара',
      'Электрогитара',
    ]);
    expect(body.ListOfStyle.map((x: { Code: string }) => x.Code).sort()).toEqual(['JAZZ', 'ROCK']);
    const en = (await client.get('/api/user/getUserTalant?code=MUS&languageCode=ENU')).json();
    expect(en.ListOfTool.map((x: { Name: string }) => x.Name)).toContain('Electric guitar');
    const tools = (await client.get('/api/user/getUserToolList?talantCode=MUS')).json();
    expect(tools.ListOfTools).toHaveLength(2);
    const styles = (await client.get('/api/user/getUserStyleList')).json();
    expect(styles.ListOfStyles).toHaveLength(2);
  });

  it('keeps what was there when a list is absent, and clears it when empty', async () => {
    const { client } = await musician();
    await client.post('/api/user/syncTalant', { Code: 'MUS', ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }] });
    await client.post('/api/user/syncTalant', { Code: 'MUS', About: 'ещё' });
    expect((await talent(client, 'MUS')).ListOfTool).toHaveLength(1);
    await client.post('/api/user/syncTalant', { Code: 'MUS', ListOfTool: [] });
    expect((await talent(client, 'MUS')).ListOfTool).toHaveLength(0);
  });

  it('enforces the matrix: a producer keeps no tools or styles, a poet no tools, a dancer no style', async () => {
    const { client } = await signedInUser(t);
    for (const code of ['PRO', 'SWR', 'DNC'])
      await client.post('/api/user/addUserTalant', { talantCode: code });
    const pro = await client.post('/api/user/syncTalant', { Code: 'PRO', ListOfStyle: [{ Code: 'ROCK' }] });
    expect(pro.json().code).toBe('STYLES_NOT_ALLOWED');
    expect(
      (
        await client.post('/api/user/syncTalant', { Code: 'PRO', ListOfTool: [{ Code: 'ABLETON_LIVE' }] })
      ).json().code,
    ).toBe('TOOLS_NOT_ALLOWED');
    expect(
      (
        await client.post('/api/user/syncTalant', { Code: 'SWR', ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }] })
      ).json().code,
    ).toBe('TOOLS_NOT_ALLOWED');
    expect(
      (await client.post('/api/user/syncTalant', { Code: 'DNC', ListOfStyle: [{ Code: 'ROCK' }] })).json()
        .code,
    ).toBe('STYLES_NOT_ALLOWED');
    const dnc = await client.post('/api/user/syncTalant', {
      Code: 'DNC',
      ListOfTool: [{ Code: 'HIP_HOP_DANCE' }],
    });
    expect(dnc.statusCode).toBe(200);
    expect(dnc.json().ToolFieldKind).toBe('DANCE_TYPES');
  });

  it('refuses tools of another talent and unknown codes, changing nothing', async () => {
    const { client } = await musician();
    await client.post('/api/user/syncTalant', {
      Code: 'MUS',
      About: 'до',
      ListOfTool: [{ Code: 'ELECTRIC_GUITAR' }],
    });
    const voice = await client.post('/api/user/syncTalant', {
      Code: 'MUS',
      About: 'после',
      ListOfTool: [{ Code: 'SOPRANO' }],
    });
    expect(voice.statusCode).toBe(400);
    expect(voice.json().code).toBe('UNKNOWN_TOOL');
    const style = await client.post('/api/user/syncTalant', { Code: 'MUS', ListOfStyle: [{ Code: 'NOPE' }] });
    expect(style.json().code).toBe('UNKNOWN_STYLE');
    const after = await talent(client, 'MUS');
    expect(after.About).toBe('до');
    expect(after.ListOfTool.map((x: { Code: string }) => x.Code)).toEqual(['ELECTRIC_GUITAR']);
  });

  it('refuses a talent not added, too long texts and too many items', async () => {
    const { client } = await musician();
    expect((await client.post('/api/user/syncTalant', { Code: 'DJ' })).statusCode).toBe(404);
    const long = await client.post('/api/user/syncTalant', { Code: 'MUS', CreativeName: 'я'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].message).toContain('80');
    const many = await client.post('/api/user/syncTalant', {
      Code: 'MUS',
      ListOfStyle: Array.from({ length: 21 }, (_, i) => ({ Code: `S${i}` })),
    });
    expect(many.statusCode).toBe(400);
    expect(
      (await client.post('/api/user/syncTalant', { Code: 'MUS', ListOfTool: 'guitar' })).statusCode,
    ).toBe(400);
  });
});

describe('priced services', () => {
  it('adds, changes and deletes a service', async () => {
    const { client } = await musician();
    const added = await client.post('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'INSTRUMENT_LESSONS',
      cost: 2500,
      unit: 'hour',
      costByAgreeFlag: 'N',
    });
    expect(added.statusCode).toBe(200);
    const service = added.json();
    expect(service).toMatchObject({
      serviceCode: 'INSTRUMENT_LESSONS',
      serviceName: 'Уроки игры на инструменте',
      cost: 2500,
      unit: 'hour',
      costByAgreeFlag: 'N',
    });
    const changed = await client.post('/api/user/updateUserTalantService', {
      serviceId: service.serviceId,
      cost: 3000,
      unit: 'hour',
    });
    expect(changed.json().cost).toBe(3000);
    expect((await talent(client, 'MUS')).ListOfTalantService).toHaveLength(1);
    expect(
      (await client.post('/api/user/deleteUserTalantService', { serviceId: service.serviceId })).json(),
    ).toEqual({ status: 'OK' });
    expect((await talent(client, 'MUS')).ListOfTalantService).toHaveLength(0);
  });

  it('blanks cost and unit when the price is by agreement', async () => {
    const { client } = await musician();
    const res = await client.post('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'CONCERT',
      cost: 50000,
      unit: 'session',
      costByAgreeFlag: 'Y',
    });
    expect(res.json()).toMatchObject({ cost: null, unit: null, costByAgreeFlag: 'Y' });
  });

  it('refuses bad prices, units and services of another talent, writing nothing', async () => {
    const { client } = await musician();
    const bad = [
      [{ cost: -1, unit: 'hour' }, 400],
      [{ cost: 10_000_001, unit: 'hour' }, 400],
      [{ cost: 99.5, unit: 'hour' }, 400],
      [{ cost: '100', unit: 'hour' }, 400],
      [{ cost: 100, unit: 'week' }, 400],
      [{ cost: 100 }, 400],
      [{ unit: 'hour' }, 400],
    ] as const;
    for (const [price, status] of bad) {
      const res = await client.post('/api/user/addUserTalantService', {
        talantCode: 'MUS',
        serviceCode: 'INSTRUMENT_LESSONS',
        ...price,
      });
      expect(res.statusCode, JSON.stringify(price)).toBe(status);
    }
    const foreign = await client.post('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'DANCE_LESSONS',
      cost: 1,
      unit: 'hour',
    });
    expect(foreign.json().code).toBe('UNKNOWN_SERVICE');
    const notMine = await client.post('/api/user/addUserTalantService', {
      talantCode: 'DJ',
      serviceCode: 'DJ_SET',
      cost: 1,
      unit: 'hour',
    });
    expect(notMine.statusCode).toBe(404);
    expect((await talent(client, 'MUS')).ListOfTalantService).toEqual([]);
  });

  it('refuses the same service twice for a talent', async () => {
    const { client } = await musician();
    const body = { talantCode: 'MUS', serviceCode: 'INSTRUMENT_LESSONS', cost: 1000, unit: 'hour' };
    await client.post('/api/user/addUserTalantService', body);
    const again = await client.post('/api/user/addUserTalantService', body);
    expect(again.statusCode).toBe(409);
  });

  it("treats someone else's service as not found and leaves it unchanged", async () => {
    const owner = await musician();
    const service = (
      await owner.client.post('/api/user/addUserTalantService', {
        talantCode: 'MUS',
        serviceCode: 'INSTRUMENT_LESSONS',
        cost: 1000,
        unit: 'hour',
      })
    ).json();
    const other = await musician();
    const upd = await other.client.post('/api/user/updateUserTalantService', {
      serviceId: service.serviceId,
      cost: 1,
      unit: 'hour',
    });
    expect(upd.statusCode).toBe(404);
    const del = await other.client.post('/api/user/deleteUserTalantService', {
      serviceId: service.serviceId,
    });
    expect(del.statusCode).toBe(404);
    const still = (await talent(owner.client, 'MUS')).ListOfTalantService[0];
    expect(still.cost).toBe(1000);
    expect(
      (await other.client.post('/api/user/deleteUserTalantService', { serviceId: 'not-a-uuid' })).statusCode,
    ).toBe(400);
  });
});
