import {
  availableTalentListSchema,
  availableTalentQuerySchema,
  okSchema,
  serviceIdSchema,
  serviceInputSchema,
  serviceUpdateSchema,
  syncTalentSchema,
  talentCodeBodySchema,
  talentCodeQuerySchema,
  talentServiceSchema,
  talentStyleSchema,
  talentToolSchema,
  userTalentListSchema,
  userTalentSchema,
  userToolListQuerySchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TalentsService } from './talents.service.ts';

export const talentsRoutes =
  (talents: TalentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['talents'];
    const auth = { preHandler: app.requireUser };

    app.get(
      '/api/user/getUserTalantList',
      { ...auth, schema: { tags, response: { 200: userTalentListSchema } } },
      async (req) => ({ ListOfTalants: await talents.list(req.user!.id, req.lang) }),
    );
    app.get(
      '/api/user/getUserTalant',
      { ...auth, schema: { tags, querystring: talentCodeQuerySchema, response: { 200: userTalentSchema } } },
      async (req) => talents.get(req.user!.id, req.query.code, req.lang),
    );
    app.get(
      '/api/user/getUserAvailableTalantList',
      {
        ...auth,
        schema: {
          tags,
          querystring: availableTalentQuerySchema,
          response: { 200: availableTalentListSchema },
        },
      },
      async (req) => talents.available(req.user!.id, req.lang, req.query.StartRowNum, req.query.PageSize),
    );
    app.post(
      '/api/user/addUserTalant',
      { ...auth, schema: { tags, body: talentCodeBodySchema, response: { 200: userTalentSchema } } },
      async (req) => talents.add(req.user!.id, req.body.talantCode, req.lang),
    );
    app.post(
      '/api/user/deleteUserTalant',
      { ...auth, schema: { tags, body: talentCodeBodySchema, response: { 200: okSchema } } },
      async (req) => {
        await talents.remove(req.user!.id, req.body.talantCode);
        return { status: 'OK' as const };
      },
    );
    app.post(
      '/api/user/syncTalant',
      { ...auth, schema: { tags, body: syncTalentSchema, response: { 200: userTalentSchema } } },
      async (req) => talents.sync(req.user!.id, req.body, req.lang),
    );
    app.get(
      '/api/user/getUserToolList',
      {
        ...auth,
        schema: {
          tags,
          querystring: userToolListQuerySchema,
          response: { 200: z.object({ ListOfTools: z.array(talentToolSchema) }) },
        },
      },
      async (req) => ({ ListOfTools: await talents.tools(req.user!.id, req.query.talantCode, req.lang) }),
    );
    app.get(
      '/api/user/getUserStyleList',
      {
        ...auth,
        schema: { tags, response: { 200: z.object({ ListOfStyles: z.array(talentStyleSchema) }) } },
      },
      async (req) => ({ ListOfStyles: await talents.styles(req.user!.id, req.lang) }),
    );
    app.post(
      '/api/user/addUserTalantService',
      { ...auth, schema: { tags, body: serviceInputSchema, response: { 200: talentServiceSchema } } },
      async (req) => talents.addService(req.user!.id, req.body, req.lang),
    );
    app.post(
      '/api/user/updateUserTalantService',
      { ...auth, schema: { tags, body: serviceUpdateSchema, response: { 200: talentServiceSchema } } },
      async (req) => talents.updateService(req.user!.id, req.body, req.lang),
    );
    app.post(
      '/api/user/deleteUserTalantService',
      { ...auth, schema: { tags, body: serviceIdSchema, response: { 200: okSchema } } },
      async (req) => {
        await talents.deleteService(req.user!.id, req.body.serviceId);
        return { status: 'OK' as const };
      },
    );
  };
