// The contest platform's replay files ("<red> vs <blue> review data.json", written by the judge's main.py and
// ReviewData.py): a parser that trusts nothing in the file, and a check of every frame against the engine.
// Frame layout (the judge's ReviewData.chessboardData): per placement two frames, the board before the clear
// (middleboard true: action, newblock, stolenLines; points and combo before the move) and after it (middleboard
// false: points and combo after, the round's tags). Boards are in red's frame; red's cells hold the piece number 1-7
// and blue's its negative.
import { PIECES, type Dir, type Piece } from './data/pieces';
import { COLS, EMPTY, legalPlacements, placementCells, ROWS, type Placement } from './board';
import { frameOf, markOf, newMatch, playPlacement, type MatchState, type Player } from './match';

export interface ReviewFrame {
  round: number;
  mover: Player;
  /** Board in red's frame: red's cells as capital letters, blue's as small letters (the engine's marks). */
  rows: string[];
  points: [number, number];
  combo: number;
  piece: Piece;
  /** True for the frame before the clear (the judge's "middleboard"). */
  beforeClear: boolean;
  /** The mover's action (y, x, direction) in its own frame, on frames before the clear. */
  action: [number, number, number] | null;
  /** The new piece's cells (row, column) in red's frame. */
  newCells: [number, number][];
  /** Battle rows the judge marked as stolen (偷消), row numbers in red's frame. */
  stolenLines: number[];
  tags: string[];
}

export interface ReviewFile {
  red: string;
  blue: string;
  /** 'red', 'blue', 'draw' or 'none' (the judge writes 1, 2, "平局", or -1 when neither bot loaded). */
  winner: Player | 'draw' | 'none';
  reason: string;
  tags: string[];
  frames: ReviewFrame[];
}

/** Most frames a file may hold: two per placement, 560 placements (seed 001 "Package"). */
export const MAX_REVIEW_FRAMES = 2 * 560;
const MAX_TEXT = 80;

const fail = (what: string): never => {
  throw new RangeError(what);
};
const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : typeof v === 'number' ? String(v) : '');
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.slice(0, 20).map((t) => text(Array.isArray(t) ? t[0] : t)) : []);

/** One board of the file as engine rows: numbers -7..7, positive red (seed 001 "比赛场地"; the judge's visualWriteIn). */
function parseBoard(b: unknown, where: string): string[] {
  if (!Array.isArray(b) || b.length !== ROWS) return fail(`${where}: board must have ${ROWS} rows`);
  return b.map((row, y) => {
    if (!Array.isArray(row) || row.length !== COLS || !row.every((v) => isInt(v, -7, 7)))
      return fail(`${where}: board row ${y} must be ${COLS} whole numbers from -7 to 7`);
    return row.map((v: number) => (v === 0 ? EMPTY : markOf(PIECES[Math.abs(v) - 1], v > 0 ? 'red' : 'blue'))).join('');
  });
}

function parseFrame(f: unknown, i: number): ReviewFrame {
  const where = `frame ${i}`;
  if (!f || typeof f !== 'object') return fail(`${where} is not an object`);
  const r = f as Record<string, unknown>;
  if (!isInt(r.round, 0, 280)) fail(`${where}: round must be 0-280`);
  if (typeof r.isFirst !== 'boolean' || typeof r.middleboard !== 'boolean') fail(`${where}: isFirst and middleboard must be true or false`);
  if (!isInt(r.point1, 0, 100000) || !isInt(r.point2, 0, 100000) || !isInt(r.combo, 0, 1000)) fail(`${where}: points and combo must be whole numbers`);
  if (!isInt(r.currentBlock, 1, 7)) fail(`${where}: currentBlock must be 1-7`);
  let action: [number, number, number] | null = null;
  if (r.action !== null && r.action !== undefined) {
    const a = r.action as unknown[];
    if (!Array.isArray(a) || a.length !== 3 || !isInt(a[0], -5, 30) || !isInt(a[1], -5, 15) || !isInt(a[2], 0, 3))
      fail(`${where}: action must be [y, x, direction]`);
    action = [a[0] as number, a[1] as number, a[2] as number];
  }
  const cells = Array.isArray(r.newblock) ? r.newblock : [];
  if (cells.length > 4 || !cells.every((c) => Array.isArray(c) && c.length === 2 && isInt(c[0], -5, 30) && isInt(c[1], -5, 15)))
    fail(`${where}: newblock must be up to four [row, column] pairs`);
  const stolen = Array.isArray(r.stolenLines) ? r.stolenLines.filter((v) => isInt(v, 0, 24)).slice(0, 5) : [];
  return {
    round: r.round as number,
    mover: r.isFirst ? 'red' : 'blue',
    rows: parseBoard(r.board, where),
    points: [r.point1 as number, r.point2 as number],
    combo: r.combo as number,
    piece: PIECES[(r.currentBlock as number) - 1],
    beforeClear: r.middleboard as boolean,
    action,
    newCells: cells.map((c: number[]) => [c[0], c[1]] as [number, number]),
    stolenLines: stolen as number[],
    tags: texts(r.tag),
  };
}

/** Reads a review-data file; throws RangeError naming the first thing that is wrong. Never runs anything in it. */
export function parseReviewData(json: string): ReviewFile {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return fail('the file is not JSON');
  }
  if (!raw || typeof raw !== 'object') return fail('the file is not a review-data object');
  const g = raw as Record<string, unknown>;
  const md = g.matchData;
  if (!md || typeof md !== 'object') return fail('the file has no matchData');
  const keys = Object.keys(md);
  if (keys.length > MAX_REVIEW_FRAMES) fail(`the file has more than ${MAX_REVIEW_FRAMES} frames`);
  const frames = keys.map((_, i) => {
    const f = (md as Record<string, unknown>)[String(i)];
    if (f === undefined) return fail(`frame ${i} is missing (frames are numbered 0, 1, 2, …)`);
    return parseFrame(f, i);
  });
  const w = g.winner;
  const winner = w === 1 ? 'red' : w === 2 ? 'blue' : w === '平局' ? 'draw' : 'none';
  return { red: text(g.player1), blue: text(g.player2), winner, reason: text(g.reason), tags: texts(g.tag), frames };
}

/** What the engine makes of one frame: null when it agrees, else the first difference in words. */
export type FrameCheck = { ok: true } | { ok: false; why: string } | { ok: 'unchecked'; why: string };

/** The action tuple (y, x, direction) as an engine placement. */
const placementOf = (a: [number, number, number]): Placement => ({ y: a[0], x: a[1], dir: a[2] as Dir });

function diffRows(a: readonly string[], b: readonly string[]): string | null {
  for (let y = 0; y < ROWS; y++) if (a[y] !== b[y]) return `row ${y} is ${JSON.stringify(b[y])} in the file, ${JSON.stringify(a[y])} by the engine`;
  return null;
}

/** Checks a frame before the clear: the action is listed, and the board is the previous one plus the piece. */
function checkBefore(m: MatchState, f: ReviewFrame): FrameCheck {
  if (!f.action) return { ok: false, why: 'the frame before a clear has no action' };
  if (m.over) return { ok: false, why: `the engine ended the match already (${m.endReason})` };
  const p = placementOf(f.action);
  const legal = legalPlacements(frameOf(m.board, f.mover), f.piece);
  if (!legal.some((q) => q.x === p.x && q.y === p.y && q.dir === p.dir))
    return { ok: false, why: `the engine does not list (${f.action.join(', ')}) for this piece` };
  const cells = placementCells(f.piece, p).map((c) => (f.mover === 'red' ? [c.y, c.x] : [ROWS - 1 - c.y, COLS - 1 - c.x]));
  const key = (cs: number[][]) =>
    cs
      .map((c) => c.join(','))
      .sort()
      .join(' ');
  if (f.newCells.length && key(cells) !== key(f.newCells)) return { ok: false, why: "the new piece's cells differ from the action's" };
  const grid = m.board.map((r) => r.split(''));
  for (const [y, x] of cells) grid[y][x] = markOf(f.piece, f.mover);
  const d = diffRows(
    grid.map((r) => r.join('')),
    f.rows,
  );
  if (d) return { ok: false, why: d };
  if (f.points[0] !== m.scores[0] || f.points[1] !== m.scores[1])
    return { ok: false, why: `points ${f.points.join(':')} in the file, ${m.scores.join(':')} by the engine` };
  if (f.combo !== m.combo) return { ok: false, why: `combo ${f.combo} in the file, ${m.combo} by the engine` };
  return { ok: true };
}

export interface ReviewCheck {
  /** One check per frame, in order. */
  frames: FrameCheck[];
  /** How many frames the engine agrees with, disagrees with, and could not check. */
  agree: number;
  disagree: number;
  unchecked: number;
}

/**
 * Replays the file with the engine: each pair of frames is one placement (before and after the clear). The block list
 * is not in the file, so the engine's match takes each piece from the frames. Once a frame disagrees, the rest are
 * checked from the file's own boards where possible, else left unchecked.
 */
export function checkReview(file: ReviewFile): ReviewCheck {
  const pieces = file.frames.filter((f) => f.beforeClear).map((f) => f.piece);
  let m: MatchState = { ...newMatch('review'), blocks: pieces };
  const frames: FrameCheck[] = [];
  let broken = false;
  for (let i = 0; i < file.frames.length; i++) {
    const f = file.frames[i];
    if (broken) {
      frames.push({ ok: 'unchecked', why: 'after a disagreement' });
      continue;
    }
    if (f.beforeClear) {
      const c = checkBefore(m, f);
      frames.push(c);
      if (c.ok !== true) broken = true;
      continue;
    }
    const prev = file.frames[i - 1];
    if (!prev || !prev.beforeClear || !prev.action) {
      frames.push({ ok: false, why: 'a frame after a clear must follow the frame before it' });
      broken = true;
      continue;
    }
    m = playPlacement(m, placementOf(prev.action));
    const d = diffRows(m.board, f.rows);
    const c: FrameCheck = d
      ? { ok: false, why: d }
      : f.points[0] !== m.scores[0] || f.points[1] !== m.scores[1]
        ? { ok: false, why: `points ${f.points.join(':')} in the file, ${m.scores.join(':')} by the engine` }
        : f.combo !== m.combo
          ? { ok: false, why: `combo ${f.combo} in the file, ${m.combo} by the engine` }
          : { ok: true };
    frames.push(c);
    if (c.ok !== true) broken = true;
  }
  return {
    frames,
    agree: frames.filter((c) => c.ok === true).length,
    disagree: frames.filter((c) => c.ok === false).length,
    unchecked: frames.filter((c) => c.ok === 'unchecked').length,
  };
}
