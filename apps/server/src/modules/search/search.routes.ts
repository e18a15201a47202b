import {
  errorSchema,
  fileSearchAnswerSchema,
  mediaSearchFiltersSchema,
  SEARCH_PAGE,
  SEARCH_ROW_NUM_MAX,
  searchFiltersSchema,
  searchSuggestionsAnswerSchema,
  searchSuggestionsRequestSchema,
  userSearchAnswerSchema,
} from '@talanty/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { SearchService } from './search.service.ts';

const tags = ['search'];
const errors = { 400: errorSchema, 403: errorSchema, 429: errorSchema };
/** Searches per minute per person (signed in) or per address (visitors): typing with a short pause stays well under it. */
const PER_MINUTE = 300;

const filtersHelp =
  'Every filter is optional; an empty value counts as absent. `q`: nickname, first or last name, ' +
  'creative name (people) or title (files), any part, case and ё/е ignored. `location`: the start of a ' +
  'city name in Russian or English. `ageMin`/`ageMax`: 14..100, on the birth date (people without one ' +
  'drop out). Unknown codes match nobody. Keyset paging: pass `nextCursor` back as `cursor` ' +
  `(same endpoint); \`pageSize\` ${SEARCH_PAGE.default} by default, at most ${SEARCH_PAGE.max}. ` +
  `\`rowNum\` counts matches up to ${SEARCH_ROW_NUM_MAX}. Words of \`q\` that name a talent, tool, style, ` +
  'service or place (any form, ru or en) become filters, listed in `understood`; the rest (`text`) is ' +
  'searched in names, creative names, About texts and track titles. `sort`: relevance (default with text), ' +
  'newest (default otherwise), price (people with a priced service, lowest first), distance (from ' +
  "`nearCityCode`, else the signed-in person's profile city); files: relevance or newest (listed newest first). " +
  'Errors: SEARCH_FILTER_INVALID, SEARCH_TEXT_TOO_LONG, SEARCH_TEXT_INVALID, SEARCH_SORT_INVALID, ' +
  'SEARCH_SORT_NOT_AVAILABLE, SEARCH_NEAR_CITY_REQUIRED, SEARCH_AGE_INVALID, SEARCH_AGE_RANGE, SEARCH_CURSOR_INVALID (400).';

/** The request as a cache key: keys sorted, absent and empty values dropped (they mean the same). */
export function normalisedRequest(body: Record<string, unknown>): string {
  const kept = Object.keys(body)
    .sort()
    .flatMap((k) => {
      const v = body[k];
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return [];
      return [[k, v]];
    });
  return JSON.stringify(kept);
}

const viewer = (req: FastifyRequest) => (req.user ? { id: req.user.id } : null);

export const searchRoutes =
  (search: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = {
      rateLimit: app.config.rateLimits
        ? {
            max: PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
          }
        : (false as const),
    };

    // A refused filter answers with the contract's own code (SEARCH_AGE_RANGE, ...) and message.
    app.setErrorHandler(firstRuleErrors);

    app.post(
      '/api/search/executeUserSearch',
      {
        config,
        schema: {
          tags,
          summary: 'Search people: active, searchable members with at least one talent, newest first',
          description: filtersHelp,
          body: searchFiltersSchema,
          response: { 200: userSearchAnswerSchema, ...errors },
        },
      },
      // Visitors' pages are cached by the normalised request (the viewer only changes the distance order),
      // as are their track and media pages below (plugins/public-cache.ts).
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `search:users:${req.lang}:${normalisedRequest(req.body)}`,
          type: 'json',
          read: async () => reply.serialize(await search.users(req.body, req.lang, viewer(req))),
        }),
    );

    app.post(
      '/api/search/executeAudioSearch',
      {
        config,
        schema: {
          tags,
          summary: 'Search public tracks (tags of the file, filters on its owner), newest first',
          description: filtersHelp,
          body: searchFiltersSchema,
          response: { 200: fileSearchAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `search:audio:${req.lang}:${normalisedRequest(req.body)}`,
          type: 'json',
          read: async () => reply.serialize(await search.audio(req.body, viewer(req), req.lang)),
        }),
    );

    app.post(
      '/api/search/executeMediaSearchV2',
      {
        config,
        schema: {
          tags,
          summary: 'Search public videos and photos (`fileType` Video or Image for one kind), newest first',
          description: `${filtersHelp} Photos marked as covers (FileSubType Cover) and the owner's current profile picture and header are not listed.`,
          body: mediaSearchFiltersSchema,
          response: { 200: fileSearchAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `search:media:${req.lang}:${normalisedRequest(req.body)}`,
          type: 'json',
          read: async () => reply.serialize(await search.media(req.body, viewer(req), req.lang)),
        }),
    );

    app.post(
      '/api/search/getSuggestions',
      {
        config,
        schema: {
          tags,
          summary:
            'Suggestions as the search box is typed in: people, talents and other glossary words, cities (at most 8)',
          description:
            'People whose names or creative names contain the text (open their profile), glossary words and ' +
            'cities that start with the last word typed (`query` is the whole text completed). ' +
            'Errors: SEARCH_TEXT_TOO_LONG, SEARCH_TEXT_INVALID (400).',
          body: searchSuggestionsRequestSchema,
          response: { 200: searchSuggestionsAnswerSchema, ...errors },
        },
      },
      async (req) => search.suggestions(req.body.q, req.lang, req.body.languageCode),
    );
  };
