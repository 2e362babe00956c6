// Vitest setup for `npm test`: every fast-check property runs from one fixed seed, so a test run is reproducible and
// cannot pass on one clone and fail on the next. `npm run fuzz` (vitest.fuzz.config.ts) runs the same properties with
// fresh seeds and many more runs instead; turn each counterexample it finds into a named regression test.
import fc from 'fast-check';

/** The seed of every property in `npm test`. Change it only together with the regression tests it may expose. */
export const PROPERTY_SEED = 20_261_123;

fc.configureGlobal({ seed: PROPERTY_SEED });
