import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@talanty/contract';
import { z } from 'zod';

const MB = 1024 * 1024;

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Таланты <no-reply@talanty.local>'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  SESSION_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pretty', 'json']).optional()),
  WEB_DIST_DIR: optionalText,
  APP_VERSION: optionalText,
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.string().default('loopback'),
  VIDEO_YOUTUBE_OEMBED_URL: optionalUrl,
  VIDEO_VK_API_URL: optionalUrl,
  VK_API_TOKEN: optionalText,
  JOBS_POLL_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(3_600_000).default(5000),
  ),
  SHUTDOWN_GRACE_S: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(86_400).default(300),
  ),
  PUBLIC_CACHE_TTL_S: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(86_400).default(60),
  ),
  PUBLIC_CACHE_MAX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  ),
  SESSION_CACHE_MAX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  ),
  UPLOAD_AUDIO_MAX_MB: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(10_240).default(500),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
  sessionSecret: string;
  logLevel: string;
  /** `pretty`: a readable line per event for a terminal; `json`: one JSON object per line for a collector. */
  logFormat: 'pretty' | 'json';
  webDistDir: string;
  appVersion: string;
  rateLimits: boolean;
  /** Public profiles' and media pages' first view rendered on the server when the build has the SSR entry (lib/page-render.ts). */
  serverRender: boolean;
  /** Whose X-Forwarded-For to believe: true, false, or addresses/CIDRs/'loopback' (comma-separated). */
  trustProxy: boolean | string;
  /** Upload size limits in bytes (audio from UPLOAD_AUDIO_MAX_MB; images fixed by the contract). */
  uploads: { audioMaxBytes: number; imageMaxBytes: number };
  /** How often this process looks for due jobs, in ms; 0: never (tests run them with `app.jobs.runDue()`). */
  jobs: { pollMs: number };
  /** Visitors' answers kept in this process (lib/public-cache.ts): at most `max` entries, each `ttlMs` at most; 0 turns it off. */
  publicCache: { max: number; ttlMs: number };
  /** Signed-in sessions kept in this process (plugins/sessions.ts): at most this many; 0 reads each request's session from the database. */
  sessionCacheMax: number;
  /** On SIGTERM/SIGINT, how long requests in flight (uploads too) may take to finish, in ms. */
  shutdownGraceMs: number;
  /** Video details endpoints; `*Configured` when set by the operator (the public-IP check is relaxed for them). */
  video: {
    youtubeOembedUrl: string;
    vkApiUrl: string;
    vkApiToken: string | undefined;
    youtubeConfigured: boolean;
    vkConfigured: boolean;
  };
};

/** Reads the environment once; fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'));
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY together',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          accessKey: e.S3_ACCESS_KEY!,
          secretKey: e.S3_SECRET_KEY!,
          region: e.S3_REGION,
        }
      : undefined,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    // Unset: readable lines for a person at a terminal, JSON for a collector or a file.
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    webDistDir,
    appVersion: e.APP_VERSION ?? buildId(webDistDir),
    rateLimits: e.RATE_LIMITS === 'on',
    serverRender: e.SERVER_RENDER === 'on',
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    uploads: { audioMaxBytes: e.UPLOAD_AUDIO_MAX_MB * MB, imageMaxBytes: UPLOAD_LIMITS.image },
    jobs: { pollMs: e.JOBS_POLL_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_S * 1000,
    publicCache: { max: e.PUBLIC_CACHE_MAX, ttlMs: e.PUBLIC_CACHE_TTL_S * 1000 },
    sessionCacheMax: e.SESSION_CACHE_MAX,
    video: {
      youtubeOembedUrl: e.VIDEO_YOUTUBE_OEMBED_URL ?? 'https://www.youtube.com/oembed',
      vkApiUrl: e.VIDEO_VK_API_URL ?? 'https://api.vk.com/method/video.get',
      vkApiToken: e.VK_API_TOKEN,
      youtubeConfigured: e.VIDEO_YOUTUBE_OEMBED_URL !== undefined,
      vkConfigured: e.VIDEO_VK_API_URL !== undefined,
    },
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** The web build writes its id to dist/build-id; without a build the server's start time stands in. */
function buildId(distDir: string): string {
  try {
    return readFileSync(path.join(distDir, 'build-id'), 'utf8').trim();
  } catch {
    return `dev-${Date.now().toString(36)}`;
  }
}
