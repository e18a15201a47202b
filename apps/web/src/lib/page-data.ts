import type { Lang } from '@talanty/contract';
import type { z } from 'zod';

/**
 * The public answers the server embeds in a public page (`<script type="application/json"
 * id="page-data">`, apps/server lib/page-html.ts): what a visitor gets from the API for the profile,
 * file or post the page shows, so its first view needs no second round trip.
 */
const PAGE_DATA_ID = 'page-data';

export type PageData = { lang: Lang; answers: Record<string, unknown> };

/** When the embedded answers count as fetched: the page's HTML is revalidated on every load. */
const loadedAt = Date.now();
let pageData: PageData | undefined;
let read = false;

function embedded(): PageData | undefined {
  if (read) return pageData;
  read = true;
  // The server's render is given its answers (renderWithPageData).
  if (typeof document === 'undefined') return pageData;
  try {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    const value: unknown = text ? JSON.parse(text) : undefined;
    if (value && typeof value === 'object' && 'answers' in value && 'lang' in value)
      pageData = value as PageData;
  } catch {
    // A page without answers (or a broken one) is asked for like any other.
  }
  return pageData;
}

/** The language of the page's embedded answers (and of its server-rendered markup), if any. */
export function pageLanguage(): Lang | undefined {
  return embedded()?.lang;
}

/**
 * The server's render of a page (entry-server.tsx): its queries start from the answers the page will
 * embed, exactly as the browser's first render will. One render at a time (the answers are taken).
 */
export async function renderWithPageData<T>(data: PageData, render: () => Promise<T>): Promise<T> {
  pageData = data;
  read = true;
  try {
    return await render();
  } finally {
    // A render given up on (past the server's bound) may end during the next one: it leaves that one's data.
    if (pageData === data) pageData = undefined;
  }
}

/**
 * The page's answer named `<call>:<id>` (`profile:anna`), for the query that would fetch it: only for
 * a visitor reading in the page's language (a member's answer has more, and their own key), only once
 * (a later query of the same thing asks the server), and only if it reads as the API's answer would.
 */
export function takePageAnswer<T extends z.ZodType>(
  name: string,
  schema: T,
  reader: { lang: Lang; signedIn: boolean },
): z.output<T> | undefined {
  const data = embedded();
  if (!data || reader.signedIn || data.lang !== reader.lang || !(name in data.answers)) return undefined;
  const body = data.answers[name];
  delete data.answers[name];
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `initialData`/`initialDataUpdatedAt` of a query that may start from the page's answer; `toData`
 * shapes it as the query keeps it (a list's items, an infinite query's first page).
 */
export function fromPage<T extends z.ZodType>(
  name: string,
  schema: T,
  reader: { lang: Lang; signedIn: boolean },
): { initialData: () => z.output<T> | undefined; initialDataUpdatedAt: number };
export function fromPage<T extends z.ZodType, D>(
  name: string,
  schema: T,
  reader: { lang: Lang; signedIn: boolean },
  toData: (answer: z.output<T>) => D,
): { initialData: () => D | undefined; initialDataUpdatedAt: number };
export function fromPage<T extends z.ZodType, D>(
  name: string,
  schema: T,
  reader: { lang: Lang; signedIn: boolean },
  toData?: (answer: z.output<T>) => D,
) {
  const initialData = () => {
    const answer = takePageAnswer(name, schema, reader);
    return answer === undefined || !toData ? answer : toData(answer);
  };
  return { initialData, initialDataUpdatedAt: loadedAt };
}

/** How long the page's own answers are shown without asking again (the client's default staleTime). */
const PAGE_FRESH_MS = 30_000;

/**
 * The `staleTime` of a query that is otherwise always stale (the profile's, 0): the page's answer is
 * as fresh as the page, so it is not asked for again as the page mounts.
 */
export const staleUnlessFromPage =
  (staleTime: number) =>
  (query: { state: { dataUpdatedAt: number } }): number =>
    query.state.dataUpdatedAt === loadedAt ? PAGE_FRESH_MS : staleTime;
