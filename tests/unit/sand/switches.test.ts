// The two developer switches of seed 004 §14.4 (engine options): the document-literal stability rule (§5.2.2 as written)
// against pitfall 5, and per-group checking (§10.3-10.4) against the whole board at rest (§8.1). Each board below is small
// or plain enough to follow frame by frame by hand; the expected boards and scores are worked out in the comments.
import { describe, expect, it } from 'vitest';
import { createSandGame, createSandWorld, movablePixels, SHAPE_CELLS, type SandGameOptions, type SandWorld, type StabilityRule } from '~/engines/sand';

function board(rows: string[], stability?: StabilityRule): SandWorld {
  const w = createSandWorld({ width: rows[0].length, height: rows.length, stability });
  rows.forEach((row, y) => [...row].forEach((ch, x) => ch !== '.' && w.set(x, y, Number(ch))));
  return w;
}
function rowsOf(w: SandWorld): string[] {
  return Array.from({ length: w.height }, (_, y) => Array.from({ length: w.width }, (_, x) => (w.get(x, y) ? String(w.get(x, y)) : '.')).join(''));
}

/*
 * Worked by hand. P (colour 2) at (1,1), B (colour 3) at (2,1); colour 1 under them, (0,3) and (1,2) empty.
 * Frame 1, bottom row first: row 3 rests on the floor; (2,2) and (3,2) are blocked by stable pixels; P falls to (1,2);
 * B now has (2,2) stable below, P (unstable) down-left and (3,2) stable down-right: all three cells are taken.
 *   pitfall 5: B waits (an unstable blocker may move away).   §5.2.2 as written: B is stable now.
 * Frame 2: P slides down-left to (0,3), the only free cell. Pitfall 5: B's down-left (1,2) is free, B slides there.
 * Frame 3: P rests on the floor; B (pitfall 5) has three stable cells below and rests. Document-literal: B stays
 * at (2,1) above an empty cell, one pixel that could still move.
 */
const START = ['.....', '.23..', '..11.', '.1111'];

describe('stability switch (§5.2.2 as written against pitfall 5)', () => {
  it('default (pitfall 5): the pixel that waited slides into the gap its blocker left', () => {
    const w = board(START);
    expect(w.settle()).toBe(3);
    expect(rowsOf(w)).toEqual(['.....', '.....', '.311.', '21111']);
    expect(movablePixels(w)).toBe(0);
  });

  it('document-literal: the pixel marked stable on a moving blocker is left hanging', () => {
    const w = board(START, 'document-literal');
    expect(w.settle()).toBe(3);
    expect(rowsOf(w)).toEqual(['.....', '..3..', '..11.', '21111']);
    expect(w.isStable(2, 1)).toBe(true);
    expect(movablePixels(w)).toBe(1);
  });

  it('the default is pitfall 5', () => {
    expect(rowsOf(ruled(undefined))).toEqual(rowsOf(ruled('stable-support')));
  });
});

function ruled(stability: StabilityRule | undefined): SandWorld {
  const w = board(START, stability);
  w.settle();
  return w;
}

/*
 * Worked by hand on the 120 x 220 board. A band of colour 1 fills rows 210-219 wall to wall (12 cells, 1200 pixels) and
 * is settled before the game starts (no check is pending). Two I pieces of colour 1 are placed at once: A lying on the
 * band (cells x 0-3, row 20) and B at the top (cells x 4-7, row 0), which needs about 200 frames to come down.
 *   Whole board at rest (§8.1): the check waits for B; band, A and B are one colour-1 cluster touching both walls:
 *     12 + 4 + 4 = 20 cells, floor(10 * sqrt(20)) = 44 points, and the board ends empty.
 *   Per group (§10.4): A settles first and is checked while B still falls; the stable cluster is band + A, 16 cells,
 *     floor(10 * sqrt(16)) = 40 points. B lands on the empty floor later, touches neither wall: 400 pixels stay.
 */
function twoDrops(o: SandGameOptions) {
  const g = createSandGame({ seed: 'switches', ...o });
  for (let x = 0; x < 120; x++) for (let y = 210; y < 220; y++) g.world.set(x, y, 1);
  g.world.settle();
  g.slots[0] = { shape: 'I', colour: 1, cells: SHAPE_CELLS.I };
  g.slots[1] = { shape: 'I', colour: 1, cells: SHAPE_CELLS.I };
  expect(g.place(0, 0, 20)).toBe(true);
  expect(g.place(1, 4, 0)).toBe(true);
  const events = g.runUntilIdle();
  return { g, events };
}

describe('check timing switch (§8.1 against §10.3-10.4)', () => {
  it('default, whole board at rest: one clear of 20 cells after B lands', () => {
    const { g, events } = twoDrops({});
    expect(events.map((e) => [e.cells, e.chain, e.points])).toEqual([[20, 1, 44]]);
    expect(g.score).toBe(44);
    expect(g.world.pixelCount()).toBe(0);
    expect(g.atRest).toBe(true);
  });

  it('per group: A is checked on its own while B falls, 16 cells, and B stays', () => {
    const { g, events } = twoDrops({ checkTiming: 'per-group' });
    expect(events.map((e) => [e.cells, e.chain, e.points])).toEqual([[16, 1, 40]]);
    expect(g.score).toBe(40);
    expect(g.world.pixelCount()).toBe(400);
    expect(g.atRest).toBe(true);
  });
});
