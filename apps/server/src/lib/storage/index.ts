import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export { parseRange, type RangeRequest } from './range.ts';
export * from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Media bytes: local disk under DATA_DIR/media, or the S3 bucket when S3_* is set. */
    storage: Storage;
  }
}

export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'media'));
}

/** Hangs the configured storage on the instance as `app.storage`. */
export const storagePlugin = fp(
  async (app) => {
    if (app.hasDecorator('storage')) return;
    const storage = createStorage(app.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close?.());
  },
  { name: 'storage' },
);
