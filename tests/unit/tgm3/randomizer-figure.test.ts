// The randomizer page's figure and viewer model: the 7-bag's known bounds hold in the figure's data (never twice in a row,
// never more than 12 between), and the viewer shows the engine's step with a conserved pool.
import { describe, expect, it } from 'vitest';
import { gapFigure, GAP_BUCKETS } from '~/islands/tgm3/gaps-figure';
import { MAX_STEP, SPECS, viewerModel, SHOWN } from '~/islands/tgm3/randomizer-model';
import { readParams } from '~/lib/url-state';
import { MAX_SEQUENCE, tiSteps } from '~/engines/tgm3';

describe('randomizer figure (build time)', () => {
  const rows = gapFigure();
  it('one row per generator, shares summing to 100 %', () => {
    expect(rows.map((r) => r.generator)).toEqual(['ti', 'bag', 'random']);
    for (const r of rows) {
      expect(r.percent).toHaveLength(GAP_BUCKETS + 1);
      expect(r.percent.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    }
  });
  it('a 7-bag floods only where two bags meet (1 wait in 49, about 2 %) and never waits more than 12; pure random floods about 1 time in 7', () => {
    const bag = rows.find((r) => r.generator === 'bag')!;
    expect(bag.floods).toBeGreaterThan(1);
    expect(bag.floods).toBeLessThan(3);
    expect(bag.longest).toBeLessThanOrEqual(12);
    const random = rows.find((r) => r.generator === 'random')!;
    expect(random.floods).toBeGreaterThan(12);
    expect(random.floods).toBeLessThan(17);
  });
});

describe('randomizer viewer model', () => {
  it('shows the engine step at the chosen piece, inside its window, with 35 in the pool before and after', () => {
    const v = viewerModel(7, 40);
    expect(v.step).toEqual(tiSteps(7, 41)[40]);
    expect(v.window).toHaveLength(SHOWN);
    expect(v.window.some((w) => w.at === 40)).toBe(true);
    expect(v.poolBefore.reduce((a, b) => a + b, 0)).toBe(35);
    expect(v.poolAfter.reduce((a, b) => a + b, 0)).toBe(35);
    expect(viewerModel(7, 0).poolBefore).toEqual([5, 5, 5, 5, 5, 5, 5]);
  });
});

describe('randomizer viewer limit', () => {
  it('a link past piece 1000 is clamped to step 999 and reported; the last window still fits in what the engine deals', () => {
    const r = readParams('rzStep=5000', SPECS);
    expect(r.values.rzStep).toBe(999);
    expect(r.notices.length).toBe(1);
    expect(readParams('rzStep=-3', SPECS).values.rzStep).toBe(0);
    // Step 999 is in the window 980-1014 (35 pieces a window): the model deals 1015 pieces, within the engine's limit.
    const last = viewerModel(1, MAX_STEP);
    expect(last.window.map((w) => w.at)).toEqual(Array.from({ length: SHOWN }, (_, i) => 980 + i));
    expect(last.step).toEqual(tiSteps(1, 1000)[999]);
    expect(980 + SHOWN).toBeLessThanOrEqual(MAX_SEQUENCE);
  });
});
