// Vitest setup for `npm run bench`: each *.bench.ts file times the engine against a baseline in the same run and prints ratios.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: { include: ['tests/bench/**/*.bench.ts'], fileParallelism: false, testTimeout: 600_000 },
});
