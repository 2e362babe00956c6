// Vitest setup for the browser tests: one static server over dist/ for the whole suite (global setup) and one Chromium
// per worker (island.ts useBrowser), test files split across two workers (the machines have two cores). The every-page
// checks are two files, each with half of the pages, so each worker can take one; SweepSpread below says when.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

/**
 * The order the files start in: the sweep's first file first, its second file after the seven files Vitest would start
 * first, and the rest as Vitest orders them (on a fresh clone, with no timings kept from an earlier run, the biggest
 * files first). The sweep's two workers together use less than both cores (alone: 210 CPU-s in 117 s, 1.8 cores); an
 * island file uses about 1.2 cores a worker. Vitest put the two sweep files last on a fresh clone (they are the
 * smallest), side by side, and a tenth of the machine sat idle for their two minutes. Now the first file runs beside
 * the unit tests and the type check (`npm test` runs them beside the browser tests for their first minutes:
 * scripts/run-tests.mjs) and then beside island files, and the second starts once those seven files are under way, beside
 * island files too. The same files and tests run.
 */
export const SWEEP_SECOND_AFTER = 7;
const isSweep = (f: TestSpecification) => /every-page(-\d+)?\.e2e\.ts$/.test(f.moduleId);
class SweepSpread extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const [first, ...later] = sorted.filter(isSweep);
    const rest = sorted.filter((f) => !isSweep(f));
    return [...(first ? [first] : []), ...rest.slice(0, SWEEP_SECOND_AFTER), ...later, ...rest.slice(SWEEP_SECOND_AFTER)];
  }
}

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // Each worker runs its files one after another in one process (no fresh process and module graph per file, so
    // playwright-core and the helpers load once per worker). Files keep no state between them but the worker's Chromium:
    // each gets it in beforeAll, closes its contexts in afterAll, and makes fresh contexts per test. Measured on six small
    // files: 29.5 → 25.7 and 19.3 → 18.0 CPU-s.
    isolate: false,
    testTimeout: 120_000,
    // expect.poll waits for a condition and returns as soon as it holds; Vitest's default gives up after one second,
    // which a busy two-core machine (or the unit tests and type check running beside these tests in `npm test`) can
    // exceed while a page is still working. A poll that names its own timeout keeps it.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    sequence: { sequencer: SweepSpread },
  },
});
