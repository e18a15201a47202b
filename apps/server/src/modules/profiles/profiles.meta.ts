import { profileMeta, profileSchema, routeMetaKey } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { absoluteUrl } from '../../lib/storage/urls.ts';
import type { PageMetaResolver } from '../../plugins/spa.ts';

const NICK_IN_PATH = /^\/(?:@|user\/)?([^/]+)$/;

/** Crawlers get a profile's name, talents, place and avatar in the page's Open Graph tags. */
export function profilePageMeta(app: FastifyInstance): PageMetaResolver {
  return async (pathname, lang) => {
    if (routeMetaKey(pathname) !== 'profile') return undefined;
    const nick = NICK_IN_PATH.exec(pathname)?.[1]?.replace(/^@/, '');
    if (!nick) return undefined;
    const p = await app.profiles.profile(nick, null, lang).catch(() => undefined);
    if (!p) return undefined;
    return {
      // The web client sets the same title and description from the same function.
      ...profileMeta(p),
      type: 'profile',
      // Crawlers need an absolute address; the record carries a same-origin path.
      image: p.Avatar ? absoluteUrl(app.config.publicUrl, p.Avatar) : undefined,
      extra: { 'profile:username': p.NickName },
      // The visitor's answer of getProfile (the same body), so the page shows without asking again.
      answers: { [`profile:${nick.toLowerCase()}`]: z.encode(profileSchema, p) },
      images: [p.HeaderURL, p.Avatar].filter((url): url is string => Boolean(url)),
    };
  };
}
