// Issue 31: the rank-skip (surge) calculator against hand-worked examples of the seed's loop (leak 3 × (R² + R)/3600 a frame
// unless protected, a promotion each frame while the bar is full, the shown rank R + xp/(4R) floored the next frame) and
// against the climb simulator's own run from rank 1.
import { describe, expect, it } from 'vitest';
import { samplesOf, simulateClimb, surgeCascade } from '~/engines/zenith';

describe('surgeCascade (hand-worked, 2025-01-19 client)', () => {
  it('50 lines at rank 1 with an empty bar: rank 2 shown as 7.756 on frame 0, floored to 7 and promoted to 8 on frame 1', () => {
    const r = surgeCascade({ rank: 1, xp: 0, lines: 50, floor: 1, version: '2025-01' });
    expect(r.xpAfterSend).toBeCloseTo(50.05, 12); // send: lines + 0.05
    const leak0 = (3 * 2) / 3600; // solo mul 3 × (1² + 1) / 3600; frame 0 is not protected
    const xp0 = 50.05 - leak0 - 4; // 46.0483: the bar of rank 1 is 4
    const xp1 = xp0 - 28; // ranks 3-6 skipped with no XP taken; the bar of rank 7 is 28
    expect(r.frames.map((f) => [f.frame, f.rankBefore, f.leaked, f.promoted])).toEqual([
      [0, 1, true, true],
      [1, 7, false, true], // protected after frame 0's promotion: no leak
      [2, 8, false, false], // 18.05 XP < 32: the cascade is over
    ]);
    expect(r.frames[0].xp).toBeCloseTo(xp0, 9);
    expect(r.frames[0].shownRank).toBeCloseTo(2 + xp0 / 8, 9); // R + xp / (4R) after a promotion: 7.756
    expect(r.frames[1].xp).toBeCloseTo(xp1, 9);
    expect(r.frames[2].shownRank).toBeCloseTo(8 + xp1 / 32, 9);
    expect(r.finalRank).toBe(8);
    expect([r.hyperspeed, r.requirement]).toEqual(['on', 8]); // floor 1 needs rank 8
  });
  it('rank 7 on floor 1: 28 lines reach rank 8 and hyperspeed, 27 lines do not (leak 3 × 56/3600 on frame 0)', () => {
    // 28.05 − 168/3600 = 28.0033 ≥ 28 → rank 8; 27.05 − 168/3600 = 27.0033 < 28 → rank 7.
    const on = surgeCascade({ rank: 7, xp: 0, lines: 28, floor: 1, version: '2025-01' });
    expect([on.finalRank, on.hyperspeed]).toEqual([8, 'on']);
    expect(on.frames.at(-1)!.xp).toBeCloseTo(28.05 - 168 / 3600 - 28, 9);
    const short = surgeCascade({ rank: 7, xp: 0, lines: 27, floor: 1, version: '2025-01' });
    expect([short.finalRank, short.hyperspeed, short.frames.length]).toEqual([7, 'short', 1]);
  });
  it('XP already in the bar counts: rank 3 with 10 XP and 3 lines promotes (13.05 − 36/3600 ≥ 12)', () => {
    const r = surgeCascade({ rank: 3, xp: 10, lines: 3, floor: 2, version: '2025-01' });
    expect(r.finalRank).toBe(4);
    expect(r.frames[0].xp).toBeCloseTo(13.05 - 36 / 3600 - 12, 9);
  });
  it('hyperspeed: no requirement above floor 5; Duo turns it off in both clients, any mod in the current one', () => {
    expect(surgeCascade({ rank: 9, xp: 0, lines: 0, floor: 6 }).hyperspeed).toBe('above-floor-5');
    expect(surgeCascade({ rank: 9, xp: 0, lines: 0, floor: 1, mods: ['duo'], version: '2025-01' }).hyperspeed).toBe('not-allowed');
    expect(surgeCascade({ rank: 9, xp: 0, lines: 0, floor: 1, mods: ['messy'], version: '2025-01' }).hyperspeed).toBe('on');
    expect(surgeCascade({ rank: 9, xp: 0, lines: 0, floor: 1, mods: ['messy'], version: 'current' }).hyperspeed).toBe('not-allowed');
  });
  it('from rank 1 it agrees frame by frame with the climb simulator (both clients)', () => {
    for (const version of ['2025-01', 'current'] as const) {
      const r = surgeCascade({ rank: 1, xp: 0, lines: 120, floor: 1, version });
      const sim = samplesOf(simulateClimb({ frames: r.frames.length, events: [{ frame: 0, type: 'send', lines: 120 }], version }));
      r.frames.forEach((f, i) => {
        expect(f.shownRank, `${version} frame ${i}`).toBe(sim[i].rank);
        expect(f.xp).toBe(sim[i].climbPts);
      });
    }
  });
  it('refuses a bar fuller than the rank holds and a rank out of range', () => {
    expect(() => surgeCascade({ rank: 2, xp: 9, lines: 1, floor: 1 })).toThrow(RangeError);
    expect(() => surgeCascade({ rank: 0, xp: 0, lines: 1, floor: 1 })).toThrow(RangeError);
  });
});
