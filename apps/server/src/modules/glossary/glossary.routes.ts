import {
  attractionSourceListSchema,
  cityListQuerySchema,
  cityListSchema,
  countryListQuerySchema,
  countryListSchema,
  errorSchema,
  referenceListBodySchema,
  regionListQuerySchema,
  regionListSchema,
  schoolListSchema,
  serviceListBodySchema,
  serviceListSchema,
  styleListQuerySchema,
  styleListSchema,
  talentListBodySchema,
  talentListSchema,
  toolListQuerySchema,
  toolListSchema,
} from '@talanty/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../../lib/lang.ts';
import type { GlossaryService } from './glossary.service.ts';

const tags = ['glossary'];
const errors = { 400: errorSchema };

/** A `languageCode` in a POST body also sets the language of error messages. */
function bodyLang(req: FastifyRequest, languageCode: string | undefined) {
  req.lang = langOf(languageCode, req.lang);
  return req.lang;
}

/** Reference data calls of spec section 7; no login needed, nothing written. */
export const glossaryRoutes =
  (g: GlossaryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/glossary/getTalantList',
      {
        schema: {
          tags,
          summary: 'The ten talents with their field matrix (spec section 3)',
          body: talentListBodySchema,
          response: { 200: talentListSchema, ...errors },
        },
      },
      async (req) => ({ ListOfTalants: await g.talentList(bodyLang(req, req.body.languageCode)) }),
    );

    app.get(
      '/api/glossary/getToolList',
      {
        schema: {
          tags,
          summary: "A talent's tools: voice types, instruments, dance types or gear",
          querystring: toolListQuerySchema,
          response: { 200: toolListSchema, ...errors },
        },
      },
      async (req) => {
        const page = await g.toolList(req.query, langOf(req.query.languageCode, req.lang));
        return { ListOfTools: page.items, rowNum: page.rowNum, total: page.total };
      },
    );

    app.get(
      '/api/glossary/getStyleList',
      {
        schema: {
          tags,
          summary: 'Music and dance styles, of one talent when talantCode is given',
          querystring: styleListQuerySchema,
          response: { 200: styleListSchema, ...errors },
        },
      },
      async (req) => {
        const page = await g.styleList(req.query, langOf(req.query.languageCode, req.lang));
        return { ListOfStyles: page.items, rowNum: page.rowNum, total: page.total };
      },
    );

    app.post(
      '/api/glossary/getSchoolList',
      {
        schema: {
          tags,
          summary: 'Schools of the partner programme',
          body: referenceListBodySchema,
          response: { 200: schoolListSchema, ...errors },
        },
      },
      async (req) => ({ ListOfSchools: await g.schoolList(req.body, bodyLang(req, req.body.languageCode)) }),
    );

    app.post(
      '/api/glossary/getAttractionSourceList',
      {
        schema: {
          tags,
          summary: '"How did you hear about us" answers',
          body: referenceListBodySchema,
          response: { 200: attractionSourceListSchema, ...errors },
        },
      },
      async (req) => ({
        ListOfAttractionSources: await g.attractionSourceList(req.body, bodyLang(req, req.body.languageCode)),
      }),
    );

    app.post(
      '/api/public/getServiceList',
      {
        schema: {
          tags,
          summary: 'Service kinds a talent can offer',
          body: serviceListBodySchema,
          response: { 200: serviceListSchema, ...errors },
        },
      },
      async (req) => ({
        ListOfServices: await g.serviceList(req.body, bodyLang(req, req.body.languageCode)),
      }),
    );

    app.get(
      '/api/glossary/getCountryList',
      {
        schema: {
          tags,
          summary: 'Countries (ISO 3166-1 alpha-2), sorted by name',
          querystring: countryListQuerySchema,
          response: { 200: countryListSchema, ...errors },
        },
      },
      async (req) => ({
        ListOfCountries: await g.countryList(req.query.name, langOf(req.query.languageCode, req.lang)),
      }),
    );

    app.get(
      '/api/glossary/getRegionList',
      {
        schema: {
          tags,
          summary: "A country's regions (ISO 3166-2), sorted by name",
          querystring: regionListQuerySchema,
          response: { 200: regionListSchema, ...errors },
        },
      },
      async (req) => ({
        ListOfRegions: await g.regionList(
          req.query.countryCode,
          req.query.name,
          langOf(req.query.languageCode, req.lang),
        ),
      }),
    );

    app.get(
      '/api/glossary/getCityList',
      {
        schema: {
          tags,
          summary:
            'City autocomplete: prefix and substring of the Russian and English names, larger cities first',
          querystring: cityListQuerySchema,
          response: { 200: cityListSchema, ...errors },
        },
      },
      async (req) => {
        const page = await g.cityList(req.query, langOf(req.query.languageCode, req.lang));
        return { ListOfCities: page.items, rowNum: page.rowNum, total: page.total };
      },
    );
  };
