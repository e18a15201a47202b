import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { pendingRegistrations, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/helpers.ts';
import { codeOf, SmtpReceiver } from '../../test/smtp.ts';

/**
 * What the auth test files share (split by flow so Vitest runs them in parallel): one app per file
 * with a mail receiver and a clock the auth rules see, people, browsers with their own addresses.
 * Each file calls `useAuthApp()` once at its top: the hooks belong to the file that registers them
 * (the test files of a worker share one module graph, so importing must not register anything).
 */

export let smtp: SmtpReceiver;
export let t: TestApp;
let offsetMs = 0;

export function useAuthApp() {
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
}

/** Moves the clock the auth rules see. */
export const advance = (ms: number) => {
  offsetMs += ms;
};

let seq = 0;
export const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A browser with its own address, so each test has its own per-IP counters. */
export class Browser extends TestClient {
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
export const browser = () => new Browser(t.app);

export const PASSWORD = 'Velvet-Tuba-2024';

export function person(overrides: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    email: `anna.${id}@example.com`,
    password: PASSWORD,
    nickName: `anna_${id}`,
    ...overrides,
  };
}

export const db = () => t.app.db;

export async function userCount(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!.n;
}
export async function pendingCount(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(pendingRegistrations)
    .where(sql`lower(${pendingRegistrations.email}) = ${email.toLowerCase()}`);
  return row!.n;
}
export async function sessionCount(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!.n;
}

/** Signs a new person up through the mailed code; the browser ends up signed in. */
export async function signUp(b: Browser = browser(), overrides: Record<string, unknown> = {}) {
  const p = person(overrides);
  const init = await b.post('/registration/init', p);
  expect(init.statusCode, init.body).toBe(200);
  const code = codeOf(await smtp.next(p.email));
  const confirm = await b.post(`/registration/confirm?otp=${code}`);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { ...p, browser: b };
}

/** A birth date `years` years and a day ago. */
export function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
