// Vitest setup for the browser tests: one static server over dist/ and one Chromium per worker for the whole suite
// (global setup), test files split across two workers (the machines have two cores). The every-page checks are two
// files, each with half of the pages, so they run side by side.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
