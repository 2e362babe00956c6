// Vitest setup for the browser tests: one static server over dist/ for the whole suite (global setup) and one Chromium
// per worker (island.ts useBrowser), test files split across three workers on the machines' two cores. A worker waits
// at times (a page's network going quiet, a frame, a poll); with two workers both cores sat idle about 6 % of an
// `npm test` run, with three under 1 % once `npm ci` was done (vmstat, fresh clones; README, Test duration). The
// every-page checks are two files, each with half of the pages; SweepSpread below says when each starts.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

/**
 * The order the files start in: the sweep's first file first, its second file after the seven files Vitest would start
 * first, and the rest as Vitest orders them (on a fresh clone, with no timings kept from an earlier run, the biggest
 * files first). Vitest put both sweep files last on a fresh clone (they are the smallest), where they ran side by side
 * with little else: two sweep workers use less than both cores (alone: 210 CPU-s in 117 s, 1.8 cores). Now the first
 * runs beside the unit tests and the type check (`npm test` runs them beside the browser tests for their first minutes:
 * scripts/run-tests.mjs) and island files, the second beside island files, and the run ends on small files. The same
 * files and tests run.
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
    maxWorkers: 3,
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
