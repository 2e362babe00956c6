// Bench: the sand game's work per frame (issue 26, Speed): one engine frame, the slots' fit check the view makes on every
// render, and the feedback model's upkeep, timed frame by frame on three boards: an idle board, a full pour (the top half
// of the board loose sand), and a chain avalanche (a two-clear chain on a full board). Prints p50, p95, p99 and the worst
// frame. The canvas drawing is not in it (Node has no canvas): see the README for what the browser adds.
import { it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { createSandGame, decodeMoves, replayMoves, type SandGame } from '~/engines/sand';
import { createFeedback, expire, onClears, PARTICLE_MS } from '~/islands/sand/feedback';
import { createRng } from '~/lib/rng';

/** A game found with the engine: at rest, slot 2 at (0, 0) sets off a chain of two clears (as tests/e2e/sand-game.e2e.ts). */
const CHAIN_SEED = 'c12';
const CHAIN_MOVES =
  '-KAzLf8ViBiGtBrFsB7IsCpDaxWyCmMlByC5C5I6CxNkBsSmBnDiDiKehKrFyR1GpFiEjMcqJtB4MlE8Q0B9FpC0TkB6OiBzIegM6B7QtBnJZvR5ByKuCrW-BwTb2DtBlUiBnL7B3Q-BhF0BvI4BkJZblBtTpDwV4BvBuB7ChD7LhE2S7B2F5B4UgB3JtB0SjClW0CsI7DtK4B_E3BxDkBpPzBzQWsKWkWhBlNWrKa_I6B5CtB2LgBwFlBwQnBuOgBwFmB';

function chainBoard(): SandGame {
  const g = replayMoves({ seed: CHAIN_SEED }, decodeMoves(CHAIN_MOVES)).game;
  g.runUntilIdle();
  return g;
}

/** Times the game's frames as the page runs them (`frames` of them, or until the board is at rest when `untilRest`). */
function frameTimes(g: SandGame, frames: number, untilRest = false): number[] {
  let fb = createFeedback(g.score);
  const out: number[] = [];
  for (let f = 0; f < frames; f++) {
    const t0 = performance.now();
    const events = g.tick();
    if (events.length > 0) fb = onClears(fb, events, g.clearing, g.world, g.score, f * 16.7, g.ticks);
    fb = expire(fb, f * 16.7, PARTICLE_MS);
    g.placeableSlots();
    out.push(performance.now() - t0);
    if (untilRest && g.atRest) break;
  }
  return out;
}

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The three boards, made fresh (the pour: every pixel of the top half loose with chance one half, in four colours). */
function boards(): [string, SandGame][] {
  const pour = createSandGame({ seed: 'pour' });
  const rng = createRng('pour');
  for (let y = 0; y < 110; y++) for (let x = 0; x < 120; x++) if (rng.int(2) === 0) pour.world.set(x, y, 1 + rng.int(4));
  pour.requestCheck();
  const chain = chainBoard();
  chain.place(1, 0, 0);
  return [
    ['idle board (full, at rest)', chainBoard()],
    ['full pour (top half loose), until at rest', pour],
    ['chain avalanche (two clears), until at rest', chain],
  ];
}

it('sand game: work per frame', () => {
  // One run to warm the JIT up, then the measured run on fresh boards.
  for (const [name, g] of boards()) frameTimes(g, 600, !name.startsWith('idle'));
  const runs: [string, number[]][] = boards().map(([name, g]) => [name, frameTimes(g, 600, !name.startsWith('idle'))]);
  const lines = runs.map(
    ([name, t]) =>
      `  ${`${name} (${t.length} frames)`.padEnd(58)} ${[50, 95, 99].map((p) => pct(t, p).toFixed(3).padStart(8)).join(' ')} ${Math.max(...t)
        .toFixed(3)
        .padStart(8)}`,
  );
  console.log(
    `\nSand game: milliseconds of engine and model work per frame (canvas drawing not included)\n  ${'board'.padEnd(58)} ${['p50', 'p95', 'p99', 'worst'].map((h) => h.padStart(8)).join(' ')}\n${lines.join('\n')}`,
  );
});
