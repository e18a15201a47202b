import type { Browser } from 'playwright-core';
import { type ApiUser, newMember, type Person } from './people.ts';

/**
 * What the journeys put on the site through the API: pictures drawn by Chromium, the complete
 * musician of the profile journey, uploaded files, and sounds made in code (no binary fixtures).
 */

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

/** Uploads a PNG and makes it one of the user's Image files; its FileId. */
export async function addImage(user: ApiUser, png: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
  const upload = await user.call<{ fileName: string }>('/api/storage', undefined, { body: form });
  const file = await user.call<{ FileId: string }>('/api/user/addUserFile', {
    FileType: 'Image',
    FileName: upload.fileName,
    Name: name,
  });
  return file.FileId;
}

/** Pictures drawn by Chromium from SVG, so the journey needs no image files or image library. */
export async function drawPng(browser: Browser, svg: string, width: number, height: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
  await page.close();
  return png;
}

/** A portrait-like avatar: a figure with headphones on a warm gradient. */
export const AVATAR_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs>
    <radialGradient id="bg" cx="30%" cy="25%" r="90%">
      <stop offset="0" stop-color="#ffb36b"/><stop offset=".45" stop-color="#f0568c"/><stop offset="1" stop-color="#5b1fa6"/>
    </radialGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe0c7"/><stop offset="1" stop-color="#f1b48f"/>
    </linearGradient>
  </defs>
  <rect width="640" height="640" fill="url(#bg)"/>
  <circle cx="520" cy="120" r="140" fill="#fff" opacity=".08"/>
  <circle cx="90" cy="560" r="180" fill="#2b0a5c" opacity=".25"/>
  <path d="M120 640c20-130 110-190 200-190s180 60 200 190z" fill="#1d1235"/>
  <rect x="282" y="380" width="76" height="90" rx="30" fill="url(#skin)"/>
  <path d="M205 250c0-80 50-140 115-140s115 60 115 140c0 95-50 165-115 165s-115-70-115-165z" fill="url(#skin)"/>
  <path d="M196 250c-6-110 56-165 130-165 80 0 128 64 118 150-20-55-62-80-118-80-60 0-100 30-130 95z" fill="#2a1a12"/>
  <path d="M186 262a134 134 0 0 1 268 0" fill="none" stroke="#14101f" stroke-width="22" stroke-linecap="round"/>
  <rect x="166" y="238" width="46" height="92" rx="20" fill="#14101f"/>
  <rect x="428" y="238" width="46" height="92" rx="20" fill="#14101f"/>
  <rect x="174" y="252" width="30" height="64" rx="12" fill="#7c3aed"/>
  <rect x="436" y="252" width="30" height="64" rx="12" fill="#7c3aed"/>
</svg>`;

/** A wide header: a stage with light beams and a sound wave. */
export const HEADER_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400" viewBox="0 0 1600 400">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#140a2e"/><stop offset=".55" stop-color="#3b0f5c"/><stop offset="1" stop-color="#8a1f4f"/>
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffd9a0" stop-opacity=".55"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="wave" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#a78bfa"/><stop offset=".5" stop-color="#f472b6"/><stop offset="1" stop-color="#fb923c"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="400" fill="url(#sky)"/>
  <path d="M300 0 L180 400 L420 400 Z" fill="url(#beam)"/>
  <path d="M820 0 L700 400 L980 400 Z" fill="url(#beam)" opacity=".8"/>
  <path d="M1320 0 L1180 400 L1440 400 Z" fill="url(#beam)" opacity=".7"/>
  ${Array.from({ length: 80 }, (_, i) => {
    const h = 30 + Math.abs(Math.sin(i / 4) * 110 + Math.cos(i / 1.7) * 40);
    return `<rect x="${i * 20 + 4}" y="${300 - h / 2}" width="10" height="${h}" rx="5" fill="url(#wave)" opacity=".85"/>`;
  }).join('')}
  <circle cx="1450" cy="70" r="3" fill="#fff"/><circle cx="120" cy="60" r="2" fill="#fff"/><circle cx="980" cy="40" r="2" fill="#fff"/>
</svg>`;

export const MUSICIAN_ABOUT =
  'Пою и играю на клавишных с девяти лет. Выпускница Гнесинки по классу эстрадно-джазового вокала, ' +
  'пять лет в кавер-группе «Вельвет», сейчас — сольные концерты и сессионная работа на студиях Москвы.\n\n' +
  'Записываю вокал и клавиши удалённо: пришлите демо — верну готовые дорожки за два-три дня.';

/**
 * A complete musician profile through the API: personal data in Moscow, two talents with tools,
 * styles and priced services, contacts, and (optionally) an avatar with the neon frame and a header image.
 */
export async function fillMusician(user: ApiUser, pictures?: { avatar: Buffer; header: Buffer }) {
  await user.call('/api/user/updateUserInfo', {
    FirstName: 'Анна',
    LastName: 'Соколова',
    BirthDate: '1996-04-12',
    Sex: 'F',
    AboutMe: MUSICIAN_ABOUT,
    TripFlag: 'Y',
    RemoteFlag: 'Y',
    CityCode: '524901',
  });
  await user.call('/api/user/addUserTalant', { talantCode: 'SNG' });
  await user.call('/api/user/syncTalant', {
    Code: 'SNG',
    CreativeName: 'Anna Sol',
    About: 'Джазовый и соул-вокал: живые концерты, свадьбы, бэк-вокал для записи.',
    ListOfTool: [{ Code: 'MEZZO_SOPRANO' }],
    ListOfStyle: [{ Code: 'JAZZ' }, { Code: 'SOUL' }, { Code: 'RNB' }],
  });
  await user.call('/api/user/addUserTalant', { talantCode: 'MUS' });
  await user.call('/api/user/syncTalant', {
    Code: 'MUS',
    About: 'Клавишные в студии и на сцене: рояль, Rhodes, синтезаторы.',
    ListOfTool: [{ Code: 'PIANO' }, { Code: 'ELECTRIC_PIANO' }, { Code: 'SYNTHESIZER' }],
    ListOfStyle: [{ Code: 'JAZZ' }, { Code: 'FUNK' }, { Code: 'POP' }],
  });
  const services = [
    { talantCode: 'SNG', serviceCode: 'CONCERT', cost: null, unit: null, costByAgreeFlag: 'Y' },
    { talantCode: 'SNG', serviceCode: 'VOCAL_LESSONS', cost: 3000, unit: 'hour', costByAgreeFlag: 'N' },
    { talantCode: 'MUS', serviceCode: 'INSTRUMENT_LESSONS', cost: 2500, unit: 'hour', costByAgreeFlag: 'N' },
    {
      talantCode: 'MUS',
      serviceCode: 'SESSION_RECORDING',
      cost: 5000,
      unit: 'composition',
      costByAgreeFlag: 'N',
    },
  ];
  for (const service of services) await user.call('/api/user/addUserTalantService', service);
  await user.call('/api/user/updateUserContactInfo', {
    Phone: '+7 912 345-67-89',
    Email: 'anna.sol.music@example.com',
    Telegram: 'anna_sol_music',
    WhatsApp: '+7 912 345-67-89',
    VK: 'anna.sol',
    YouTube: '@annasolmusic',
    Website: 'https://annasol.example.com',
  });
  if (pictures) {
    const avatarId = await addImage(user, pictures.avatar, 'avatar');
    await user.call('/api/user/setUserAvatar', { photoId: avatarId });
    const headerId = await addImage(user, pictures.header, 'header');
    await user.call('/api/user/setUserHeader', { imgId: headerId });
    await user.call('/api/user/setUserCFGParameter', { ListOfUserCFGParams: { AvatarNeonFrameFlag: 'Y' } });
  }
}
