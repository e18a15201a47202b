import { errorSchema } from '@talanty/contract';
import type { ZodType } from 'zod';
import { readCookie } from './cookies.ts';
import { detectLanguage, i18n } from './i18n.ts';
import { navigateTo } from './navigation.ts';
import { notifyError } from './notify.tsx';
import { readRememberedUser } from './remembered-user.ts';
import { setLoggedIn } from './session-store.ts';
import { readStorage, writeStorage } from './storage.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const APP_VERSION_HEADER = 'X-App-Version';
export const APP_VERSION_STORAGE_KEY = 'appVersion';

export type ApiFieldError = { path: string; message: string };

/** Any answer that is not 2xx, and any request that got no answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: ApiFieldError[];
  /** Seconds to wait before asking again (the `Retry-After` header of a 429 or 423). */
  retryAfter?: number;

  constructor(status: number, code: string, message: string, fields?: ApiFieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

/** The server's message for a refusal it explains (4xx); the caller's fallback for network and 5xx failures. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The contract's schema of a 2xx answer: the client parses the answer with it, so an answer that
 * breaks the contract fails here, named, instead of as an undefined field somewhere later.
 */
export type AnswerSchema<T> = ZodType<T>;

export type RequestOptions<T = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (POST /login). */
  form?: Record<string, string>;
  /** Sent as multipart (POST /api/storage). */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not show the error toast; the caller handles the error itself. */
  silent?: boolean;
  /** Do not treat a 401 "Session expired" as a signal to sign the user out. */
  ignoreSessionExpiry?: boolean;
  /** Parse the answer with it; without one the answer is `unknown`. */
  schema?: AnswerSchema<T>;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  language: () => string;
  notifyError: (message: string) => void;
  /** Message for failures that carry no server message (network down, HTML error pages). */
  fallbackMessage: (kind: 'network' | 'unexpected', status: number) => string;
  onSessionExpired: () => void;
  reload: () => void;
  /** Put the path and the broken fields of an answer outside the contract in the error (development, tests). */
  describeInvalidAnswers?: boolean;
};

const SESSION_EXPIRED = /Session expired|Token expired/i;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createApiClient(deps: ApiClientDeps) {
  let versionSeen = false;

  function checkVersion(response: Response): void {
    const version = response.headers.get(APP_VERSION_HEADER);
    if (!version) return;
    const stored = readStorage(APP_VERSION_STORAGE_KEY);
    const first = !versionSeen;
    versionSeen = true;
    if (version === stored) return;
    writeStorage(APP_VERSION_STORAGE_KEY, version);
    // The first answer of a page load only records the version this page was loaded with.
    if (!first) deps.reload();
  }

  function fail(error: ApiError, options: RequestOptions): never {
    if (error.status === 401 && !options.ignoreSessionExpiry && SESSION_EXPIRED.test(error.message)) {
      deps.onSessionExpired();
    }
    if (!options.silent) deps.notifyError(error.message);
    throw error;
  }

  /** An answer outside the contract: a bug of ours, named for a developer, the usual text for people. */
  function invalid(
    path: string,
    status: number,
    issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  ) {
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    const message = deps.describeInvalidAnswers
      ? `The answer of ${path} breaks the contract: ${where}`
      : deps.fallbackMessage('unexpected', status);
    return new ApiError(status, 'INVALID_ANSWER', message);
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? (options.json || options.form || options.formData ? 'POST' : 'GET');
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', deps.language());
    let body: BodyInit | undefined;
    if (options.formData) body = options.formData;
    else if (options.form) body = new URLSearchParams(options.form);
    else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    // On every call, GETs too: a GET the spec makes change state (`/registration/renewcode`) requires it.
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      return fail(new ApiError(0, 'NETWORK_ERROR', deps.fallbackMessage('network', 0)), options);
    }

    if (method === 'GET') checkVersion(response);
    const data = await readBody(response);
    if (response.ok) {
      if (!options.schema) return data as T;
      const parsed = options.schema.safeParse(data);
      if (parsed.success) return parsed.data;
      return fail(invalid(path, response.status, parsed.error.issues), options);
    }

    const parsed = errorSchema.safeParse(data);
    const error = parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fields)
      : new ApiError(
          response.status,
          `HTTP_${response.status}`,
          deps.fallbackMessage('unexpected', response.status),
        );
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfter = Math.ceil(retryAfter);
    return fail(error, options);
  }

  return {
    request,
    get: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(
      path: string,
      json?: unknown,
      options: Omit<RequestOptions<T>, 'method' | 'json'> = {},
    ) => request<T>(path, { ...options, method: 'POST', json }),
    postForm: <T = unknown>(path: string, form: Record<string, string>, options: RequestOptions<T> = {}) =>
      request<T>(path, { ...options, method: 'POST', form }),
    upload: <T = unknown>(path: string, formData: FormData, options: RequestOptions<T> = {}) =>
      request<T>(path, { ...options, method: 'POST', formData }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Where an expired session leads: the lock screen of the remembered account (back to `current`
 * afterwards), or the home page when this browser remembers nobody.
 */
export function sessionExpiredPath(current: string): string {
  if (!readRememberedUser()) return '/';
  if (current.startsWith('/auth/')) return '/auth/lockscreen';
  return `/auth/lockscreen?next=${encodeURIComponent(current)}`;
}

/** The client every feature uses. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  // Before the messages arrive (the session check at start-up) the reader's saved choice.
  language: () => i18n.language || detectLanguage(),
  notifyError: (message) => notifyError(message),
  fallbackMessage: (kind, status) =>
    kind === 'network' ? i18n.t('errors:api.network') : i18n.t('errors:api.unexpected', { status }),
  onSessionExpired: () => {
    setLoggedIn(false);
    const { pathname, search } = window.location;
    if (pathname !== '/auth/lockscreen') navigateTo(sessionExpiredPath(pathname + search));
  },
  reload: () => window.location.reload(),
  describeInvalidAnswers: import.meta.env.DEV,
});
