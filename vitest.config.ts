import { defineConfig } from 'vitest/config';
import { LongestFirst } from './vitest.sequencer.ts';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'e2e'],
    // Longest files first, also in a clean clone without Vitest's cache (test-times.json).
    sequence: { sequencer: LongestFirst },
  },
});
