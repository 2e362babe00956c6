// A sand sandbox link written on 26 November 2026 (issue 24): its move list must replay to the same game for ever.
// The moves are decoded by hand below from the codec's rules (base64url digits of 5 bits, low first, the 6th bit
// "more follows"; place = slot × 264 + x × 22 + y, then the ticks since the last move), and the game it replays to
// is checked from what the moves say, not from a copy of today's decoder output.
import { describe, expect, it } from 'vitest';
import { decodeMoveList, replayMoves, type SandWorld } from '~/engines/sand';
import { optionsOf } from '~/islands/sand/use-sand-game';
import { readParams } from '~/lib/url-state';
import { SPECS } from '~/islands/sand/SandSandbox';

const LINK = '?sbSeed=fixture&sbConn=8&sbScore=linear&sbColours=6&sbUndo=1&sbMoves=.AA5LK';

const columnsOf = (w: SandWorld, colour: number) => {
  const xs: number[] = [];
  for (let i = 0; i < w.colours.length; i++) if (w.colours[i] === colour) xs.push(i % w.width);
  return xs;
};

describe('frozen sand link', () => {
  const { values, notices } = readParams(LINK, SPECS);
  it('reads with no notice', () => expect(notices).toEqual([]));
  it('decodes to its two moves: "." undo on; "A A" slot 1 at (0, 0) at tick 0; "5 L K" = 57 − 32 + 32 × 11 = 377 = 264 + 5 × 22 + 3, 10 ticks later', () => {
    expect(decodeMoveList(values.sbMoves)).toEqual({
      undo: true,
      moves: [
        { slot: 0, gx: 0, gy: 0, tick: 0 },
        { slot: 1, gx: 5, gy: 3, tick: 10 },
      ],
    });
  });
  it("replays the seed's deal (Z, T, I with six colours) to two separate heaps of 400 pixels, no clear", () => {
    const { game } = replayMoves(optionsOf(values), decodeMoveList(values.sbMoves).moves);
    // Seed "fixture" dealt Z (colour 4), T (colour 1), I (colour 3); the two used slots refilled with J (5) and O (4).
    expect(game.slots.map((p) => [p.shape, p.colour])).toEqual([
      ['J', 5],
      ['O', 4],
      ['I', 3],
    ]);
    game.runUntilIdle();
    expect(game.score).toBe(0);
    expect(game.world.pixelCount()).toBe(800);
    // The Z (cells x 0-2) and the T (cells x 5-7) settle into heaps that do not meet.
    const z = columnsOf(game.world, 4);
    const t = columnsOf(game.world, 1);
    expect([z.length, t.length]).toEqual([400, 400]);
    expect(Math.max(...z)).toBeLessThan(Math.min(...t));
    expect(game.world.connectivity).toBe(8);
    expect(game.formula).toBe('linear');
  });
});
