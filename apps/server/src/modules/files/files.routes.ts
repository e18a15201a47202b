import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import {
  addUserFileBodySchema,
  deleteUserFileAnswerSchema,
  deleteUserFileBodySchema,
  errorSchema,
  fileRecordSchema,
  getUserFileListAnswerSchema,
  getUserFileListQuerySchema,
  getUserFileQuerySchema,
  storageUploadAnswerSchema,
  syncFileAnswerSchema,
  syncFileBodySchema,
  uploadLimitsSchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { perUserPerMinute } from '../../lib/rate-limit.ts';
import { parseRange } from '../../lib/storage/index.ts';
import type { FilesService } from './files.service.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * After an early refusal the client is still sending: read and drop the rest (up to `cap` bytes,
 * then hang up), so the answer reaches it and the connection does not stall half-read.
 */
function discardRest(raw: IncomingMessage, cap: number) {
  if (raw.complete) return;
  raw.unpipe();
  let seen = 0;
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > cap) raw.socket.destroy();
  });
  raw.resume();
}

/**
 * A form the multipart parser could not read (no boundary, a wrong one, a cut-off body, garbage
 * part headers): busboy throws plain errors, which would otherwise answer 500.
 */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status !== undefined && status < 500) return err;
  return badRequest('MULTIPART_INVALID');
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths of spec section 7 (Files) and the media files themselves; rules live in the services. */
export function filesRoutes(deps: { files: FilesService; uploads: UploadsService }): FastifyPluginAsyncZod {
  const { files, uploads } = deps;

  return async (app) => {
    // Only this plugin takes multipart bodies; uploads stream, so the JSON bodyLimit does not apply to them.
    await app.register(multipart, {
      limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 100 },
    });

    const audioMb = Math.round(app.config.uploads.audioMaxBytes / (1024 * 1024));
    const imageMb = Math.round(app.config.uploads.imageMaxBytes / (1024 * 1024));

    app.get(
      '/api/public/getUploadLimits',
      {
        schema: {
          tags: ['files'],
          summary: 'The largest upload this server accepts per kind, in bytes (audio: UPLOAD_AUDIO_MAX_MB)',
          response: { 200: uploadLimitsSchema },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return {
          imageMaxBytes: app.config.uploads.imageMaxBytes,
          audioMaxBytes: app.config.uploads.audioMaxBytes,
        };
      },
    );

    app.post(
      '/api/storage',
      {
        preHandler: app.requireUser,
        config: perUserPerMinute(Boolean(app.config.rateLimits), 60),
        schema: {
          tags: ['files'],
          summary:
            'Upload one file (multipart/form-data, field `file`); the type is sniffed from the content',
          description:
            `Images (JPEG, PNG, WebP, GIF, AVIF, HEIC where decodable; ${imageMb} MB) are re-encoded to WebP without metadata and sized. ` +
            `Audio (MP3, WAV, OGG, AAC/ADTS; ${audioMb} MB on this server, UPLOAD_AUDIO_MAX_MB; extensions mp3, wav, ogg, aac) is stored as sent, with its duration, tag title and artist, ` +
            'and its embedded cover art re-encoded as the cover; a file whose duration cannot be read is refused (AUDIO_DURATION_UNREADABLE). ' +
            'A file over its kind’s limit is refused with 413 FILE_TOO_LARGE naming the limit, while it is still arriving; nothing is kept. ' +
            'The declared type and the name’s extension must agree with the content. Pass `fileName` to addUserFile within a day.',
          consumes: ['multipart/form-data'],
          // Documents the form for OpenAPI; the multipart stream itself is read by the handler (req.file()).
          body: z.unknown().meta({
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
          }),
          response: { 200: storageUploadAnswerSchema, 413: errorSchema, 415: errorSchema, ...errors },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw badRequest('FILE_REQUIRED');
        // One byte over the largest kind's limit, so the kind's own check (and its message) comes first.
        const part = await req
          .file({ limits: { fileSize: uploads.registry.maxBytes + 1 } })
          .catch((err: unknown) => {
            throw multipartError(err);
          });
        if (part?.fieldname !== 'file') {
          part?.file.resume();
          throw badRequest('FILE_REQUIRED');
        }
        try {
          return await uploads.upload(req.user!.id, part.file, {
            filename: part.filename,
            mimetype: part.mimetype,
          });
        } catch (err) {
          discardRest(req.raw, 2 * uploads.registry.maxBytes);
          // The form's parser fails the file stream on a cut-off body or a broken part: bad input.
          const broken = part.file.errored;
          throw broken && !(err instanceof AppError && err.status < 500) ? multipartError(broken) : err;
        }
      },
    );

    app.post(
      '/api/user/addUserFile',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['files'],
          summary:
            'Add a File record for one of your uploads (FileName from /api/storage), or a YouTube/VK video link (FileType Video, externalFlag Y)',
          body: addUserFileBodySchema,
          response: { 200: fileRecordSchema, 409: errorSchema, ...errors },
        },
      },
      async (req) => files.addUserFile(req.user!, req.body, req.lang),
    );

    app.get(
      '/api/user/getUserFile',
      {
        schema: {
          tags: ['files'],
          summary: 'One file: public ones for everyone, private or deleted ones for their owner',
          querystring: getUserFileQuerySchema,
          response: { 200: fileRecordSchema, ...errors },
        },
      },
      // A public file's record is cached for visitors; a private one is never found for them.
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `file:${req.lang}:${req.query.fileId.toLowerCase()}`,
          type: 'json',
          read: async () => reply.serialize(await files.getUserFile(req.user, req.query.fileId, req.lang)),
        }),
    );

    app.get(
      '/api/user/getUserFileList',
      {
        schema: {
          tags: ['files'],
          summary: 'Your files, or with nickName someone’s public files; newest first, keyset paging',
          querystring: getUserFileListQuerySchema,
          response: { 200: getUserFileListAnswerSchema, ...errors },
        },
      },
      async (req) => {
        if (!req.query.nickName) await app.requireUser(req);
        return files.list(req.user, req.query, req.lang);
      },
    );

    app.post(
      '/api/user/deleteUserFile',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['files'],
          summary: 'Delete one of your files (restorable for 30 days with syncFile DeletedFlag N)',
          body: deleteUserFileBodySchema,
          response: { 200: deleteUserFileAnswerSchema, ...errors },
        },
      },
      async (req) => files.deleteUserFile(req.user!, req.body.rowId, req.lang),
    );

    app.post(
      '/api/user/syncFile',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['files'],
          summary:
            'Update your file records: name, description, comment, flags, tags, cover, peaks, the uploaded file or the video link',
          body: syncFileBodySchema,
          response: { 200: syncFileAnswerSchema, 409: errorSchema, ...errors },
        },
      },
      async (req) => files.syncFiles(req.user!, req.body.InIO.ListOfUserFile.File, req.lang),
    );

    // GET and HEAD declared together: Fastify's automatic HEAD would read the whole object to discard it.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/files/:key',
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'The bytes of a stored file or size, with Range support; private files only for their owner',
        params: z.object({ key: z.string().max(120) }),
      },
      handler: async (req, reply) => {
        const { key } = req.params;
        const served = await files.servable(key, req.user);
        const info = served && (await app.storage.stat(key));
        if (!served || !info) {
          if (served) req.log.warn({ key }, 'stored object missing');
          throw notFound('FILE_NOT_FOUND');
        }
        const etag = `"${key.replace(/\./g, '-')}-${info.size.toString(36)}"`;
        const lastModified = info.lastModified.toUTCString();
        reply
          .header('Content-Type', served.mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline')
          .header('Accept-Ranges', 'bytes')
          .header('ETag', etag)
          .header('Last-Modified', lastModified)
          // Keys are never rewritten; private answers stay out of shared caches.
          .header(
            'Cache-Control',
            `${served.isPublic ? 'public' : 'private'}, max-age=${YEAR_SECONDS}, immutable`,
          );
        if (!served.isPublic) reply.header('Vary', 'Cookie');

        const inm = req.headers['if-none-match'];
        const ims = req.headers['if-modified-since'];
        const notModified = inm
          ? inm.split(',').some((t) => ['*', etag, `W/${etag}`].includes(t.trim()))
          : ims !== undefined && Date.parse(ims) >= Math.floor(info.lastModified.getTime() / 1000) * 1000;
        if (notModified) return reply.code(304).send();

        const ifRange = req.headers['if-range'];
        const rangeApplies = !ifRange || ifRange === etag || ifRange === lastModified;
        const wanted = parseRange(rangeApplies ? req.headers.range : undefined, info.size);
        if (wanted.kind === 'unsatisfiable') {
          throw new AppError(416, 'RANGE_NOT_SATISFIABLE', {
            headers: { 'Content-Range': `bytes */${info.size}` },
          });
        }
        const range = wanted.kind === 'partial' ? wanted.range : undefined;
        if (range) {
          reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
        }
        reply.header('Content-Length', String(range ? range.end - range.start + 1 : info.size));
        if (req.method === 'HEAD') return reply.send();
        return reply.send(await app.storage.get(key, range));
      },
    });
  };
}
