import fp from 'fastify-plugin';
import { fileUrlOf } from '../../lib/storage/urls.ts';
import { profilePageMeta } from './profiles.meta.ts';
import { avatarThumbs, usedAsProfileImage } from './profiles.repo.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService, type ProfilesService } from './profiles.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
  }
}

/** Profiles: the public page's data, personal data, contacts, privacy, onboarding flags, avatar and header. */
export default fp(
  async (app) => {
    const { db } = app;
    const profiles = createProfilesService({
      db,
      users: app.users,
      glossary: app.glossary,
      talents: app.talents,
      files: app.files,
    });
    app.decorate('profiles', profiles);
    app.users.registerInfoSource((userId, lang) => profiles.ownSummary(userId, lang));
    app.users.registerCardSource(
      async (ids) =>
        new Map((await avatarThumbs(db, ids)).map((r) => [r.userId, { Photo: fileUrlOf(r.key) }])),
    );
    app.files.registerPublicUse((ids) => usedAsProfileImage(db, ids));
    app.pageMeta.add(profilePageMeta(app));
    await app.register(profilesRoutes(profiles));
  },
  {
    name: 'profiles',
    dependencies: ['db', 'sessions', 'public-cache', 'users', 'glossary', 'talents', 'files', 'follows'],
  },
);
