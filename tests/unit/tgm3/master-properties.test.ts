// Invariants of the Master state machine over random seeded games (fast-check), including batched = per-frame decay.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runMaster, type MasterEvent } from '~/engines/tgm3';

const piece = fc.record({
  activeFrames: fc.integer({ min: 0, max: 300 }),
  lines: fc.constantFrom(0, 0, 0, 1, 2, 3, 4) as fc.Arbitrary<0 | 1 | 2 | 3 | 4>,
  afterFrames: fc.integer({ min: 0, max: 60 }),
});
const games = fc.array(piece, { minLength: 1, maxLength: 400 }).map((ps) => ps.map((p): MasterEvent => ({ type: 'piece', ...p })));

describe('Master state machine invariants', () => {
  it('points stay in 0-99, internal grade in 0-31, COOLs at most 9 and at most the finished sections, level at most 999', () => {
    fc.assert(
      fc.property(games, fc.constantFrom('activeNoCombo', 'activeAlways') as fc.Arbitrary<'activeNoCombo' | 'activeAlways'>, (g, decay) => {
        const s = runMaster(g, { decay, exam: true }).state;
        expect(s.points).toBeGreaterThanOrEqual(0);
        expect(s.points).toBeLessThan(100);
        expect(s.internalGrade).toBeGreaterThanOrEqual(0);
        expect(s.internalGrade).toBeLessThanOrEqual(31);
        expect(s.cools).toBeLessThanOrEqual(Math.min(9, s.sections.filter((x) => x.frames !== null).length));
        expect(s.level).toBeLessThanOrEqual(999);
      }),
      { numRuns: 60 },
    );
  });

  it('splitting frames into single-frame events changes nothing (decay is counted per frame)', () => {
    fc.assert(
      fc.property(games, (g) => {
        const split: MasterEvent[] = [];
        for (const e of g) {
          if (e.type !== 'piece') continue;
          split.push({ type: 'spawn' });
          for (let f = 0; f < e.activeFrames; f++) split.push({ type: 'frames', frames: 1, active: true });
          split.push({ type: 'lock', lines: e.lines });
          split.push({ type: 'frames', frames: e.afterFrames ?? 0, active: false });
        }
        const a = runMaster(g).state;
        const b = runMaster(split).state;
        expect([a.level, a.frame, a.internalGrade, a.points, a.cools]).toEqual([b.level, b.frame, b.internalGrade, b.points, b.cools]);
      }),
      { numRuns: 30 },
    );
  });

  it('decaying on every active frame never leaves more points than the default reading', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (ps) => {
        // Short games inside one internal grade: compare points directly.
        const g = ps.map((p): MasterEvent => ({ type: 'piece', ...p, lines: p.lines === 4 ? 1 : p.lines }));
        const a = runMaster(g).state;
        const b = runMaster(g, { decay: 'activeAlways' }).state;
        if (a.internalGrade === b.internalGrade && a.internalGrade === 0) expect(b.points).toBeLessThanOrEqual(a.points);
      }),
      { numRuns: 60 },
    );
  });
});
