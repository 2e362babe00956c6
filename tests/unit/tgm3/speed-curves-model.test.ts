// The speed-curves model: Master's gravity falls back at speed level 200 (level 200 without COOLs, level 100 with one
// COOL, which adds 100 speed levels from the next section), other modes have no fall-back mark, and a mode that is 20G
// from the first level gets no 20G mark.
import { describe, expect, it } from 'vitest';
import { speedCurvesView } from '~/islands/tgm3/speed-curves-model';

describe('speed-curves model', () => {
  it("marks Master's fall-back at level 200 without COOLs and at level 100 with one", () => {
    expect(speedCurvesView('master', 0).drop?.level).toBe(200);
    expect(speedCurvesView('master', 1).drop?.level).toBe(100);
    expect(speedCurvesView('master', 0).marks[0]).toMatchObject({ axis: 'x', value: 200, what: 'slowAgain' });
  });

  it('falls back to gravity below the step before it', () => {
    const v = speedCurvesView('master', 0);
    const before = v.gravity.filter((s) => s.level < 200).at(-1)!;
    expect(v.drop!.g).toBeLessThan(before.g);
  });

  it('gives other modes no fall-back, and Shirase (20G from the start) no 20G mark', () => {
    expect(speedCurvesView('easy', 0).drop).toBeNull();
    const shirase = speedCurvesView('shirase', 0);
    expect(shirase.at20).toBe(0);
    expect(shirase.marks.some((m) => m.what === 'first20G')).toBe(false);
  });
});
