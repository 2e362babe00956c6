// Block War links written on 26 November 2026 (issue 24): a playable-board move list (indices into each turn's legal
// list, in the judge's order), a replay link (x, y, direction per placement) and a clear-lab board, each checked
// against the board those moves make, drawn by hand. A reordering of the legal list moves a pbMoves index onto another
// placement and fails here.
import { describe, expect, it } from 'vitest';
import { boardFromLines, checkStuck, currentLegal, newMatch, playPlacement, type MatchState } from '~/engines/block-war';
import { decodeReplayLink, importReplay } from '~/engines/block-war/arena';
import { decodeBoard, decodeMoves, linkOrder } from '~/islands/block-war/codec';
import { unpackCode } from '~/islands/block-war/code-link';
import { SPECS } from '~/islands/block-war/arena-specs';
import { readParams } from '~/lib/url-state';

/** Red's frame after: red O at (3, 14), blue T at its (6, 9), red L at (3, 12), blue J at its (8, 11), all direction 0.
 * Blue's cells (x, y) are red's (9 − x, 24 − y). Capitals are red's, small letters blue's. */
const AFTER = boardFromLines([
  ...Array.from({ length: 11 }, () => '..........'),
  '....L.....',
  '..LLL.....',
  'jjjOO.....',
  '..jOO.....',
  '..ttt.....',
  '...t......',
]);
const PLACEMENTS = [
  { x: 3, y: 14, dir: 0 },
  { x: 6, y: 9, dir: 0 },
  { x: 3, y: 12, dir: 0 },
  { x: 8, y: 11, dir: 0 },
];

describe('frozen playable-board link (pbSeed=table&pbMoves=03020105)', () => {
  it('decodes to the indices 3, 2, 1, 5 (pairs of base-36 digits)', () => {
    expect(decodeMoves('03020105')).toEqual([3, 2, 1, 5]);
  });
  it('the indices pick, in seed "table"\'s pieces O T L J, the same four placements and board as on the day it was written', () => {
    let m: MatchState = checkStuck(newMatch('table'));
    expect(m.blocks.slice(0, 4)).toEqual(['O', 'T', 'L', 'J']);
    const picked = decodeMoves('03020105').map((i) => {
      const p = linkOrder(currentLegal(m))[i];
      m = playPlacement(m, p);
      return p;
    });
    expect(picked).toEqual(PLACEMENTS);
    expect(m.board).toEqual(AFTER);
    expect(m.scores).toEqual([0, 0]);
  });
});

describe('frozen arena replay link (arReplay=table.me.greedy.6kb06cek)', () => {
  it('decodes by hand: code = (x × 15 + y) × 4 + direction in two base-36 digits (6k = 236 = (3 × 15 + 14) × 4)', () => {
    const f = decodeReplayLink('table.me.greedy.6kb06cek');
    expect([f.seed, f.red, f.blue]).toEqual(['table', 'me', 'greedy']);
    expect(f.moves).toEqual(PLACEMENTS.map((p) => [p.x, p.y, p.dir]));
  });
  it('replays to the same board', () => {
    const { match } = importReplay(JSON.stringify(decodeReplayLink('table.me.greedy.6kb06cek')));
    expect(match.board).toEqual(AFTER);
    expect(match.turn).toBe(4);
  });
});

describe('frozen clear-lab board (clBoard: 3 hex digits per row 0-14, bit x = cell x)', () => {
  it('…1ff3fe: row 13 filled in columns 0-8, row 14 in columns 1-9', () => {
    const rows = decodeBoard('0'.repeat(39) + '1ff3fe');
    expect(rows).toEqual(boardFromLines([...Array.from({ length: 13 }, () => '..........'), '#########.', '.#########']));
  });
});

describe('frozen arena link with two code boxes (written 26 November 2026, issue 27)', () => {
  // The second box's code, compressed as the arena writes bot code into links (code-link.ts: deflate, base64url).
  const QUERY = '?arOpponent=second&arLang=js&arLangB=python&arBotB=0yjLTC3XVLC1UwAx9HJS0xNzohFMvZzUvPSSDAVdBcNYAA';
  it('opens to a game against the second box, with its language and its code', async () => {
    const { values, notices } = readParams(QUERY, SPECS);
    expect(notices).toEqual([]);
    expect([values.arOpponent, values.arLang, values.arLangB]).toEqual(['second', 'js', 'python']);
    expect(await unpackCode(values.arBotB)).toBe('(view) => view.legal[view.legal.length - 1]');
  });
});
