import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { baseURL, dataDir } from './helpers.ts';

/**
 * Members made and driven through the real HTTP API (a cookie jar and the XSRF header, as the web
 * client does), and the mails the server writes to its dev outbox. Only the sign-up journey itself
 * (auth.spec.ts) signs up through the form.
 */

export const PASSWORD = 'correct-horse-battery-staple';

let addresses = 0;
/**
 * A client address of its own (the server trusts X-Forwarded-For from loopback), so per-address
 * quotas (sign-ups, sign-ins) do not add up across people and across the files sharing a server.
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${(process.pid % 250) + 1}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export class ApiUser {
  readonly jar = new Map<string, string>();
  readonly baseURL: string;
  /** The address the server sees, so each person has their own quotas. */
  readonly address: string;

  constructor(address = nextAddress()) {
    this.baseURL = baseURL();
    this.address = address;
  }

  async request(
    pathname: string,
    init: { method?: 'GET' | 'POST'; json?: unknown; form?: Record<string, string>; body?: FormData } = {},
  ): Promise<Response> {
    const method = init.method ?? (init.json !== undefined || init.form || init.body ? 'POST' : 'GET');
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'ru' });
    headers.set('X-Forwarded-For', this.address);
    if (this.jar.size > 0) {
      headers.set('Cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    let body: BodyInit | undefined = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(new URL(pathname, this.baseURL), {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  /** A call that must succeed; its JSON answer. */
  async call<T = Record<string, unknown>>(
    pathname: string,
    json?: unknown,
    init: { method?: 'GET' | 'POST'; body?: FormData } = {},
  ): Promise<T> {
    const response = await this.request(pathname, { ...init, json });
    const text = await response.text();
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The session for a browser context, so its pages are signed in as this user. */
  browserCookies() {
    return [...this.jar].map(([name, value]) => ({ name, value, url: this.baseURL }));
  }
}

export type Person = {
  email: string;
  nickName: string;
  password: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  sex?: 'M' | 'F';
};

/**
 * A member signed up over HTTP (registration/init, the mailed code, registration/confirm) and
 * signed in: the session to reuse in browsers (`user.browserCookies()`) and API calls.
 */
export async function signUpViaApi(person: Person): Promise<ApiUser> {
  const user = new ApiUser();
  await user.call('/api/user/getUserStatistic');
  const sentAt = Date.now() - 1000;
  await user.call('/registration/init', person);
  const code = await mailedCode(person.email, sentAt);
  await user.call(`/registration/confirm?otp=${code}`, undefined, { method: 'POST' });
  const statistic = await user.call<{ status: string }>('/api/user/getUserStatistic');
  if (statistic.status !== 'LOGGED_IN') throw new Error(`${person.email} is not signed in after sign-up`);
  return user;
}

/** A member with the common password, signed up and signed in over the API. */
export function newMember(person: Omit<Person, 'password'>): Promise<ApiUser> {
  return signUpViaApi({ ...person, password: PASSWORD });
}

/** The status of a sign-in with this login and password (200, 401, 429…), from a fresh client. */
export async function signInStatus(username: string, password: string): Promise<number> {
  const client = new ApiUser();
  await client.call('/api/user/getUserStatistic');
  return (await client.request('/login', { form: { username, password } })).status;
}

// ---- the dev outbox: every mail is a file `<ISO time>-<id>-<to>.eml` in DATA_DIR/outbox ---------

export type Mail = { raw: string; text: string };

function decodePart(part: string): string {
  const split = part.indexOf('\n\n') >= 0 ? part.indexOf('\n\n') : part.indexOf('\r\n\r\n');
  const head = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The plain-text body of a mail file. */
function plainText(eml: string): string {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  const plain = parts.find((part) => /Content-Type:\s*text\/plain/i.test(part));
  return decodePart(plain ?? eml);
}

/** Waits for the newest mail to `to` written at or after `since` (ms); the file and its plain text. */
export async function mailTo(to: string, since = 0): Promise<Mail> {
  const outbox = path.join(dataDir(), 'outbox');
  const suffix = `-${to.replace(/[^\w.@+-]/g, '_').slice(0, 80)}.eml`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    let newest: { file: string; at: number } | undefined;
    for (const name of names.filter((n) => n.endsWith(suffix))) {
      const file = path.join(outbox, name);
      const at = (await stat(file)).mtimeMs;
      if (at >= since && (!newest || at > newest.at)) newest = { file, at };
    }
    if (newest) {
      const raw = await readFile(newest.file, 'utf8');
      return { raw, text: plainText(raw) };
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No mail to ${to} in ${outbox} since ${new Date(since).toISOString()}`);
}

/** The 6-digit code in the newest mail to `to` since `since`. */
export async function mailedCode(to: string, since = 0): Promise<string> {
  const { text } = await mailTo(to, since);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail:\n${text}`);
  return code;
}

/** The password link in the newest mail to `to` since `since`. */
export async function mailedLink(to: string, since = 0): Promise<string> {
  const { text } = await mailTo(to, since);
  const link = /https?:\/\/\S+\/auth\/new-password\?token=[^\s<>"]+/.exec(text)?.[0];
  if (!link) throw new Error(`No password link in the mail:\n${text}`);
  return link;
}
