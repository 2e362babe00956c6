// Vitest setup for `npm run fuzz`: the property tests of `npm test`, each with a fresh seed and FUZZ_FACTOR times its runs.
// On a failure the error names the seed and the counterexample; FUZZ_SEED=<seed> npm run fuzz replays it.
import { vi } from 'vitest';

const factor = Number(process.env.FUZZ_FACTOR ?? '10');
const fixedSeed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
if (!(factor > 0)) throw new RangeError(`FUZZ_FACTOR must be a positive number, got ${process.env.FUZZ_FACTOR}`);
if (fixedSeed !== undefined && !Number.isSafeInteger(fixedSeed)) throw new RangeError(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);

vi.mock('fast-check', async (importOriginal) => {
  const real = (await importOriginal<typeof import('fast-check')>()).default;
  const DEFAULT_RUNS = 100; // fast-check's own default numRuns
  const assert = ((property: Parameters<typeof real.assert>[0], params: Parameters<typeof real.assert>[1] = {}) => {
    const seed = fixedSeed ?? crypto.getRandomValues(new Int32Array(1))[0];
    const numRuns = Math.ceil((params.numRuns ?? DEFAULT_RUNS) * factor);
    const report = (error: unknown): never => {
      // fast-check keeps the failing assertion as the error's cause; show it with the seed and the counterexample.
      const cause = error instanceof Error && error.cause instanceof Error ? `\nFailing assertion: ${error.cause.message}` : '';
      const message = (error instanceof Error ? error.message : String(error)) + cause;
      throw new Error(`fuzz: property failed with seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)\n${message}`, { cause: error });
    };
    try {
      const result = real.assert(property, { ...params, seed, numRuns }) as unknown;
      return result instanceof Promise ? result.catch(report) : result;
    } catch (error) {
      return report(error);
    }
  }) as typeof real.assert;
  const fc = { ...real, assert };
  return { ...fc, default: fc };
});
