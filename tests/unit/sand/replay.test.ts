// Sand replays played frame by frame (MoveReplay): stepped one frame or one placement at a time, a replay reaches exactly
// the game that replayMoves builds at once, and then the same board at rest, for random games.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOGICAL_HEIGHT,
  LOGICAL_WIDTH,
  createMoveReplay,
  createSandGame,
  replayMoves,
  type ClearEvent,
  type SandGame,
  type SandGameOptions,
  type SandMove,
} from '~/engines/sand';

/** Everything a player can see or a replay depends on. */
const snapshot = (g: SandGame) => ({
  // Pixel arrays as text: the same comparison, much faster to make on 26,400 pixels.
  colours: Buffer.from(g.world.colours).toString('base64'),
  tags: Buffer.from(g.world.tags).toString('base64'),
  frame: g.world.frame(),
  score: g.score,
  chain: g.chain,
  phase: g.phase,
  ticks: g.ticks,
  placed: g.placed,
  slots: g.slots.map((p) => ({ ...p })),
  moves: g.moves.map((m) => ({ ...m })),
});

/** One attempt of a random player: wait `gap` frames, then put a slot's piece on one of the spots where it fits. */
interface Attempt {
  gap: number;
  slot: number;
  spot: number;
}

/**
 * A game of the daily seed of 5 January 2026 whose seventh piece, dropped on the top row 400 frames after the sixth,
 * clears (found with the engine; inputs only). Random attempts after it fall while the clear runs.
 */
const CLEARING_SEED = '2026-01-05';
const CLEARING_OPENING: readonly SandMove[] = [0, 1, 1, 1, 2, 0, 0].map((slot, k) => ({ slot, gx: k === 6 ? 8 : 0, gy: 0, tick: k * 400 }));

/** Plays the opening moves, then the attempts (one whose piece fits nowhere is skipped), in a live game. */
function playLive(options: SandGameOptions, attempts: readonly Attempt[], opening: readonly SandMove[] = []): SandGame {
  const g = createSandGame(options);
  for (const m of opening) {
    while (g.ticks < m.tick) g.tick();
    expect(g.place(m.slot, m.gx, m.gy)).toBe(true);
  }
  for (const a of attempts) {
    if (g.phase === 'over') break;
    for (let t = 0; t < a.gap; t++) g.tick();
    const piece = g.slots[a.slot];
    const spots: [number, number][] = [];
    for (let y = 0; y < LOGICAL_HEIGHT; y++) for (let x = 0; x < LOGICAL_WIDTH; x++) if (g.canPlace(piece, x, y)) spots.push([x, y]);
    if (spots.length === 0) continue;
    const [x, y] = spots[a.spot % spots.length];
    expect(g.place(a.slot, x, y)).toBe(true);
  }
  return g;
}

/** Steps a replay one step at a time to its last placement, checking each placement's frame; returns the clears seen. */
function stepToLastPlacement(options: SandGameOptions, moves: readonly SandMove[]) {
  const replay = createMoveReplay(options, moves);
  const events: ClearEvent[] = [];
  let frames = 0;
  while (replay.placed < moves.length) {
    const s = replay.step();
    if (s.kind === 'frame') {
      frames++;
      events.push(...s.events);
    } else if (s.kind === 'place') {
      expect(s.index).toBe(replay.placed - 1);
      expect(s.move).toEqual(moves[s.index]);
      // A placement happens on its recorded frame.
      expect(replay.game.ticks).toBe(moves[s.index].tick);
    } else throw new Error('the replay ended before its last placement');
  }
  return { replay, events, frames };
}

/** Any settings and seed, or (one game in two) the clearing opening's seed with either formula and either late rule. */
const gameArb = fc.oneof(
  fc.record({
    options: fc.record({
      seed: fc.integer({ min: 1, max: 1_000_000 }),
      connectivity: fc.constantFrom<4 | 8>(4, 8),
      formula: fc.constantFrom<'sqrt' | 'linear'>('sqrt', 'linear'),
      colours: fc.constantFrom<4 | 6>(4, 4, 6),
      lateRule: fc.constantFrom<'own-count' | 'design-loop'>('own-count', 'design-loop'),
    }),
    opening: fc.constant<readonly SandMove[]>([]),
  }),
  fc.record({
    options: fc.record({
      seed: fc.constant(CLEARING_SEED),
      formula: fc.constantFrom<'sqrt' | 'linear'>('sqrt', 'linear'),
      lateRule: fc.constantFrom<'own-count' | 'design-loop'>('own-count', 'design-loop'),
    }),
    opening: fc.constant(CLEARING_OPENING),
  }),
);
// Gaps of 0 put two placements on one frame; short gaps drop pieces while sand falls or a clear runs.
const attemptArb = fc.record({
  gap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 13, max: 90 })),
  slot: fc.integer({ min: 0, max: 2 }),
  spot: fc.nat(),
});

describe('a replay stepped frame by frame', () => {
  it('equals the move list applied at once, at the last placement and at rest, for random games (fast-check, fixed seed)', () => {
    let scored = 0;
    let runs = 0;
    fc.assert(
      fc.property(gameArb, fc.array(attemptArb, { minLength: 1, maxLength: 30 }), ({ options, opening }, attempts) => {
        runs++;
        const live = playLive(options, attempts, opening);
        const moves = live.moves.map((m) => ({ ...m }));
        const atOnce = replayMoves(options, moves);
        const stepped = stepToLastPlacement(options, moves);
        // At its last placement the stepped replay is the game replayMoves builds, with the same clears on the way.
        expect(snapshot(stepped.replay.game)).toEqual(snapshot(atOnce.game));
        expect(stepped.events).toEqual(atOnce.events);
        // One step per frame: as many frame steps as the last move's frame.
        expect(stepped.frames).toBe(moves.length === 0 ? 0 : moves[moves.length - 1].tick);
        // Then to rest, one step at a time: the same as runUntilIdle on the game built at once, and the live game.
        const settleEvents: ClearEvent[] = [];
        for (let s = stepped.replay.step(); s.kind !== 'end'; s = stepped.replay.step()) if (s.kind === 'frame') settleEvents.push(...s.events);
        expect(stepped.replay.finished).toBe(true);
        expect(settleEvents).toEqual(atOnce.game.runUntilIdle());
        expect(snapshot(stepped.replay.game)).toEqual(snapshot(atOnce.game));
        live.runUntilIdle();
        expect(stepped.replay.game.score).toBe(live.score);
        expect(snapshot(stepped.replay.game).colours).toBe(snapshot(live).colours);
        if (live.score > 0) scored++;
      }),
      { numRuns: 12 },
    );
    // The comparison means more when clears (and so chains and late pieces) happened in some of the games.
    expect(runs).toBe(12);
    expect(scored).toBeGreaterThan(0);
  });

  it('toNextPlacement places exactly one move on its frame; toEnd reaches the settled game (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(gameArb, fc.array(attemptArb, { minLength: 1, maxLength: 12 }), ({ options, opening }, attempts) => {
        const moves = playLive(options, attempts, opening).moves.map((m) => ({ ...m }));
        const replay = createMoveReplay(options, moves);
        // The reference: a game given the same moves by hand, tick up to each move's frame, then place.
        const byHand = createSandGame(options);
        for (let k = 0; k < moves.length; k++) {
          replay.toNextPlacement();
          while (byHand.ticks < moves[k].tick) byHand.tick();
          byHand.place(moves[k].slot, moves[k].gx, moves[k].gy);
          expect(replay.placed).toBe(k + 1);
          expect(replay.game.ticks).toBe(moves[k].tick);
          expect(snapshot(replay.game)).toEqual(snapshot(byHand));
        }
        const jumped = createMoveReplay(options, moves);
        const events = jumped.toEnd();
        const atOnce = replayMoves(options, moves);
        expect(events).toEqual([...atOnce.events, ...atOnce.game.runUntilIdle()]);
        expect(snapshot(jumped.game)).toEqual(snapshot(atOnce.game));
        expect(jumped.finished).toBe(true);
        expect(jumped.step()).toEqual({ kind: 'end' });
      }),
      { numRuns: 10 },
    );
  });

  it('a game that clears: the replay passes through its clears and ends on its score', () => {
    const options: SandGameOptions = { seed: CLEARING_SEED };
    const inputs = CLEARING_OPENING;
    const atOnce = replayMoves(options, inputs).game;
    atOnce.runUntilIdle();
    expect(atOnce.score).toBeGreaterThan(0);
    const replay = createMoveReplay(options, inputs);
    let clears = 0;
    let lastScore = 0;
    while (!replay.finished) {
      const s = replay.step();
      if (s.kind === 'frame') clears += s.events.length;
      // The score never goes down along the way.
      expect(replay.game.score).toBeGreaterThanOrEqual(lastScore);
      lastScore = replay.game.score;
    }
    expect(clears).toBeGreaterThan(0);
    expect(snapshot(replay.game)).toEqual(snapshot(atOnce));
  });

  it('an empty list is finished at once, on a new game', () => {
    const replay = createMoveReplay({ seed: 'e' }, []);
    expect(replay.finished).toBe(true);
    expect(replay.nextMove).toBeNull();
    expect(replay.step()).toEqual({ kind: 'end' });
    expect(snapshot(replay.game)).toEqual(snapshot(createSandGame({ seed: 'e' })));
  });

  it('rejects a list no game can make with a RangeError naming the move', () => {
    expect(() =>
      createMoveReplay({ seed: 1 }, [
        { slot: 0, gx: 0, gy: 0, tick: 9 },
        { slot: 0, gx: 4, gy: 0, tick: 3 },
      ]),
    ).toThrow(/moves\[1\]\.tick/);
    expect(() => createMoveReplay({ seed: 1 }, [{ slot: 0, gx: 0, gy: 0, tick: -1 }])).toThrow(RangeError);
    expect(() => createMoveReplay({ seed: 1 }, 'AAAA' as unknown as SandMove[])).toThrow(RangeError);
    // A four-cell piece with its top-left cell in the bottom-right corner sticks out: the step says which move.
    const replay = createMoveReplay({ seed: 1 }, [
      { slot: 0, gx: 0, gy: 0, tick: 0 },
      { slot: 1, gx: LOGICAL_WIDTH - 1, gy: LOGICAL_HEIGHT - 1, tick: 0 },
    ]);
    expect(replay.step().kind).toBe('place');
    expect(() => replay.step()).toThrow(/moves\[1\]/);
  });
});
