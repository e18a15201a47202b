/** How long a lazy part of the app may take to load before we give up (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export type ChunkErrorKind = 'script' | 'style';

const SCRIPT_FAILURE =
  /Loading chunk failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

export function chunkErrorKind(error: unknown): ChunkErrorKind | undefined {
  if (!(error instanceof Error)) return undefined;
  if (
    (error as Error & { code?: unknown }).code === CSS_CHUNK_LOAD_FAILED ||
    /Unable to preload CSS/i.test(error.message)
  ) {
    return 'style';
  }
  return SCRIPT_FAILURE.test(error.message) ? 'script' : undefined;
}

export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${CHUNK_LOAD_FAILED}: no answer in ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Marks Vite's failed CSS preloads so the error page can tell a style part from a script part. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = event.payload;
    if (error instanceof Error && /css/i.test(error.message)) {
      Object.assign(error, { code: CSS_CHUNK_LOAD_FAILED });
    }
  });
}
