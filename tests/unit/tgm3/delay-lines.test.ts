// The delay chart keeps every line visible (issue 25, item 10: line ARE hid under ARE): wherever a line runs along an
// earlier one, the later line (drawn on top) is dashed, and no two dashed lines share a dash.
import { describe, expect, it } from 'vitest';
import { MAX_SECTION_COOLS, SPEED_CHART_LAST_LEVEL, delaySteps, type SpeedMode } from '~/engines/tgm3';
import { DELAY_KEYS, delayLines } from '~/islands/tgm3/delay-lines';

const MODES = Object.keys(SPEED_CHART_LAST_LEVEL) as SpeedMode[];

describe('delay chart lines', () => {
  it('has one line per delay, in the table order', () => {
    expect(delayLines(delaySteps('master', 0)).map((l) => l.key)).toEqual([...DELAY_KEYS]);
  });

  for (const mode of MODES)
    it(`${mode}: a line that meets an earlier one is dashed, each dash its own (every COOL count)`, () => {
      const counts = mode === 'master' ? Array.from({ length: MAX_SECTION_COOLS + 1 }, (_, i) => i) : [0];
      for (const cools of counts) {
        const lines = delayLines(delaySteps(mode, cools));
        lines.forEach((later, j) => {
          const meets = lines.slice(0, j).some((e) => e.values.some((v, i) => v === later.values[i]));
          if (meets) expect(later.dash, `${mode} ${cools}: ${later.key}`).toBeDefined();
        });
        const dashes = lines.flatMap((l) => (l.dash ? [l.dash.join(',')] : []));
        expect(new Set(dashes).size).toBe(dashes.length);
      }
    });

  it('Master draws line ARE over ARE where they are equal (the case the issue saw)', () => {
    const lines = delayLines(delaySteps('master', 0));
    const are = lines.find((l) => l.key === 'are')!;
    const lineAre = lines.find((l) => l.key === 'lineAre')!;
    expect(are.values.some((v, i) => v === lineAre.values[i])).toBe(true);
    expect(lines.indexOf(lineAre)).toBeGreaterThan(lines.indexOf(are));
    expect(lineAre.dash).toBeDefined();
  });
});
