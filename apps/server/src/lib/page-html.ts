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
};

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
 */
export function renderPage(
  template: string,
  meta: PageMeta,
  page: { url: string; lang: Lang; publicUrl: string },
): string {
  const head = renderHead(meta, page.url, page.lang, page.publicUrl);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(TEMPLATE_META, '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}
