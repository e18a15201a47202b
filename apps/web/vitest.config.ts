import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.tsx'],
    // After hooks in the order they were defined: setup.ts's cleanup() unmounts the page before a file's
    // own afterEach resets the language or the player, which would otherwise re-render the whole
    // mounted tree outside act() (hundreds of warnings a run).
    sequence: { hooks: 'list' },
    restoreMocks: true,
    unstubGlobals: true,
    // One module graph per worker instead of one per file: the tier runs in about half the time
    // (158 -> 72 s here). What a module keeps across files is reset in src/test/setup.tsx.
    pool: 'threads',
    isolate: false,
    // Two cores shared by two workers (and the rest of a busy machine): the first render of a lazy page can take seconds.
    testTimeout: 30_000,
  },
});
