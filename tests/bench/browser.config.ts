// Vitest setup for `npm run bench:sand-frames` (after `npm run build`): the browser benches (*.browser.ts) run against the
// built site with the browser tests' static server and Chromium. They print numbers and assert no times.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    include: ['tests/bench/**/*.browser.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
