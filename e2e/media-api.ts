import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, DESKTOP, dataDir, newContext, ready, shot } from './helpers.ts';
import {
  type ApiUser,
  AVATAR_SVG,
  drawPng,
  fillMusician,
  HEADER_SVG,
  type Person,
  signUp,
} from './profile-api.ts';

/**
 * The steps the media journeys (player, media page, the three editors) share: members and their files
 * made through the API, and a browser that has already chosen its colour scheme and Russian.
 */

export type Scheme = 'light' | 'dark';

export const PASSWORD = 'correct-horse-battery-staple';

/** A member signed up (and signed in) over the API. */
export function newMember(person: Omit<Person, 'password'>): Promise<ApiUser> {
  return signUp(baseURL(), dataDir(), { ...person, password: PASSWORD });
}

/** A musician with the complete profile of the profile journey: Анна Соколова, her avatar and header. */
export async function newMusician(browser: Browser, person: Omit<Person, 'password'>): Promise<ApiUser> {
  const [avatar, header] = await Promise.all([
    drawPng(browser, AVATAR_SVG, 640, 640),
    drawPng(browser, HEADER_SVG, 1600, 400),
  ]);
  const user = await newMember(person);
  await fillMusician(user, { avatar, header });
  return user;
}

export type Upload = { fileName: string; uploadId: string };

/** Bytes into the storage (`/api/storage`), not yet one of the user's files. */
export async function upload(user: ApiUser, bytes: Buffer, name: string, type: string): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return user.call<Upload>('/api/storage', undefined, { body: form });
}

/** One of the user's files (`addUserFile` with the record as given); its FileId. */
export async function addFile(user: ApiUser, record: Record<string, unknown>): Promise<string> {
  return (await user.call<{ FileId: string }>('/api/user/addUserFile', record)).FileId;
}

/** A 16-bit mono WAV of the samples (−1…1). */
export function wavOf(samples: Float32Array, rate: number): Buffer {
  const n = samples.length;
  const wav = Buffer.alloc(44 + n * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + n * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) wav.writeInt16LE(Math.round((samples[i] as number) * 32767), 44 + i * 2);
  return wav;
}

/** Waveform peaks as the web computes them at upload: the largest |sample| of each bucket, the loudest 1. */
export function peaksOf(samples: Float32Array, buckets = 400): number[] {
  const n = samples.length;
  const peaks = Array.from({ length: buckets }, (_, b) => {
    let max = 0;
    for (let i = Math.floor((b * n) / buckets); i < Math.floor(((b + 1) * n) / buckets); i++) {
      max = Math.max(max, Math.abs(samples[i] as number));
    }
    return max;
  });
  const loudest = Math.max(...peaks);
  return peaks.map((p) => Math.round((p / loudest) * 1000) / 1000);
}

/**
 * A melody as a WAV (8 kHz): one plucked note a beat that fades by `decay`, under a slow swell of
 * `swellDepth` over `swellPeriod` seconds; and its peaks. Long enough to keep playing while a person browses.
 */
export function melodyWav(
  seconds: number,
  notes: number[],
  { beat = 0.5, decay = 4, swellDepth = 0.45, swellPeriod = 7.5 } = {},
): { wav: Buffer; peaks: number[] } {
  const rate = 8000;
  const samples = new Float32Array(rate * seconds);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const index = Math.floor(t / beat);
    const f = notes[index % notes.length] as number;
    const swell = 1 - swellDepth + swellDepth * Math.sin((2 * Math.PI * t) / swellPeriod);
    samples[i] = 0.8 * swell * Math.exp(-decay * (t - index * beat)) * Math.sin(2 * Math.PI * f * t);
  }
  return { wav: wavOf(samples, rate), peaks: peaksOf(samples) };
}

export { ready };

/**
 * A browser that chose its colour scheme and Russian, signed in as `user` when given. With `keepChoice`
 * a choice the page makes itself stays over reloads (the scheme and language are only set when missing).
 */
export async function contextFor(
  browser: Browser,
  opts: { viewport?: typeof DESKTOP; scheme?: Scheme; user?: ApiUser; keepChoice?: boolean } = {},
): Promise<BrowserContext> {
  const scheme = opts.scheme ?? 'light';
  const context = await newContext(browser, { viewport: opts.viewport ?? DESKTOP, colorScheme: scheme });
  await context.addInitScript(
    ([value, keep]) => {
      if (!keep || !localStorage.getItem('talanty.theme')) {
        localStorage.setItem(
          'talanty.theme',
          JSON.stringify({ scheme: value, dir: 'ltr', color: 'default', fontSize: 'md' }),
        );
      }
      if (!keep || !localStorage.getItem('lang')) localStorage.setItem('lang', 'ru');
    },
    [scheme, Boolean(opts.keepChoice)] as const,
  );
  if (opts.user) await context.addCookies(opts.user.browserCookies());
  return context;
}

/** A new page at `url`, once the app has booted. */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  return page;
}

/** A full-page screenshot from the top, with nothing focused (the skip link shows on focus). */
export async function snapTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await shot(page, name);
}
