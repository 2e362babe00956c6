// Sand undo (an extension: seed 004 FAQ Q6): undoing the last placement gives exactly the replay of the shorter move list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '~/lib/rng';
import { LOGICAL_HEIGHT, LOGICAL_WIDTH, SLOT_COUNT, createSandGame, replayMoves, undoLastMove, type SandGame, type SandGameOptions } from '~/engines/sand';

/** Plays `count` random legal placements at random gaps of 0-`maxGap` ticks, drawing from its own generator. */
function play(options: SandGameOptions, rngSeed: number, count: number, maxGap = 90, scoreAtMove: number[] = []): SandGame {
  const g = createSandGame(options);
  const rng = createRng(rngSeed);
  for (let k = 0; k < count && g.phase !== 'over'; k++) {
    const gap = rng.int(maxGap + 1);
    for (let t = 0; t < gap; t++) g.tick();
    const slot = rng.int(SLOT_COUNT);
    const spots: [number, number][] = [];
    for (let y = 0; y < LOGICAL_HEIGHT; y++) for (let x = 0; x < LOGICAL_WIDTH; x++) if (g.canPlace(g.slots[slot], x, y)) spots.push([x, y]);
    if (spots.length === 0) continue;
    const [x, y] = spots[rng.int(spots.length)];
    if (g.place(slot, x, y)) scoreAtMove.push(g.score);
  }
  return g;
}

/** Everything a player can see or a replay depends on. */
const snapshot = (g: SandGame) => ({
  colours: Array.from(g.world.colours),
  tags: Array.from(g.world.tags),
  score: g.score,
  chain: g.chain,
  phase: g.phase,
  ticks: g.ticks,
  slots: g.slots.map((p) => ({ ...p })),
  moves: g.moves.map((m) => ({ ...m })),
});

describe('undo the last placement', () => {
  it('equals the replay of every move but the last, after each move of a game (4 and 8 neighbours, both formulas, 6 colours)', () => {
    const variants: SandGameOptions[] = [{ seed: 'undo' }, { seed: 9, connectivity: 8, formula: 'linear', colours: 6 }];
    for (const options of variants) {
      const g = play(options, 5, 12, 30);
      expect(g.moves.length).toBeGreaterThanOrEqual(10);
      for (let n = 1; n <= g.moves.length; n++) {
        const { game: upToN } = replayMoves(options, g.moves.slice(0, n));
        const undone = undoLastMove(upToN);
        expect(snapshot(undone)).toEqual(snapshot(replayMoves(options, g.moves.slice(0, n - 1)).game));
        expect(undone.options).toEqual(options);
      }
    }
  });

  it('takes back points: undoing a move made after a clear gives the score of the move before', () => {
    // Find a move n of a scoring game such that a clear scored between move n - 1 and move n.
    const options: SandGameOptions = { seed: 'undo-clear' };
    const scores: number[] = [];
    const g = play(options, 11, 80, 30, scores);
    // scores[k] is the score when move k + 1 was made; the first rise is the move to undo.
    const n = scores.findIndex((s, k) => k > 0 && s > scores[k - 1]) + 1;
    expect(n).toBeGreaterThan(1);
    {
      const before = replayMoves(options, g.moves.slice(0, n - 1)).game;
      const atN = replayMoves(options, g.moves.slice(0, n)).game;
      const undone = undoLastMove(atN);
      expect(undone.score).toBe(before.score);
      expect(undone.score).toBeLessThan(atN.score);
      expect(Array.from(undone.world.colours)).toEqual(Array.from(before.world.colours));
    }
  });

  it('undo then the same placement on the same frame gives the original game back (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom<4 | 8>(4, 8), (seed, count, connectivity) => {
        const options: SandGameOptions = { seed, connectivity };
        const g = play(options, seed + 1, count, 40);
        if (g.moves.length === 0) return;
        const last = g.moves[g.moves.length - 1];
        const { game: original } = replayMoves(options, g.moves);
        const undone = undoLastMove(original);
        // Undo never changes the game it is given.
        expect(snapshot(original)).toEqual(snapshot(replayMoves(options, g.moves).game));
        expect(snapshot(undone)).toEqual(snapshot(replayMoves(options, g.moves.slice(0, -1)).game));
        expect(undone.score).toBeLessThanOrEqual(original.score);
        while (undone.ticks < last.tick) undone.tick();
        expect(undone.place(last.slot, last.gx, last.gy)).toBe(true);
        expect(snapshot(undone)).toEqual(snapshot(original));
      }),
      { numRuns: 12 },
    );
  });

  it('undoing k times equals the replay of all but the last k moves', () => {
    const options: SandGameOptions = { seed: 'undo-k' };
    const g = play(options, 3, 12);
    let cur = replayMoves(options, g.moves).game;
    for (let k = 1; k <= g.moves.length; k++) {
      cur = undoLastMove(cur);
      expect(snapshot(cur)).toEqual(snapshot(replayMoves(options, g.moves.slice(0, g.moves.length - k)).game));
    }
    // All undone: a new game of the same seed.
    expect(snapshot(cur)).toEqual(snapshot(createSandGame(options)));
  });

  it('throws a RangeError when there is nothing to undo', () => {
    expect(() => undoLastMove(createSandGame({ seed: 1 }))).toThrow(RangeError);
    expect(() => undoLastMove({} as SandGame)).toThrow(RangeError);
  });
});
