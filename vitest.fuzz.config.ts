// `npm run fuzz`: the property tests (every unit test file that imports fast-check) with fresh seeds and many more runs.
// FUZZ_FACTOR (default 10) multiplies each property's runs; FUZZ_SEED replays one seed. See tests/unit/meta/fuzz.setup.ts.
import { defineConfig } from 'vitest/config';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

const root = fileURLToPath(new URL('.', import.meta.url));
const propertyFiles = readdirSync(join(root, 'tests/unit'), { recursive: true, encoding: 'utf8' })
  // tests/unit/meta checks the fixed seed of `npm test`, which fuzzing replaces on purpose.
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('meta/'))
  .map((file) => join(root, 'tests/unit', file))
  .filter((file) => /from ['"]fast-check['"]/.test(readFileSync(file, 'utf8')))
  .map((file) => relative(root, file));

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: propertyFiles,
    environment: 'node',
    setupFiles: ['tests/unit/meta/fuzz.setup.ts'],
    testTimeout: 600_000,
    // Report every failing property, not only the first of a file.
    bail: 0,
  },
});
