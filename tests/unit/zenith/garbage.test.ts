// Garbage rules (seed 000 受击保护, 垃圾混乱度, 垃圾行等待时间, getHolePosition) against hand-worked cases.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '~/lib/rng';
import {
  columnScores,
  garbagePhaseFrames,
  graceAfterAttack,
  simulateGrace,
  holeColumn,
  holeProbabilities,
  messiness,
  messinessWithGrace,
  referenceHole,
  targetingGraceSeconds,
  type Board,
} from '~/engines/zenith';

describe('messiness', () => {
  it('is 3% per floor, 5% with Expert, change 2.5 × inner', () => {
    expect(messiness(1, [])).toEqual({ inner: 0.03, change: 0.075 });
    const e = messiness(10, ['expert']);
    expect(e.inner).toBeCloseTo(0.5, 12);
    expect(e.change).toBeCloseTo(1.25, 12);
  });
  it('adds 25% for Messy, 100% for Messy+, 30% for All-Spin+; fully messy sets both to 100%', () => {
    expect(messiness(2, ['messy']).inner).toBeCloseTo(0.31, 12);
    expect(messiness(2, ['messy_reversed']).inner).toBeCloseTo(1.06, 12);
    expect(messiness(2, ['allspin_reversed']).inner).toBeCloseTo(0.36, 12);
    expect(messiness(5, ['expert_reversed'], { fullyMessy: true })).toEqual({ inner: 1, change: 1 });
  });
  it('18 grace points take 27% off inner and 67.5% off change (seed 000 note)', () => {
    const m = messinessWithGrace({ inner: 0.5, change: 1 }, 18);
    expect(m.inner).toBeCloseTo(0.23, 12);
    expect(m.change).toBeCloseTo(0.325, 12);
  });
});

describe('targeting grace', () => {
  it('grows by the lines received, capped at 18', () => {
    expect(graceAfterAttack(10, 5)).toBe(15);
    expect(graceAfterAttack(15, 10)).toBe(18);
  });
  it('code: fast table without Expert+, slow with it; prose: the other way', () => {
    expect(targetingGraceSeconds(1, [])).toBe(1);
    expect(targetingGraceSeconds(1, ['expert_reversed'])).toBe(4.8);
    expect(targetingGraceSeconds(1, [], 'prose')).toBe(4.8);
    expect(targetingGraceSeconds(10, ['expert_reversed'], 'prose')).toBe(0.1);
  });
});

describe('garbage phase (code frames; the table prints twice these)', () => {
  it('normal 165 − 15 × floor, Expert 66 − 6 × floor', () => {
    expect(garbagePhaseFrames(1, [])).toBe(150);
    expect(garbagePhaseFrames(10, [])).toBe(15);
    expect(garbagePhaseFrames(1, ['expert'])).toBe(60);
    expect(garbagePhaseFrames(1, ['expert_reversed'])).toBe(60);
  });
  it('reversed mods: 75 for Messy+/Volatile+/Damnation, else 75 up to floor 7 then 60, 45, 30, 15', () => {
    expect(garbagePhaseFrames(10, ['messy_reversed'])).toBe(75);
    expect(garbagePhaseFrames(6, ['invisible_reversed'])).toBe(75);
    expect(garbagePhaseFrames(7, ['invisible_reversed'])).toBe(60);
    expect(garbagePhaseFrames(10, ['gravity_reversed'])).toBe(15);
  });
});

// Rows top first. Bottom row is garbage with its hole in column 4; two cells stick up in columns 0 and 1.
const BOARD: Board = ['..........', 'XX........', 'GGGG.GGGGG'];

describe('hole selection', () => {
  it('scores each column: height of its top cell + 5 × distance to the bottom garbage hole', () => {
    expect(referenceHole(BOARD)).toBe(4);
    expect(columnScores(BOARD)).toEqual([22, 17, 11, 6, 0, 6, 11, 16, 21, 26]);
    expect(referenceHole(['..........', 'XXXX.XXXXX'])).toBe(-1); // no garbage in the bottom row
  });

  it('code order (highest first) at favor 30: column 9 gets 40/140, tied columns 2 and 6 split places 5 and 6', () => {
    const p = holeProbabilities(BOARD, 30);
    expect(p[9]).toBeCloseTo(40 / 140, 12);
    expect(p[0]).toBeCloseTo(100 / 3 / 140, 12);
    expect(p[2]).toBeCloseTo(20 / 3 / 2 / 140, 12);
    expect(p[6]).toBeCloseTo(p[2], 12);
    expect(p[4]).toBe(0);
  });

  it('later-client order (lowest first) at favor 30: the empty hole column 4 gets 40/140', () => {
    const p = holeProbabilities(BOARD, 30, { direction: 'later' });
    expect(p[4]).toBeCloseTo(40 / 140, 12);
    expect(p[3]).toBeCloseTo(30 / 140, 12);
    expect(p[9]).toBe(0);
  });

  it('sampled picks converge to the exact chances (100,000 draws, seeded)', () => {
    for (const dir of ['code', 'later'] as const) {
      const p = holeProbabilities(BOARD, -12, { direction: dir });
      const rng = createRng(`zenith-${dir}`);
      const n = 100_000;
      const counts = new Array(10).fill(0);
      for (let i = 0; i < n; i++) counts[holeColumn(BOARD, -12, rng, { direction: dir })]++;
      counts.forEach((c, x) => expect(Math.abs(c / n - p[x])).toBeLessThan(0.006));
    }
  });

  it('never picks a column whose exact chance is 0, and the chances sum to 1 (random boards)', () => {
    const row = fc.array(fc.constantFrom('.', 'G', 'X'), { minLength: 10, maxLength: 10 }).map((a) => a.join(''));
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -60, max: 60 }),
        fc.boolean(),
        fc.integer(),
        (board, favor, volatile, seed) => {
          const o = { volatileReversed: volatile };
          const p = holeProbabilities(board, favor, o);
          expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          const rng = createRng(seed);
          for (let i = 0; i < 20; i++) expect(p[holeColumn(board, favor, rng, o)]).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Volatile+ (favor 50) never picks the two edge columns on each side', () => {
    const p = holeProbabilities(['..........'], 50, { volatileReversed: true });
    expect([p[0], p[1], p[8], p[9]]).toEqual([0, 0, 0, 0]);
    p.slice(2, 8).forEach((x) => expect(x).toBeCloseTo(1 / 6, 12));
  });

  it('noSame at favor 0 spreads evenly over the nine other columns', () => {
    const p = holeProbabilities(BOARD, 0, { noSame: true, lastColumn: 3 });
    expect(p[3]).toBe(0);
    expect(p[0]).toBeCloseTo(1 / 9, 12);
  });
});

describe('simulateGrace', () => {
  it('a 20-line hit on floor 1 (code: 1 s table) fills 18 and drains one point a second', () => {
    const g = simulateGrace({ floor: 1, frames: 60 * 20, hits: [{ frame: 0, lines: 20 }] });
    expect(g[0]).toBe(18);
    expect(g[59]).toBe(18);
    expect(g[60]).toBe(17);
    expect(g[60 * 18 - 1]).toBe(1);
    expect(g[60 * 18]).toBe(0);
  });
  it('the printed reading drains 4.8 s a point on floor 1', () => {
    const g = simulateGrace({ floor: 1, frames: 400, hits: [{ frame: 0, lines: 2 }], reading: 'prose' });
    expect(g[287]).toBe(2);
    expect(g[288]).toBe(1);
  });
});
