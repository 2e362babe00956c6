// The TGM3 randomizer against the structure of the published readings (TetrisWiki "TGM randomizer", Cambridge
// history_6rolls_35bag.lua): pool counts conserved, history length, roll limit, first piece; worked steps by hand.
import { describe, expect, it } from 'vitest';
import { TI_MAX_ROLLS, TI_POOL_SIZE, gapCounts, longestGap, sequenceOf, tiSteps } from '~/engines/tgm3';

const SEEDS = [1, 2, 3, 7, 42, 1234, 99999];

describe('TGM3 randomizer structure', () => {
  it('the pool always holds 35 pieces, the history 4, and no piece is rolled more than 6 times', () => {
    for (const seed of SEEDS) {
      for (const step of tiSteps(seed, 2000)) {
        expect(Object.values(step.poolCounts).reduce((a, b) => a + b, 0)).toBe(TI_POOL_SIZE);
        expect(Object.values(step.poolCounts).every((c) => c >= 0)).toBe(true);
        expect(step.history).toHaveLength(4);
        expect(step.rolls).toBeLessThanOrEqual(TI_MAX_ROLLS);
        expect(step.swapped.length).toBeLessThanOrEqual(TI_MAX_ROLLS);
      }
    }
  });

  it('the first piece is I, T, L or J, taken without a roll; the pool is untouched and the history becomes S, Z, S, first', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const [first] = tiSteps(seed, 1);
      firsts.add(first.piece);
      expect(first.rolls).toBe(0);
      expect(first.refill).toBeNull();
      expect(Object.values(first.poolCounts)).toEqual([5, 5, 5, 5, 5, 5, 5]);
      expect(first.history).toEqual(['S', 'Z', 'S', first.piece]);
    }
    expect([...firsts].sort()).toEqual(['I', 'J', 'L', 'T']);
  });

  it('worked step: a second piece dealt on its first roll puts the most droughted piece (O, last of the tie) into its slot', () => {
    // After the first piece F, drought counts: F = 0, the other six 4 + 1 = 5. Dealing a piece P (not S or Z, not F) on
    // the first roll: P = 0, F = 1, the other five 6. The most droughted, ties to the last in I, T, L, J, S, Z, O, is O
    // (unless P is O, then Z). No swap happened, so the slot that held P now holds it: P 4 copies, O (or Z) 6.
    let checked = 0;
    for (let seed = 0; seed < 100 && checked < 5; seed++) {
      const [first, second] = tiSteps(seed, 2);
      if (second.rolls !== 1) continue;
      const expected = second.piece === 'O' ? 'Z' : 'O';
      expect(second.refill).toBe(expected);
      expect(second.poolCounts[second.piece]).toBe(4);
      expect(second.poolCounts[expected]).toBe(6);
      expect(second.history).toEqual(['Z', 'S', first.piece, second.piece]);
      checked++;
    }
    expect(checked).toBe(5);
  });

  it('a rolled piece in the history is swapped in the pool for the most droughted piece', () => {
    const steps = tiSteps(5, 3000);
    const swap = steps.findIndex((s, i) => i > 0 && s.swapped.length > 0);
    expect(swap).toBeGreaterThan(0);
    // Every swapped piece was in the history before the deal.
    for (const p of steps[swap].swapped) expect(steps[swap - 1].history).toContain(p);
  });

  it('sequences are seeded and reproducible; a 7-bag deals each piece once in every seven', () => {
    expect(sequenceOf('ti', 77, 500)).toBe(sequenceOf('ti', 77, 500));
    expect(sequenceOf('ti', 77, 500)).not.toBe(sequenceOf('ti', 78, 500));
    const bag = sequenceOf('bag', 3, 700);
    for (let i = 0; i < 700; i += 7) expect([...bag.slice(i, i + 7)].sort().join('')).toBe('IJLOSTZ');
    expect(sequenceOf('random', 3, 100)).toMatch(/^[ITLJSZO]{100}$/);
  });

  it('gaps: IITI has one gap of 0 (a flood) and one of 1; a 7-bag never waits more than 12 pieces', () => {
    expect(gapCounts('IITI', 3)).toEqual([1, 1, 0, 0]);
    expect(longestGap('IJLOSTZ' + 'ZTSOLJI')).toBe(12);
    expect(longestGap(sequenceOf('bag', 9, 7000))).toBeLessThanOrEqual(12);
  });
});
