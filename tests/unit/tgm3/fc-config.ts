// fast-check settings for the TGM3 property tests: a fixed seed in `npm test` (same runs every time);
// FUZZ_SEED / FUZZ_RUNS in the environment run the same properties with another seed and more runs.
// fast-check prints the seed and the counterexample on failure; each counterexample becomes a named regression test.
export function fcParams(numRuns: number, seed: number): { seed: number; numRuns: number } {
  const envSeed = Number(process.env.FUZZ_SEED);
  const envRuns = Number(process.env.FUZZ_RUNS);
  return {
    seed: Number.isInteger(envSeed) ? envSeed : seed,
    numRuns: Number.isInteger(envRuns) && envRuns > 0 ? envRuns : numRuns,
  };
}
