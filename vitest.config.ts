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
    // The build cache (src/build/cache.ts) off: the API reference tests convert the engines themselves, never read a
    // conversion a build kept.
    env: { ATLAS_BUILD_CACHE: '0' },
    // Property tests simulate whole games; the machines have two cores, so give them room.
    testTimeout: 30_000,
    // Workers are reused across files (no fresh module graph per file): the suite uses about 35 CPU-seconds instead of
    // 59 on the two-core machine. Tests keep no state between files; the one that needs its modules loaded afresh
    // under a mock (tests/unit/i18n/parity.test.ts) resets them itself.
    isolate: false,
  },
});
