import {
  ROUTE_META,
  routeMetaKey,
  searchFiltersSchema,
  talentListSchema,
  userSearchAnswerSchema,
} from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PageMetaResolver } from '../../plugins/spa.ts';
import type { SearchService } from './search.service.ts';

/**
 * /search as a visitor first opens it: the newest people (executeUserSearch with no filter) and the
 * talents the filter panel offers (getTalantList), embedded so that its first view, rendered by the
 * server, shows the people at once. An address with a query (filters) is the browser's to render.
 */
export function searchPageMeta(app: FastifyInstance, search: SearchService): PageMetaResolver {
  return async (pathname, lang) => {
    if (routeMetaKey(pathname) !== 'search') return undefined;
    const [people, talents] = await Promise.all([
      search.users(searchFiltersSchema.parse({ languageCode: lang }), lang, null),
      app.glossary.talentList(lang),
    ]).catch(() => []);
    if (!people || !talents) return undefined;
    return {
      ...ROUTE_META[lang].search,
      answers: {
        'search:people': z.encode(userSearchAnswerSchema, people),
        'glossary:talents': z.encode(talentListSchema, { ListOfTalants: talents }),
      },
    };
  };
}
