// The browser tests' file order (tests/e2e/vitest.config.ts): the every-page sweep's first file starts first (beside the
// unit tests and the type check), its second after SWEEP_SECOND_AFTER other files, so the two seldom run side by side;
// every file still runs.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import config, { SWEEP_SECOND_AFTER } from '../../e2e/vitest.config';

const E2E = fileURLToPath(new URL('../../e2e/', import.meta.url));
const files = readdirSync(E2E).filter((f) => f.endsWith('.e2e.ts'));

/** A file as Vitest's sequencer sees it on a fresh clone: one project, no timings from an earlier run. */
const spec = (file: string) =>
  ({ moduleId: `${E2E}${file}`, project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: false } } }) as unknown as TestSpecification;

describe('browser test file order', () => {
  it('starts one sweep file first, the other after other files, and keeps every file', async () => {
    const Sequencer = config.test?.sequence?.sequencer;
    expect(Sequencer, 'a sequencer in the browser tests config').toBeDefined();
    const sequencer = new Sequencer!({ cache: { getTestSpecificationResult: () => undefined }, config: {} } as never);
    const order = (await sequencer.sort(files.map(spec))).map((s) => s.moduleId.slice(E2E.length));
    const sweep = order.flatMap((f, i) => (/^every-page/.test(f) ? [i] : []));
    expect(sweep).toEqual([0, SWEEP_SECOND_AFTER + 1]);
    expect(SWEEP_SECOND_AFTER).toBeGreaterThan(2);
    expect([...order].sort()).toEqual([...files].sort());
  });
});
