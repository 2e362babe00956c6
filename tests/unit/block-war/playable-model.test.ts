// The playable board's model (src/islands/block-war/playable-model.ts), without a DOM. Move lists are the frozen
// link's (seed "table": O T L J, indices 3 2 1 5 give red O at (3, 14), blue T at its (6, 9), red L at (3, 12), blue J
// at its (8, 11), worked by hand in frozen-links.test.ts); the rest is checked against the engine's own records.
import { describe, expect, it } from 'vitest';
import { placementCells, playPlacement, type MatchState } from '~/engines/block-war';
import { boardMarks, botIndex, endOf, flashOf, pickIndex, replayMoves, turnOf, undoMoves } from '~/islands/block-war/playable-model';

describe('playable board model', () => {
  it('replays a move list, stopping at the first index out of range', () => {
    const { match, used } = replayMoves('table', [3, 2, 1, 5]);
    expect(used).toBe(4);
    expect(match.history.map((h) => h.placement)).toEqual([
      { x: 3, y: 14, dir: 0 },
      { x: 6, y: 9, dir: 0 },
      { x: 3, y: 12, dir: 0 },
      { x: 8, y: 11, dir: 0 },
    ]);
    expect(replayMoves('table', [3, 99, 1]).used).toBe(1);
  });
  it('whose turn: red by hand; blue by hand only when a hand plays blue', () => {
    const start = replayMoves('table', []).match;
    expect(turnOf(start, 'greedy')).toMatchObject({ player: 'red', piece: 'O', handToMove: true });
    const after = replayMoves('table', [3]).match;
    expect(turnOf(after, 'greedy')).toMatchObject({ player: 'blue', piece: 'T', handToMove: false });
    expect(turnOf(after, 'hand').handToMove).toBe(true);
  });
  it('hovering a placement’s centre (red’s frame) in its direction picks it, for red and for blue (turned)', () => {
    for (const moves of [[], [3]]) {
      const t = turnOf(replayMoves('table', moves).match, 'hand');
      t.legal.forEach((q, i) => {
        const X = t.player === 'red' ? q.x : 9 - q.x;
        const Y = t.player === 'red' ? q.y : 24 - q.y;
        expect(pickIndex(t, X, Y, q.dir)).toBe(i);
      });
    }
  });
  it('a cell no placement covers shows where the piece rests in that column; no pick when a bot is to move', () => {
    const t = turnOf(replayMoves('table', []).match, 'greedy');
    expect(t.legal[pickIndex(t, 5, 3, 0)!]).toEqual({ x: 5, y: 14, dir: 0 });
    expect(pickIndex(turnOf(replayMoves('table', [3]).match, 'greedy'), 5, 3, 0)).toBeNull();
  });
  it('undo goes one placement back, two when the bot’s answer was the last', () => {
    const { match, used } = replayMoves('table', [3, 2]);
    expect(undoMoves([3, 2], used, match, 'greedy')).toEqual([]);
    expect(undoMoves([3, 2], used, match, 'hand')).toEqual([3]);
  });
  it('marks: every listed cell and the shown piece for the hand; the last piece placed', () => {
    const match = replayMoves('table', [3]).match;
    const t = turnOf(match, 'hand');
    const marks = boardMarks(match, t, t.legal[0], false);
    expect(marks.filter((k) => k.kind === 'legal')).toHaveLength(4 * t.legal.length);
    expect(marks.filter((k) => k.kind === 'preview')).toHaveLength(4);
    const placed = placementCells('O', { x: 3, y: 14, dir: 0 });
    expect(marks.filter((k) => k.kind === 'placed').map(({ x, y }) => ({ x, y }))).toEqual(placed);
    expect(boardMarks(match, t, undefined, true).filter((k) => k.kind === 'placed')).toHaveLength(0);
  });
  it('two bots play a whole match through botIndex; a clear flashes its full rows; the end is told', () => {
    let m: MatchState = replayMoves('s2', []).match;
    let flashes = 0;
    while (!m.over) {
      const t = turnOf(m, 'greedy');
      const i = botIndex(m, t, 'greedy', 's2');
      expect(i).toBeGreaterThanOrEqual(0);
      const next = playPlacement(m, t.legal[i]);
      const rec = next.history[next.history.length - 1];
      const f = flashOf(m, next);
      if (rec.peaceCleared + rec.battleCleared === 0) expect(f).toBeNull();
      else {
        flashes++;
        expect(f!.marks).toHaveLength(rec.peaceCleared + rec.battleCleared);
      }
      m = next;
    }
    expect(flashes).toBeGreaterThan(0);
    const end = endOf(m)!;
    expect(end.draw).toBe(m.winner === 'draw');
    if (!end.draw) expect(end.winner).toBe(m.winner);
    expect(endOf(replayMoves('s2', []).match)).toBeNull();
  });
});
