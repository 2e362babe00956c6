// Block War field, legal placements and clearing, in the mover's own frame (seed 001 "比赛场地", "落块规则", "消列规则";
// RULINGS.md "Block War"). A board is 25 strings of 10 characters: row 0 is the mover's back edge, '.' is empty.
import { PIECE_OFFSETS, DIRS, PIECES, type Dir, type Offset, type Piece } from './data/pieces';

export const ROWS = 25;
export const COLS = 10;
/** Rows 0-9: the mover's peace zone (seed 001 "比赛场地": 和平区 10 x 10). */
export const PEACE_END = 10;
/** Rows 10-14: the battle zone, 5 rows (seed 001 "比赛场地": 战斗区 5 x 10). */
export const BATTLE_END = 15;
/** The last row a mover's piece may occupy: its limit line (RULINGS.md "No cell may go past row 14"). */
export const LIMIT_ROW = 14;
export const EMPTY = '.';
export const EMPTY_ROW = EMPTY.repeat(COLS);

/** Centre cell and direction of a piece in the mover's frame. */
export interface Placement {
  x: number;
  y: number;
  dir: Dir;
}

export interface Cell {
  x: number;
  y: number;
}

export function emptyBoard(): string[] {
  return Array.from({ length: ROWS }, () => EMPTY_ROW);
}

/** Offsets of a piece in one direction. */
export function pieceOffsets(piece: Piece, dir: Dir): readonly Offset[] {
  return PIECE_OFFSETS[piece][dir];
}

/** The four cells a placement covers. */
export function placementCells(piece: Piece, p: Placement): Cell[] {
  return pieceOffsets(piece, p.dir).map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy }));
}

/** Key of a cell set, the same for placements that cover the same cells (RULINGS.md: equivalent placements count once). */
export function cellSetKey(cells: readonly Cell[]): number {
  const ids = cells.map((c) => (c.y + 8) * COLS + c.x).sort((a, b) => a - b);
  let key = 0;
  for (const id of ids) key = key * 512 + id;
  return key;
}

/** Shape of a piece in a direction with its bounding box moved to the origin; equal keys mean the same shape. */
export function shapeKey(piece: Piece, dir: Dir): string {
  const offs = pieceOffsets(piece, dir);
  const mx = Math.min(...offs.map((o) => o[0]));
  const my = Math.min(...offs.map((o) => o[1]));
  return offs
    .map(([dx, dy]) => `${dx - mx},${dy - my}`)
    .sort()
    .join(' ');
}

/** Groups of directions with the same shape (seed 001: rotating keeps the centre, so equal shapes sit at different places). */
export function equivalentDirections(piece: Piece): Dir[][] {
  const groups = new Map<string, Dir[]>();
  for (const d of DIRS) {
    const k = shapeKey(piece, d);
    const g = groups.get(k);
    if (g) g.push(d);
    else groups.set(k, [d]);
  }
  return [...groups.values()];
}

/** The other (direction, centre) pairs that cover exactly the same cells as `p` (RULINGS.md: they count once). */
export function equivalentPlacements(piece: Piece, p: Placement): Placement[] {
  const key = cellSetKey(placementCells(piece, p));
  const out: Placement[] = [];
  for (const d of DIRS) {
    if (d === p.dir) continue;
    for (const [dx, dy] of pieceOffsets(piece, p.dir)) {
      // The centre of direction d must be one of p's cells: try each.
      const q: Placement = { x: p.x + dx, y: p.y + dy, dir: d };
      if (cellSetKey(placementCells(piece, q)) === key) {
        out.push(q);
        break;
      }
    }
  }
  return out;
}

/** Checks the board shape: 25 rows of 10 characters. */
export function assertBoard(rows: readonly string[]): void {
  if (rows.length !== ROWS || rows.some((r) => typeof r !== 'string' || r.length !== COLS)) {
    throw new RangeError(`a board is ${ROWS} strings of ${COLS} characters`);
  }
}

/** Lowest y of any centre that keeps every cell of every piece above row 0 (the entry row; RULINGS.md "Entry"). */
const ENTRY_Y = -1 - Math.max(...PIECES.flatMap((p) => DIRS.flatMap((d) => PIECE_OFFSETS[p][d].map((o) => o[1]))));
const Y_SPAN = LIMIT_ROW - ENTRY_Y + 1;

/**
 * Every legal final placement of `piece` (seed 001 "落块规则"; RULINGS.md "Block War"): the piece enters beyond the
 * back edge at any column and direction (rows < 0 are free), moves left, right and down and turns in place; it ends
 * fully inside rows 0-14 where it cannot move down. One placement per distinct cell set, the first found in the
 * order direction, then y, then x.
 */
export function legalPlacements(rows: readonly string[], piece: Piece): Placement[] {
  assertBoard(rows);
  const filled = new Uint8Array(BATTLE_END * COLS);
  for (let y = 0; y < BATTLE_END; y++) {
    const r = rows[y];
    for (let x = 0; x < COLS; x++) if (r.charCodeAt(x) !== 46) filled[y * COLS + x] = 1;
  }
  const offs = PIECE_OFFSETS[piece];
  const fits = (d: number, x: number, y: number): boolean => {
    const o = offs[d];
    for (let i = 0; i < 4; i++) {
      const cx = x + o[i][0];
      const cy = y + o[i][1];
      if (cx < 0 || cx >= COLS || cy > LIMIT_ROW) return false;
      if (cy >= 0 && filled[cy * COLS + cx]) return false;
    }
    return true;
  };
  // Search over states (dir, y, x); the centre is always one of the cells, so x stays in 0-9 and y in ENTRY_Y..14.
  const seen = new Uint8Array(4 * Y_SPAN * COLS);
  const stack: number[] = [];
  const idx = (d: number, x: number, y: number) => (d * Y_SPAN + (y - ENTRY_Y)) * COLS + x;
  for (let d = 0; d < 4; d++)
    for (let x = 0; x < COLS; x++)
      if (fits(d, x, ENTRY_Y)) {
        seen[idx(d, x, ENTRY_Y)] = 1;
        stack.push(idx(d, x, ENTRY_Y));
      }
  while (stack.length) {
    const s = stack.pop()!;
    const x = s % COLS;
    const y = Math.floor(s / COLS) % Y_SPAN + ENTRY_Y;
    const d = Math.floor(s / (COLS * Y_SPAN));
    const tryState = (nd: number, nx: number, ny: number) => {
      if (nx < 0 || nx >= COLS || ny > LIMIT_ROW) return;
      const k = idx(nd, nx, ny);
      if (!seen[k] && fits(nd, nx, ny)) {
        seen[k] = 1;
        stack.push(k);
      }
    };
    tryState(d, x - 1, y);
    tryState(d, x + 1, y);
    tryState(d, x, y + 1);
    for (let nd = 0; nd < 4; nd++) if (nd !== d) tryState(nd, x, y);
  }
  const out: Placement[] = [];
  const keys = new Set<number>();
  for (let d = 0; d < 4; d++)
    for (let y = ENTRY_Y; y <= LIMIT_ROW; y++)
      for (let x = 0; x < COLS; x++) {
        if (!seen[idx(d, x, y)] || fits(d, x, y + 1)) continue;
        const p: Placement = { x, y, dir: d as Dir };
        const cells = placementCells(piece, p);
        if (cells.some((c) => c.y < 0)) continue; // must end fully inside the field (RULINGS.md)
        const key = cellSetKey(cells);
        if (keys.has(key)) continue;
        keys.add(key);
        out.push(p);
      }
  return out;
}

/** True when `p` covers the same cells as one of the legal placements. */
export function isLegalPlacement(rows: readonly string[], piece: Piece, p: Placement): boolean {
  if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || !DIRS.includes(p.dir)) return false;
  const key = cellSetKey(placementCells(piece, p));
  return legalPlacements(rows, piece).some((q) => cellSetKey(placementCells(piece, q)) === key);
}

export interface ClearResult {
  rows: string[];
  /** Full rows removed in rows 0-9. */
  peaceCleared: number;
  /** Full rows removed in rows 10-14. */
  battleCleared: number;
  /** Indices (before the clear) of the rows that were removed because they were full. */
  fullRows: number[];
  /** Indices (before the clear) of empty rows removed because a battle row cleared. */
  emptyRowsRemoved: number[];
  /** For each row 0-14 before the clear, where it ends up (-1 when removed). Rows 15-24 never move. */
  moves: number[];
}

const isFull = (r: string) => !r.includes(EMPTY);
const isEmpty = (r: string) => r === EMPTY_ROW;

/**
 * Clears rows 0-14 of the mover's frame (seed 001 "消列规则"; RULINGS.md "Clearing"): full rows go, whoever owns
 * their cells; if a battle-zone row was full, every empty row among 0-14 goes too; the rows left keep their order and
 * empty rows refill at the back edge. Cells may be left floating.
 */
export function clearRows(rows: readonly string[]): ClearResult {
  assertBoard(rows);
  const fullRows: number[] = [];
  for (let y = 0; y < BATTLE_END; y++) if (isFull(rows[y])) fullRows.push(y);
  const peaceCleared = fullRows.filter((y) => y < PEACE_END).length;
  const battleCleared = fullRows.length - peaceCleared;
  const emptyRowsRemoved: number[] = [];
  const kept: number[] = [];
  for (let y = 0; y < BATTLE_END; y++) {
    if (isFull(rows[y])) continue;
    if (battleCleared > 0 && isEmpty(rows[y])) {
      emptyRowsRemoved.push(y);
      continue;
    }
    kept.push(y);
  }
  const moves = new Array<number>(BATTLE_END).fill(-1);
  const shift = BATTLE_END - kept.length;
  kept.forEach((y, i) => (moves[y] = shift + i));
  if (fullRows.length === 0) return { rows: rows.slice(), peaceCleared, battleCleared, fullRows, emptyRowsRemoved: [], moves: moves.map((_, y) => y) };
  const out = [...Array.from({ length: shift }, () => EMPTY_ROW), ...kept.map((y) => rows[y]), ...rows.slice(BATTLE_END)];
  return { rows: out, peaceCleared, battleCleared, fullRows, emptyRowsRemoved, moves };
}

/** Puts the piece's cells on the board (marked with `mark`, default the piece letter), without clearing. */
export function dropCells(rows: readonly string[], piece: Piece, p: Placement, mark: string = piece): string[] {
  assertBoard(rows);
  if (mark.length !== 1 || mark === EMPTY) throw new RangeError('mark must be one non-empty character');
  const grid = rows.map((r) => r.split(''));
  for (const c of placementCells(piece, p)) {
    if (c.x < 0 || c.x >= COLS || c.y < 0 || c.y > LIMIT_ROW) throw new RangeError(`cell (${c.x}, ${c.y}) is outside rows 0-${LIMIT_ROW}`);
    if (grid[c.y][c.x] !== EMPTY) throw new RangeError(`cell (${c.x}, ${c.y}) is already filled`);
    grid[c.y][c.x] = mark;
  }
  return grid.map((r) => r.join(''));
}

/** Places a piece and clears (seed 001 "消列规则"). Throws if a cell is outside rows 0-14 or already filled. */
export function applyPlacement(
  rows: readonly string[],
  piece: Piece,
  p: Placement,
  mark: string = piece,
): { rows: string[]; peaceCleared: number; battleCleared: number } {
  const r = clearRows(dropCells(rows, piece, p, mark));
  return { rows: r.rows, peaceCleared: r.peaceCleared, battleCleared: r.battleCleared };
}

/** The same board seen from the other end: turned 180 degrees (RULINGS.md "blue sees the board turned 180 degrees"). */
export function turnBoard(rows: readonly string[]): string[] {
  return rows
    .slice()
    .reverse()
    .map((r) => r.split('').reverse().join(''));
}

/** Parses a board from text lines, padding missing rows at the end with empty rows (handy for tests and presets). */
export function boardFromLines(lines: readonly string[]): string[] {
  if (lines.length > ROWS) throw new RangeError('too many rows');
  const rows = lines.map((l) => l.padEnd(COLS, EMPTY).slice(0, COLS));
  while (rows.length < ROWS) rows.push(EMPTY_ROW);
  return rows;
}
