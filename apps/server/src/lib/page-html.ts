import { type Lang, SITE_NAME } from '@talanty/contract';
import { absoluteUrl } from './storage/urls.ts';

/** What a server-rendered page says about itself to crawlers and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  type?: 'website' | 'profile' | 'article' | 'music.song' | 'video.other';
  image?: string;
  /** Extra Open Graph properties (`og:audio`, `og:video`, ...). */
  extra?: Record<string, string>;
  /**
   * The public API answers the page shows first, as a visitor gets them (`z.encode` of the route's
   * answer schema), under `<call>:<id>` (`profile:anna`, `file:<uuid>`, `post:<uuid>`): embedded in
   * the page so that its first view does not wait for a second round trip (apps/web lib/page-data.ts).
   */
  answers?: Record<string, unknown>;
  /** Images the first view shows (same-origin paths, the largest first): fetched with the scripts. */
  images?: string[];
};

/** What else a page links to ahead of its scripts (lib/page-assets.ts). */
export type PageLinks = { scripts: string[]; styles: string[] };

/** The id of the embedded answers' `<script type="application/json">` (apps/web lib/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * JSON inside `<script>`: `<` written as `\u003c` so no text (`</script>`, `<!--`) can end or change
 * the element; U+2028/2029 escaped too. JSON.parse reads the escapes back as the same characters.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A same-origin path or an http(s) address, as a link's href; anything else is left out. */
const linkable = (url: string) => /^(\/(?!\/)|https?:\/\/)/.test(url);

function renderLinks(meta: PageMeta, links: PageLinks, rendered: boolean): string[] {
  const images = [...new Set(meta.images ?? [])].filter(linkable).slice(0, 2);
  return [
    ...images.map(
      (href, i) =>
        `<link rel="preload" as="image" href="${escapeHtml(href)}"${i === 0 ? ' fetchpriority="high"' : ''}>`,
    ),
    // Server-rendered markup needs its styles before it paints; otherwise they are fetched ahead.
    ...links.styles.map((href) =>
      rendered
        ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`
        : `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...links.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Open Graph properties that hold an address (the others are text, left as they are). */
const ADDRESS_PROPERTY = /^(og:(image|audio|video)(:secure_url)?|og:url|music:musician)$/;

/**
 * The page's head tags. Crawlers open the addresses in them from elsewhere, so each is absolute:
 * a same-origin path (`/files/...`, what the API answers) gets PUBLIC_URL in front.
 */
function renderHead(meta: PageMeta, url: string, lang: Lang, publicUrl: string): string {
  const image = absoluteUrl(publicUrl, meta.image ?? '/og-image.png');
  const extra = Object.entries(meta.extra ?? {}).map(([p, c]): [string, string] => [
    p,
    ADDRESS_PROPERTY.test(p) ? absoluteUrl(publicUrl, c) : c,
  ]);
  const tags: [string, string][] = [
    ['og:site_name', SITE_NAME[lang]],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', meta.type ?? 'website'],
    ['og:url', url],
    ['og:image', image],
    ['og:locale', lang === 'ru' ? 'ru_RU' : 'en_US'],
    ...extra,
  ];
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...tags.map(([p, c]) => `<meta property="${escapeHtml(p)}" content="${escapeHtml(c)}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n    ');
}

/** The template's own title, description and preview tags, replaced by the page's. */
const TEMPLATE_META = /<meta\s+(name="description"|name="twitter:[^"]*"|property="og:[^"]*")[^>]*>/g;

/**
 * Every server-rendered page (profiles, media, posts, …): the built `index.html` with the page's
 * language, title, description and Open Graph tags. User text is HTML-escaped and goes in through
 * replacer functions, never a replacement string, so `$&`, `` $` `` or `$'` in a name, an about
 * text or a video title stays text instead of pasting parts of the template into the page.
 * Then the links that fetch the first view's chunks and images early, and its answers as JSON
 * (`appLang`: the language the web client will show them in, which may differ from the tags').
 */
export function renderPage(
  template: string,
  meta: PageMeta,
  page: {
    url: string;
    lang: Lang;
    publicUrl: string;
    appLang?: Lang;
    links?: PageLinks;
    /** The first view's markup from the web client's server render (lib/page-render.ts). */
    root?: string;
  },
): string {
  const rendered = page.root !== undefined;
  const head = [
    renderHead(meta, page.url, page.lang, page.publicUrl),
    ...renderLinks(meta, page.links ?? { scripts: [], styles: [] }, rendered),
  ].join('\n    ');
  const answers = meta.answers && Object.keys(meta.answers).length > 0 ? meta.answers : undefined;
  // A rendered page says its language even without answers (the home page): the client hydrates
  // only markup of the language it shows.
  const data =
    answers || rendered
      ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ lang: page.appLang ?? page.lang, answers: answers ?? {} })}</script>\n  `
      : '';
  const html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(TEMPLATE_META, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('</body>', () => `${data}</body>`);
  return page.root !== undefined ? withRoot(html, page.root) : html;
}

/** The app's module scripts and their preloads, as vite writes them into index.html. */
const APP_SCRIPTS = /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;

/** The inert `<template>` a server-rendered page keeps its app's scripts in (apps/web src/boot/boot-script.js). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The server-rendered first view inside `#root` (React escaped its text), and the start-up overlay
 * marked to fade at once by CSS (apps/web styles/boot.css): the page shows before any script runs.
 * Its module scripts and their preloads wait in an inert `<template>` until the page has loaded
 * (the boot script adds them then): the styles and pictures of the first paint have the link to
 * themselves, and the app, which hydrates the page, comes after.
 */
function withRoot(html: string, root: string): string {
  const scripts: string[] = [];
  const rest = html.replace(APP_SCRIPTS, (_tag, element: string) => {
    scripts.push(element);
    return '';
  });
  return rest
    .replace('<div id="boot-overlay">', () => '<div id="boot-overlay" class="is-prerendered">')
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`)
    .replace('</body>', () => `<template id="${APP_SCRIPTS_ID}">${scripts.join('')}</template>\n  </body>`);
}
