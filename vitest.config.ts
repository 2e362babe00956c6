// Vitest setup for unit, property and table tests (the browser tests have their own config in tests/e2e).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // fast-check runs from a fixed seed here; `npm run fuzz` (vitest.fuzz.config.ts) tries fresh ones.
    setupFiles: ['tests/unit/meta/fast-check.setup.ts'],
    // Property tests simulate whole games; the machines have two cores, so give them room.
    testTimeout: 30_000,
  },
});
