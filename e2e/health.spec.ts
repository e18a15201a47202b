import { describe, expect, it } from 'vitest';
import { baseURL, hasBrowser } from './helpers.ts';

describe.skipIf(!hasBrowser)('the built app', () => {
  it('serves the API and the client from one process', async () => {
    const health = await fetch(`${baseURL()}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'pglite' });
    const page = await fetch(`${baseURL()}/search`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
