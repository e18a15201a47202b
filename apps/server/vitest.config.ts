import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    // The repository scripts' tests (the import boundary check) run in this tier too.
    include: ['src/**/*.test.ts', '../../scripts/**/*.test.ts'],
    // One migrated and loaded database per run; each test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // The files of a worker share one module graph: each file still builds its own app on its own
    // copy of the database; what a file sets up is registered from its own top (no hooks on import).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
