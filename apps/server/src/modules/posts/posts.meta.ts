import { type Lang, type PostRecord, postRecordSchema, routeMetaKey } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { absoluteUrl } from '../../lib/storage/urls.ts';
import type { PageMeta, PageMetaResolver } from '../../plugins/spa.ts';

const POST_ID = /^\/post\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The picture a shared post shows: its first photo, else the first file's cover. */
function imageOf(post: PostRecord): string | undefined {
  const photo = post.Files.find((f) => f.FileType === 'Image');
  if (photo) return photo.FileFullURL;
  const first = post.Files[0];
  return first?.CoverSizes?.Full ?? first?.LogoURL ?? undefined;
}

const authorName = (post: PostRecord) => {
  const a = post.Author;
  const real = [a.FirstName, a.LastName].filter(Boolean).join(' ');
  return real ? `${real} (@${a.NickName})` : `@${a.NickName}`;
};

/**
 * Crawlers get a post's title (its own, else the start of its text), author, text and picture.
 * A post only its author may see (scheduled, private, deleted) keeps the generic post tags.
 */
export function postPageMeta(app: FastifyInstance): PageMetaResolver {
  return async (pathname, lang: Lang) => {
    if (routeMetaKey(pathname) !== 'post') return undefined;
    const id = POST_ID.exec(pathname)?.[1]?.toLowerCase();
    if (!id) return undefined;
    const post = await app.posts.get(null, id, lang).catch(() => undefined);
    if (!post) return undefined;
    const text = oneLine(post.Body);
    const headline = cut(oneLine(post.Title ?? '') || text, 80);
    const image = imageOf(post);
    const meta: PageMeta = {
      title: `${headline} — ${authorName(post)}`,
      description: cut(text, 200),
      type: 'article',
      image: image && absoluteUrl(app.config.publicUrl, image),
      extra: {
        'article:published_time': post.Published ?? post.DisplayDT,
        'article:modified_time': post.LastUpdated,
        'article:author': absoluteUrl(app.config.publicUrl, `/@${post.Author.NickName}`),
      },
      // The visitor's answer of getUserPost (the same body), so the page shows without asking again.
      answers: { [`post:${id}`]: z.encode(postRecordSchema, post) },
    };
    if (image) meta.extra!['og:image:alt'] = headline;
    return meta;
  };
}
