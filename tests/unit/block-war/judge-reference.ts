// The contest judge's legal-placement search written plainly from the words of RULINGS.md (Block War), as a second,
// slow implementation to hold the engine against. Arrays of booleans, one step per sentence of the ruling.
import { PIECE_OFFSETS, type Dir, type Piece, type Placement } from '~/engines/block-war';

const PIECE_NUMBER: Record<Piece, number> = { I: 1, J: 2, L: 3, O: 4, S: 5, T: 6, Z: 7 };
/** "on row 0 these (piece, direction) pairs are never final" (pieces numbered I J L O S T Z = 1-7). */
const ROW0_NEVER_FINAL: [number, number][] = [
  [1, 1],
  [1, 3],
  [2, 0],
  [2, 1],
  [2, 3],
  [3, 0],
  [3, 1],
  [3, 3],
  [4, 0],
  [4, 3],
  [5, 0],
  [5, 1],
  [5, 3],
  [6, 0],
  [6, 1],
  [6, 3],
  [7, 0],
  [7, 1],
  [7, 3],
];

/** Every final (x, y, direction) of the judge, before equivalent placements are merged. */
export function judgeFinals(board: readonly string[], piece: Piece): Placement[] {
  // "a position is (centre x 0-9, centre row y 0-14, direction 0-3); it is valid when every cell has x 0-9,
  // row <= 14, and (row < 0 or an empty board cell)"
  const valid = (x: number, y: number, d: number): boolean => {
    if (y > 14) return false;
    for (const [dx, dy] of PIECE_OFFSETS[piece][d]) {
      const cx = x + dx;
      const cy = y + dy;
      if (cx < 0 || cx > 9 || cy > 14) return false;
      if (cy >= 0 && board[cy][cx] !== '.') return false;
    }
    return true;
  };
  const reach: boolean[][][] = [];
  for (let y = 0; y < 15; y++) {
    reach.push([]);
    for (let x = 0; x < 10; x++) reach[y].push([false, false, false, false]);
  }
  // "every valid position with its centre on row 0 is a start"
  for (let x = 0; x < 10; x++) for (let d = 0; d < 4; d++) reach[0][x][d] = valid(x, 0, d);
  for (let y = 1; y < 15; y++) {
    // "from row y-1 a position moves down to the same (x, direction) on row y when valid"
    for (let x = 0; x < 10; x++) for (let d = 0; d < 4; d++) if (reach[y - 1][x][d] && valid(x, y, d)) reach[y][x][d] = true;
    // "on each row, reachability spreads left and right through valid positions (the judge sweeps 10 times)";
    // "a reachable position makes every valid direction at the same (x, y) reachable"
    for (let sweep = 0; sweep < 10; sweep++) {
      for (let x = 1; x < 10; x++) for (let d = 0; d < 4; d++) if (reach[y][x - 1][d] && valid(x, y, d)) reach[y][x][d] = true;
      for (let x = 8; x >= 0; x--) for (let d = 0; d < 4; d++) if (reach[y][x + 1][d] && valid(x, y, d)) reach[y][x][d] = true;
      // the judge's turning loop is `for x in range(0,9)`: column 9 never turns (its getAllValidActionSlow)
      for (let x = 0; x < 9; x++) {
        if (!reach[y][x].some(Boolean)) continue;
        for (let d = 0; d < 4; d++) if (valid(x, y, d)) reach[y][x][d] = true;
      }
    }
  }
  const out: Placement[] = [];
  for (let y = 0; y < 15; y++)
    for (let x = 0; x < 10; x++)
      for (let d = 0; d < 4; d++) {
        if (!reach[y][x][d]) continue;
        // "a reachable position is a final placement when the position one row lower is not valid"
        if (valid(x, y + 1, d)) continue;
        if (y === 0 && ROW0_NEVER_FINAL.some(([p, q]) => p === PIECE_NUMBER[piece] && q === d)) continue;
        // The judge's code also drops I direction 3 on row 1 (its top cell is on row -1); RULINGS.md does not list it.
        if (y === 1 && piece === 'I' && d === 3) continue;
        out.push({ x, y, dir: d as Dir });
      }
  return out;
}

/** "equivalent placements (same cells) count once": the judge's finals as sorted cell-set strings, one per set. */
export function judgeCellSets(board: readonly string[], piece: Piece): string[] {
  const sets = new Set<string>();
  for (const p of judgeFinals(board, piece)) {
    sets.add(
      PIECE_OFFSETS[piece][p.dir]
        .map(([dx, dy]) => `${p.x + dx},${p.y + dy}`)
        .sort()
        .join(' '),
    );
  }
  return [...sets].sort();
}
