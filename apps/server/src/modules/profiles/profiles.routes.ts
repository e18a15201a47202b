import {
  avatarRecordSchema,
  cfgAnswerSchema,
  checkNickNameAnswerSchema,
  checkNickNameSchema,
  contactInfoAnswerSchema,
  contactInfoSchema,
  headerRecordSchema,
  partnerCodeAnswerSchema,
  partnerCodeSchema,
  privacyRecordSchema,
  privacySchema,
  profileSchema,
  setAvatarSchema,
  setCfgSchema,
  setHeaderSchema,
  updateUserInfoSchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProfilesService } from './profiles.service.ts';

const ok = <T>(data: T) => ({ status: 'OK' as const, data });

export const profilesRoutes =
  (profiles: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['profile'];
    const auth = { preHandler: app.requireUser };

    app.get(
      '/api/user/getProfile/:nickname',
      {
        schema: {
          tags,
          summary: 'A public profile; contacts only for signed-in readers the owner allows',
          params: z.object({ nickname: z.string().min(1).max(100) }),
          response: { 200: profileSchema },
        },
      },
      // Visitors share one cached answer per nickname and language (plugins/public-cache.ts).
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `profile:${req.lang}:${req.params.nickname.replace(/^@/, '').toLowerCase()}`,
          type: 'json',
          read: async () => reply.serialize(await profiles.profile(req.params.nickname, req.user, req.lang)),
        }),
    );

    app.post(
      '/api/user/updateUserInfo',
      { ...auth, schema: { tags, body: updateUserInfoSchema, response: { 200: profileSchema } } },
      async (req) => {
        await profiles.updateUserInfo(req.user!.id, req.body);
        const nick = req.body.NickName?.trim() || req.user!.nickName;
        return profiles.profile(nick, req.user, req.lang);
      },
    );

    app.post(
      '/api/user/updateUserContactInfo',
      {
        ...auth,
        schema: {
          tags,
          body: contactInfoSchema,
          response: { 200: contactInfoAnswerSchema },
        },
      },
      async (req) => ok(await profiles.updateContactInfo(req.user!.id, req.body)),
    );

    app.post(
      '/api/user/updateUserPartnerCode',
      {
        ...auth,
        schema: {
          tags,
          body: partnerCodeSchema,
          response: { 200: partnerCodeAnswerSchema },
        },
      },
      async (req) => ok(await profiles.updatePartnerCode(req.user!.id, req.body.partnerCode)),
    );

    app.post(
      '/api/user/checkNickName',
      { schema: { tags, body: checkNickNameSchema, response: { 200: checkNickNameAnswerSchema } } },
      async (req) => profiles.checkNickName(req.body.nickName, req.user?.id, req.lang),
    );

    app.post(
      '/api/user/setUserCFGParameter',
      {
        ...auth,
        schema: {
          tags,
          body: setCfgSchema,
          response: { 200: cfgAnswerSchema },
        },
      },
      async (req) => ({
        ListOfUserCFGParams: await profiles.setCfg(req.user!.id, req.body.ListOfUserCFGParams),
      }),
    );

    app.post(
      '/api/user/setUserAvatar',
      {
        ...auth,
        schema: {
          tags,
          body: setAvatarSchema,
          response: { 200: avatarRecordSchema },
        },
      },
      async (req) => profiles.setAvatar(req.user!.id, req.body.photoId),
    );

    app.post(
      '/api/user/setUserHeader',
      {
        ...auth,
        schema: {
          tags,
          body: setHeaderSchema,
          response: { 200: headerRecordSchema },
        },
      },
      async (req) => profiles.setHeader(req.user!.id, req.body.color ?? null, req.body.imgId ?? null),
    );

    app.get(
      '/api/user/getUserPrivacy',
      { ...auth, schema: { tags, response: { 200: privacyRecordSchema } } },
      async (req) => profiles.getPrivacy(req.user!.id),
    );

    app.post(
      '/api/user/updateUserPrivacy',
      { ...auth, schema: { tags, body: privacySchema, response: { 200: privacyRecordSchema } } },
      async (req) => profiles.setPrivacy(req.user!.id, req.body),
    );
  };
