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

/** @source seed 001 比赛场地: 25 rows of 10 cells */
export function emptyBoard(): string[] {
  return Array.from({ length: ROWS }, () => EMPTY_ROW);
}

/**
 * Offsets of a piece in one direction.
 * @source seed 001 落块规则: the seven pieces and their four directions, as the judge's block table
 */
export function pieceOffsets(piece: Piece, dir: Dir): readonly Offset[] {
  return PIECE_OFFSETS[piece][dir];
}

/**
 * The four cells a placement covers.
 * @source seed 001 落块规则: a placement is a piece, a direction and an anchor cell
 */
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

/**
 * Shape of a piece in a direction with its bounding box moved to the origin; equal keys mean the same shape.
 * @source our own key for telling equal shapes apart (RULINGS.md Block War: one placement per distinct shape)
 */
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

/**
 * Checks the board shape: 25 rows of 10 characters.
 * @source seed 001 比赛场地: 25 rows of 10 cells
 */
export function assertBoard(rows: readonly string[]): void {
  if (rows.length !== ROWS || rows.some((r) => typeof r !== 'string' || r.length !== COLS)) {
    throw new RangeError(`a board is ${ROWS} strings of ${COLS} characters`);
  }
}

/** All ten columns as a bit mask: bit x stands for column x. */
const ALL_COLUMNS = (1 << COLS) - 1;
/** How many times the judge sweeps each row sideways and through turns (RULINGS.md (Block War): "sweeps 10 times"). */
export const JUDGE_SWEEPS = 10;

/** Lowest cell offset of a piece in a direction (negative: the piece reaches back past its centre row). */
function minDy(piece: Piece, dir: Dir): number {
  return Math.min(...PIECE_OFFSETS[piece][dir].map((o) => o[1]));
}

/**
 * Bit masks of the valid positions of `piece` (RULINGS.md (Block War)): valid[d][y] has bit x set when every cell of
 * direction d with centre (x, y) has column 0-9, row <= 14, and either row < 0 or an empty board cell. Rows 0-15; row
 * 15 is always 0 (its centre cell would pass row 14).
 */
function validMasks(rows: readonly string[], piece: Piece): number[][] {
  const free = (y: number): number => {
    if (y < 0) return ALL_COLUMNS; // cells above row 0 count as free (RULINGS.md (Block War))
    if (y > LIMIT_ROW) return 0; // no cell may go past row 14 (RULINGS.md (Block War))
    const r = rows[y];
    let m = 0;
    for (let x = 0; x < COLS; x++) if (r.charCodeAt(x) === 46) m |= 1 << x;
    return m;
  };
  const freeRows = new Map<number, number>();
  const freeAt = (y: number) => {
    let m = freeRows.get(y);
    if (m === undefined) freeRows.set(y, (m = free(y)));
    return m;
  };
  return DIRS.map((d) => {
    const out: number[] = [];
    for (let y = 0; y <= BATTLE_END; y++) {
      let m = ALL_COLUMNS;
      for (const [dx, dy] of PIECE_OFFSETS[piece][d]) {
        const f = freeAt(y + dy);
        m &= dx >= 0 ? f >> dx : (f << -dx) & ALL_COLUMNS;
      }
      out.push(m);
    }
    return out;
  });
}

/** Spreads the set bits of `reach` left and right through the set bits of `valid` (one sideways sweep of the judge). */
function spread(reach: number, valid: number): number {
  let r = reach & valid;
  for (;;) {
    const next = r | (((r << 1) | (r >> 1)) & valid);
    if (next === r) return r;
    r = next;
  }
}

/** Columns where the judge turns a piece in place: its turning loop runs over x 0-8, never column 9 (the judge's
 * getAllValidActionSlow, "旋转继承" loop `for x in range(0,9)`; RULINGS.md (Block War): legal placements are exactly
 * the judge's). */
const TURN_COLUMNS = ALL_COLUMNS >> 1;

/** Reachable positions per direction and centre row, as bit masks (RULINGS.md (Block War), the judge's search). */
function reachMasks(valid: readonly (readonly number[])[]): number[][] {
  // reach[d][y]: bit x set when (x, y, d) is reachable.
  const reach: number[][] = DIRS.map(() => new Array<number>(BATTLE_END).fill(0));
  for (const d of DIRS) reach[d][0] = valid[d][0]; // row-0 positions are starts (RULINGS.md (Block War))
  for (let y = 1; y < BATTLE_END; y++) {
    for (const d of DIRS) reach[d][y] = reach[d][y - 1] & valid[d][y]; // move down one row (RULINGS.md (Block War))
    for (let sweep = 0; sweep < JUDGE_SWEEPS; sweep++) {
      let any = 0;
      for (const d of DIRS) {
        reach[d][y] = spread(reach[d][y], valid[d][y]); // left and right on the row (RULINGS.md (Block War))
        any |= reach[d][y];
      }
      any &= TURN_COLUMNS; // the judge turns pieces on columns 0-8 only (see TURN_COLUMNS)
      let changed = false;
      for (const d of DIRS) {
        const turned = reach[d][y] | (valid[d][y] & any); // turn in place to any valid direction (RULINGS.md (Block War))
        if (turned !== reach[d][y]) changed = true;
        reach[d][y] = turned;
      }
      if (!changed) break; // a fixed point: later sweeps would change nothing
    }
  }
  return reach;
}

/**
 * Final positions as bit masks, fin[d][y] (bit x): reachable, one row lower not valid, and no cell above row 0 (the
 * judge's exceptions on rows 0 and 1; RULINGS.md (Block War)).
 */
function finalMasks(rows: readonly string[], piece: Piece): number[][] {
  assertBoard(rows);
  if (!PIECES.includes(piece)) throw new RangeError(`piece must be one of ${PIECES.join(' ')}`);
  const valid = validMasks(rows, piece);
  const reach = reachMasks(valid);
  return DIRS.map((d) => {
    const top = -minDy(piece, d); // centre rows below this would put a cell above row 0: never final (RULINGS.md (Block War))
    return reach[d].map((r, y) => (y < top ? 0 : r & ~valid[d][y + 1])); // cannot move one row lower (RULINGS.md (Block War))
  });
}

/** Calls `f` for every final position in the judge's listing order: row 14 down to row 0, then column 0-9, then
 * direction 0-3 (the judge's getAllValidActionSlow: `for y in range(14, -1, -1)`, `for x in range(10)`, `for pos`). */
function eachInJudgeOrder(fin: readonly (readonly number[])[], f: (p: Placement) => void): void {
  for (let y = LIMIT_ROW; y >= 0; y--) for (let x = 0; x < COLS; x++) for (const d of DIRS) if (fin[d][y] & (1 << x)) f({ x, y, dir: d });
}

/**
 * Every final position of `piece` before equivalent placements are merged, in the judge's order (the judge's
 * getAllValidActionRepeatingSlow; RULINGS.md (Block War)): every valid position with its centre on row 0 is a start,
 * reachable without a path (even under an overhang on rows 0-1); from row y-1 a position moves down to row y when
 * valid; on each row reachability spreads left and right through valid positions and through every valid direction
 * at the same centre (turn in place, no kicks, columns 0-8), swept ten times; a reachable position is final when one
 * row lower is not valid and no cell lies above row 0.
 */
export function finalPlacements(rows: readonly string[], piece: Piece): Placement[] {
  const out: Placement[] = [];
  eachInJudgeOrder(finalMasks(rows, piece), (p) => out.push(p));
  return out;
}

/**
 * The judge's listed actions (getAllValidAction; RULINGS.md (Block War)): the final positions in the judge's order,
 * leaving out a position when another final position with a lower direction covers the same cells (the judge's
 * de-duplication keeps I 0 over I 2, I 1 over I 3, O 0 over 1 over 2 over 3, S and Z 0 over 2 and 1 over 3).
 */
export function legalPlacements(rows: readonly string[], piece: Piece): Placement[] {
  const fin = finalMasks(rows, piece);
  const isFinal = (x: number, y: number, d: Dir) => y >= 0 && y < BATTLE_END && x >= 0 && x < COLS && (fin[d][y] & (1 << x)) !== 0;
  const aliases = lowerAliases(piece);
  const out: Placement[] = [];
  eachInJudgeOrder(fin, (p) => {
    if (aliases[p.dir].some(([dx, dy, d]) => isFinal(p.x + dx, p.y + dy, d))) return; // the judge's de-duplication
    out.push(p);
  });
  return out;
}

const aliasCache = new Map<Piece, [number, number, Dir][][]>();
/** For each direction, the shifts (dx, dy) and lower directions that cover the same cells (computed from the piece table). */
function lowerAliases(piece: Piece): [number, number, Dir][][] {
  let t = aliasCache.get(piece);
  if (!t) {
    t = DIRS.map((d) =>
      equivalentPlacements(piece, { x: 0, y: 0, dir: d })
        .filter((q) => q.dir < d)
        .map((q): [number, number, Dir] => [q.x, q.y, q.dir]),
    );
    aliasCache.set(piece, t);
  }
  return t;
}

/** True when `p` is exactly one of the judge's listed actions: the same cells under another (x, y, direction) is not
 * (RULINGS.md (Block War): an action is legal only if it is one of the listed tuples). */
export function isListedAction(legal: readonly Placement[], p: unknown): p is Placement {
  if (!p || typeof p !== 'object') return false;
  const { x, y, dir } = p as Record<string, unknown>;
  return legal.some((q) => q.x === x && q.y === y && q.dir === dir);
}

/** True when `p` is exactly one of the legal placements (RULINGS.md (Block War): the alias-tuple rule). */
export function isLegalPlacement(rows: readonly string[], piece: Piece, p: Placement): boolean {
  return isListedAction(legalPlacements(rows, piece), p);
}

/** Most rows one piece covers: 4, a standing I (seed 001 "方块种类及其旋转规则"; computed from the piece table). */
export const MAX_PIECE_ROWS = Math.max(
  ...PIECES.flatMap((p) =>
    DIRS.map((d) => {
      const ys = PIECE_OFFSETS[p][d].map((o) => o[1]);
      return Math.max(...ys) - Math.min(...ys) + 1;
    }),
  ),
);

/**
 * Whether a board with this many full rows can occur in a game: every clear empties all full rows, so the rows full
 * at once are those the last piece completed, at most MAX_PIECE_ROWS (RULINGS.md (Block War): such boards are
 * unreachable; tools show them with a notice and never crash).
 */
export function fullRowsReachable(fullRowCount: number): boolean {
  if (!Number.isInteger(fullRowCount) || fullRowCount < 0) throw new RangeError('fullRowCount must be a whole number');
  return fullRowCount <= MAX_PIECE_ROWS;
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

/**
 * Puts the piece's cells on the board (marked with `mark`, default the piece letter), without clearing.
 * @source seed 001 落块规则 (the judge's putBlock, without the clear)
 */
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

/**
 * Parses a board from text lines, padding missing rows at the end with empty rows (handy for tests and presets).
 * @source our own text form of a board (row 0 the mover's back edge), for tests and presets
 */
export function boardFromLines(lines: readonly string[]): string[] {
  if (lines.length > ROWS) throw new RangeError('too many rows');
  const rows = lines.map((l) => l.padEnd(COLS, EMPTY).slice(0, COLS));
  while (rows.length < ROWS) rows.push(EMPTY_ROW);
  return rows;
}
