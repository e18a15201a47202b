import { inject } from 'vitest';
import { workerServer } from './worker-server.ts';

/**
 * Runs before each journey file: finds (or starts) this worker slot's server and hands it to
 * helpers.ts (baseURL(), dataDir()).
 */
const run = inject('e2eRun');
if (run) {
  (globalThis as { __talantyE2E?: unknown }).__talantyE2E = await workerServer(run);
}
