import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaRegistry, type MediaRegistry } from '../../lib/media/index.ts';
import { storagePlugin } from '../../lib/storage/index.ts';
import { type Forget, filesRepo } from './files.repo.ts';
import { filesRoutes } from './files.routes.ts';
import { type FilesService, type FileTagGlossary, filesService } from './files.service.ts';
import { type UploadsService, uploadsService } from './uploads.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { FilesService } from './files.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The files module's service for other modules (avatars, posts, glossary hooks, purges). */
    files: FilesService & { uploads: UploadsService };
    /** Upload kinds by sniffed content; the media module registers the audio processor here. */
    media: MediaRegistry;
  }
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** File tags are glossary codes: unknown ones are refused, known ones shown with their names. */
function glossaryTags(app: FastifyInstance): FileTagGlossary {
  async function named(kind: 'talents' | 'tools' | 'styles', codes: string[], lang: 'ru' | 'en') {
    if (kind === 'talents') {
      const talents = await app.glossary.talentList(lang);
      return new Map(talents.filter((t) => codes.includes(t.Code)).map((t) => [t.Code, t.Name]));
    }
    const items =
      kind === 'tools' ? await app.glossary.tools(codes, lang) : await app.glossary.styles(codes, lang);
    return new Map([...items].map(([code, item]) => [code, item.Name]));
  }
  return {
    async unknownCodes(kind, codes) {
      const known = await named(kind, codes, 'ru');
      return codes.filter((c) => !known.has(c));
    },
    names: named,
  };
}

/**
 * Media storage and File records: `app.storage`, `app.media`, `app.files`, the `file` type of the
 * objects registry, the upload and file routes, `/files/<key>`, and an hourly cleanup (unreferenced uploads after a day, deleted files
 * after 30 days).
 */
export default fp(
  async (app) => {
    await app.register(storagePlugin);
    const registry = createMediaRegistry({ audio: { maxBytes: app.config.uploads.audioMaxBytes } });
    const repo = filesRepo(app.db);
    const forget: Forget = (tx, fileIds, userId) =>
      app.objects.removed(tx, { objects: [{ type: 'file', ids: fileIds }], userId });
    const uploads = uploadsService({
      repo,
      storage: app.storage,
      registry,
      tmpDir: path.join(app.config.dataDir, 'tmp', 'uploads'),
      forget,
      log: app.log,
    });
    const files = filesService({
      repo,
      uploads,
      forget,
      idByNick: (nick) => app.users.idByNick(nick),
      secret: app.config.sessionSecret,
      log: app.log,
    });
    files.registerTagGlossary(glossaryTags(app));
    app.objects.register('file', {
      visibleTo: (viewerId, ids, opts) => files.visibleIds(viewerId, ids, opts),
      owners: (ids) => files.ownersOf(ids),
      link: (id) => `/media/${id}`,
      notFound: 'FILE_NOT_FOUND',
    });
    app.decorate('media', registry);
    app.decorate('files', Object.assign(files, { uploads }));

    await app.register(filesRoutes({ files, uploads }));

    app.jobs.register({
      name: 'files.cleanup',
      everyMs: CLEANUP_EVERY_MS,
      run: async () => {
        const [stale, deleted] = await Promise.all([uploads.purgeStale(), files.purgeDeleted()]);
        const orphans = await uploads.removeOrphans();
        if (stale || deleted || orphans) app.log.info({ stale, deleted, orphans }, 'purged media');
      },
    });
    // After a crash nothing waits an hour: the embedded database has one process (its lock), so
    // every temporary upload at start is a dead one's; and the cleanup runs once at start on
    // whichever process polls first.
    app.addHook('onReady', async () => {
      if (app.dbKind === 'pglite') await uploads.sweepTemporary(0);
      if (app.jobs.polling) await app.jobs.wake('files.cleanup');
    });
  },
  { name: 'files', dependencies: ['db', 'jobs', 'sessions', 'public-cache', 'glossary', 'objects', 'users'] },
);
