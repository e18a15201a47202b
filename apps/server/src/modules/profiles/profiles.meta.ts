import { routeMetaKey } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
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
    const name = [p.FirstName, p.LastName].filter(Boolean).join(' ') || p.NickName;
    const talents = p.ListOfTalants.map((t) => t.Name).join(', ');
    const place = p.Location.CityName ?? p.Location.CountryName;
    const description = [talents, place, p.AboutMe?.slice(0, 160)].filter(Boolean).join(' · ');
    return {
      title: talents ? `${name} (@${p.NickName}) — ${talents}` : `${name} (@${p.NickName})`,
      description: description || name,
      type: 'profile',
      image: p.Avatar ?? undefined,
      extra: { 'profile:username': p.NickName },
    };
  };
}
