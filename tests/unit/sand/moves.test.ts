// Sand move lists: the codec round-trips, rejects bad text with a RangeError, and a replay rebuilds the same board and score.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '~/lib/rng';
import {
  LOGICAL_HEIGHT,
  LOGICAL_WIDTH,
  SLOT_COUNT,
  UNDO_MARK,
  createSandGame,
  decodeMoveList,
  decodeMoves,
  encodeMoves,
  replayMoves,
  type SandMove,
} from '~/engines/sand';

/** A game played by a seeded random player: random legal placements at random gaps of 0-120 ticks. */
function playRandom(seed: number, moves: number) {
  const g = createSandGame({ seed });
  const rng = createRng(seed * 7 + 1);
  let atLastMove = { ticks: 0, colours: [] as number[] };
  for (let k = 0; k < moves && g.phase !== 'over'; k++) {
    const gap = Math.floor(rng.next() * 121);
    for (let t = 0; t < gap; t++) g.tick();
    const slot = Math.floor(rng.next() * SLOT_COUNT);
    const spots: [number, number][] = [];
    for (let y = 0; y < LOGICAL_HEIGHT; y++) for (let x = 0; x < LOGICAL_WIDTH; x++) if (g.canPlace(g.slots[slot], x, y)) spots.push([x, y]);
    if (spots.length === 0) continue;
    const [x, y] = spots[Math.floor(rng.next() * spots.length)];
    if (g.place(slot, x, y)) atLastMove = { ticks: g.ticks, colours: Array.from(g.world.colours) };
  }
  return Object.assign(g, { atLastMove });
}

const moveArb = fc.record({
  slot: fc.integer({ min: 0, max: 2 }),
  gx: fc.integer({ min: 0, max: 11 }),
  gy: fc.integer({ min: 0, max: 21 }),
  gap: fc.integer({ min: 0, max: 5_000_000 }),
});

describe('move list codec', () => {
  it('round-trips any list of placements (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 60 }), (raw) => {
        let tick = 0;
        const moves: SandMove[] = raw.map(({ gap, ...m }) => ({ ...m, tick: (tick += gap) }));
        expect(decodeMoves(encodeMoves(moves))).toEqual(moves);
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
  it('is short: a typical move takes 4 characters or fewer', () => {
    const g = playRandom(3, 30);
    expect(encodeMoves(g.moves).length).toBeLessThanOrEqual(4 * g.moves.length);
  });
  it('rejects text it did not write, with a RangeError', () => {
    expect(() => decodeMoves('A')).toThrow(RangeError); // ends inside a move
    expect(() => decodeMoves('AA*A')).toThrow(RangeError); // not a digit
    expect(() => decodeMoves('__________')).toThrow(RangeError); // a number too long
    expect(() => decodeMoves('_fAA')).toThrow(RangeError); // place 1023 > 3 slots x 264 cells
    expect(() => encodeMoves([{ slot: 3, gx: 0, gy: 0, tick: 0 }])).toThrow(RangeError);
    expect(() =>
      encodeMoves([
        { slot: 0, gx: 0, gy: 0, tick: 5 },
        { slot: 0, gx: 0, gy: 0, tick: 4 },
      ]),
    ).toThrow(RangeError);
    expect(decodeMoves('')).toEqual([]);
  });
});

describe('move list codec: the undo flag', () => {
  it('round-trips the flag with any list of placements, empty included (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 30 }), fc.boolean(), (raw, undo) => {
        let tick = 0;
        const moves: SandMove[] = raw.map(({ gap, ...m }) => ({ ...m, tick: (tick += gap) }));
        const text = encodeMoves(moves, { undo });
        expect(decodeMoveList(text)).toEqual({ moves, undo });
        // The flag is one character in front of the same digits, so a marked list never reads as an unmarked one.
        expect(text).toBe(undo ? UNDO_MARK + encodeMoves(moves) : encodeMoves(moves));
        expect(decodeMoves(text)).toEqual(moves);
      }),
      { numRuns: 200 },
    );
  });
  it('is off unless asked for, and the mark is not a digit of the encoding', () => {
    const moves: SandMove[] = [{ slot: 1, gx: 3, gy: 4, tick: 10 }];
    expect(encodeMoves(moves)).toBe(encodeMoves(moves, { undo: false }));
    expect(decodeMoveList(encodeMoves(moves)).undo).toBe(false);
    expect(decodeMoveList(UNDO_MARK)).toEqual({ moves: [], undo: true });
    expect(() => decodeMoves(`${encodeMoves(moves)}${UNDO_MARK}`)).toThrow(RangeError);
    expect(() => decodeMoves(UNDO_MARK + UNDO_MARK)).toThrow(RangeError);
    expect(() => encodeMoves(moves, { undo: 'yes' as unknown as boolean })).toThrow(RangeError);
  });
});

describe('replay', () => {
  it('rebuilds the same board and score from the seed and the decoded moves, over several seeds', () => {
    let cleared = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const live = playRandom(seed, 70);
      const { game } = replayMoves({ seed }, decodeMoves(encodeMoves(live.moves)));
      // At the last move, mid-fall: the same tick and every pixel where the live game had it.
      expect(game.ticks).toBe(live.atLastMove.ticks);
      expect(Array.from(game.world.colours)).toEqual(live.atLastMove.colours);
      live.runUntilIdle();
      game.runUntilIdle();
      expect(game.score).toBe(live.score);
      expect(Array.from(game.world.colours)).toEqual(Array.from(live.world.colours));
      expect(game.slots).toEqual(live.slots);
      if (live.score > 0) cleared++;
    }
    // The check means something only if some of these games scored.
    expect(cleared).toBeGreaterThan(0);
  });
  it('names a move that does not fit', () => {
    const g = createSandGame({ seed: 1 });
    g.place(0, 0, 0);
    expect(() => replayMoves({ seed: 1 }, [...g.moves, { slot: 1, gx: 0, gy: 0, tick: 0 }])).toThrow(/moves\[1\]/);
  });
});
