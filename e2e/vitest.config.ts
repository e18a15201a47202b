import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    // Builds the client once and prepares the migrated data dir the workers' servers start from.
    globalSetup: ['./global-setup.ts'],
    // Each worker slot copies it and serves it with its own server, started for the slot's first file.
    setupFiles: ['./worker-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // The helpers, Playwright and axe are loaded once per worker, not once per file (no file keeps state in them).
    isolate: false,
    // Journeys in parallel, each worker with its own server and Chromium: E2E_WORKERS of them (2 by default, for two cores).
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    // Two cores shared by two journeys (and, on a developer's machine, everything else): generous limits.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
