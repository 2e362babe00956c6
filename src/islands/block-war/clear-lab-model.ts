// The clear lab's model (no DOM, no Preact): its presets (the document's six clear pictures), its URL parameters, what
// it shows for a state (legal placements, the placement shown, the board after it lands and its clear, the marks on
// the board, the rows that move) and the changes each control makes. ClearLab.tsx lays it out.
import {
  PIECES,
  COLS,
  LIMIT_ROW,
  ROUNDS,
  clearRows,
  dropCells,
  legalPlacements,
  placementCells,
  cellSetKey,
  type Dir,
  type Piece,
  type Placement,
} from '~/engines/block-war';
import { BATTLE_EXAMPLE, PEACE_EXAMPLE, type ClearExample } from '~/engines/block-war/examples';
import { choiceParam, numberParam, textParam, type ParamValues } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import type { CellMark, RowMark } from './BoardSvg';
import { BOARD_DIGITS, BOARD_PATTERN, decodeBoard, encodeBoard } from './codec';
import { clearView, type ClearView } from './clear-view';

export type PieceOrNone = Piece | 'none';
export interface Preset {
  id: string;
  /** Which of the document's two examples, which picture (1-3) of it, and the piece that lands. */
  example: 'battle' | 'peace';
  picture: number;
  board: string[];
  mover: 'red' | 'blue';
  piece: PieceOrNone;
  placement: Placement;
}

/** The three pictures of one of the document's examples: before, landed, after the clear. */
function presetsOf(ex: ClearExample): Preset[] {
  const placed = dropCells(ex.before, ex.piece, ex.placement, '#');
  const example = ex.id === 'battle' ? 'battle' : 'peace';
  const common = { example, mover: ex.mover, placement: ex.placement } as const;
  return [
    { id: `${ex.id}-1`, picture: 1, board: ex.before, piece: ex.piece, ...common },
    { id: `${ex.id}-2`, picture: 2, board: placed, piece: 'none', ...common },
    { id: `${ex.id}-3`, picture: 3, board: clearRows(placed).rows, piece: 'none', ...common },
  ];
}
export const PRESETS: Preset[] = [...presetsOf(BATTLE_EXAMPLE), ...presetsOf(PEACE_EXAMPLE)];
const DEFAULT = PRESETS[0];
export const PIECE_CHOICES: readonly PieceOrNone[] = ['none', ...PIECES];

export const SPECS = {
  clBoard: textParam({
    default: encodeBoard(DEFAULT.board),
    pattern: BOARD_PATTERN,
    maxLength: BOARD_DIGITS,
    describe: { en: `${BOARD_DIGITS} hex digits (rows 0-${LIMIT_ROW})`, 'zh-cn': `${BOARD_DIGITS} 位十六进制数字（第 0-${LIMIT_ROW} 行）` },
  }),
  clMover: choiceParam({ default: DEFAULT.mover, choices: ['red', 'blue'] as const }),
  clPiece: choiceParam<PieceOrNone>({ default: DEFAULT.piece, choices: PIECE_CHOICES }),
  clDir: numberParam({ default: DEFAULT.placement.dir, min: 0, max: 3 }),
  // The centre is one of the piece's cells, so a legal placement has it inside columns 0-9 and rows 0-14.
  clX: numberParam({ default: DEFAULT.placement.x, min: 0, max: COLS - 1 }),
  clY: numberParam({ default: DEFAULT.placement.y, min: 0, max: LIMIT_ROW }),
  // The combo grows by at most one a round, so it stays below the number of rounds.
  clCombo: numberParam({ default: 0, min: 0, max: ROUNDS }),
};
export type LabValues = ParamValues<typeof SPECS>;

/** What the lab shows for its parameters and the placement under the pointer. */
export interface LabState {
  board: string[];
  piece: PieceOrNone;
  legal: Placement[];
  /** The legal placements in the chosen direction (marked on the board). */
  dirLegal: Placement[];
  chosen: Placement;
  chosenLegal: boolean;
  /** The placement drawn: the one under the pointer, else the chosen one when legal. */
  shown: Placement | null;
  /** The mover's letter for the piece being placed ('P' red, 'p' blue). */
  mark: 'P' | 'p';
  placed: string[];
  view: ClearView;
  /** Rows that move in the clear and where to, as "from → to". */
  moved: string[];
  preset: Preset | undefined;
  /** A chosen placement that is not legal while some are (a notice). */
  badPlacement: boolean;
}

const covers = (piece: Piece, q: Placement, x: number, y: number) => placementCells(piece, q).some((c) => c.x === x && c.y === y);
const keyOf = (piece: Piece, q: Placement) => cellSetKey(placementCells(piece, q));
const movedRows = (placed: readonly string[], moves: readonly number[]) =>
  moves.flatMap((to, y) => (to >= 0 && to !== y && placed[y] !== '..........' ? [y] : []));

export function labState(v: LabValues, hover: Placement | null, locale?: Locale): LabState {
  const board = decodeBoard(v.clBoard) ?? DEFAULT.board;
  const piece = v.clPiece;
  const legal = piece === 'none' ? [] : legalPlacements(board, piece);
  const chosen: Placement = { x: v.clX, y: v.clY, dir: v.clDir as Dir };
  const chosenLegal = piece !== 'none' && legal.some((q) => keyOf(piece, q) === keyOf(piece, chosen));
  const shown = hover ?? (chosenLegal ? chosen : null);
  const mark = v.clMover === 'red' ? 'P' : 'p';
  const placed = piece !== 'none' && shown ? dropCells(board, piece, shown, mark) : board;
  const view = clearView(placed, v.clCombo, locale);
  const moved = movedRows(placed, view.result.moves).map((y) => `${y} → ${view.result.moves[y]}`);
  const preset = PRESETS.find((p) => encodeBoard(p.board) === v.clBoard && p.piece === piece && p.mover === v.clMover);
  const dirLegal = legal.filter((q) => q.dir === v.clDir);
  const badPlacement = piece !== 'none' && !chosenLegal && legal.length > 0;
  return { board, piece, legal, dirLegal, chosen, chosenLegal, shown, mark, placed, view, moved, preset, badPlacement };
}

/** The marks on the "before" board: legal cells of the chosen direction, the shown piece, full, emptied and moved rows. */
export function labMarks(s: LabState, fullNote: string): { marks: CellMark[]; rowMarks: RowMark[] } {
  const marks: CellMark[] = [];
  if (s.piece !== 'none') {
    for (const q of s.dirLegal) for (const c of placementCells(s.piece, q)) marks.push({ ...c, kind: 'legal' });
    if (s.shown) for (const c of placementCells(s.piece, s.shown)) marks.push({ ...c, kind: 'preview' });
  }
  const r = s.view.result;
  const rowMarks: RowMark[] = [
    ...r.fullRows.map((y) => ({ y, kind: 'full' as const, note: fullNote })),
    ...r.emptyRowsRemoved.map((y) => ({ y, kind: 'empty' as const })),
    ...movedRows(s.placed, r.moves).map((y) => ({ y, kind: 'moved' as const, note: `→ ${r.moves[y]}` })),
  ];
  return { marks, rowMarks };
}

/** A legal placement covering cell (x, y), of the chosen direction if one does, preferring one centred there. */
export function pickAt(s: LabState, x: number, y: number): Placement | null {
  const piece = s.piece;
  if (piece === 'none') return null;
  const c = s.dirLegal.filter((q) => covers(piece, q, x, y));
  const pool = c.length ? c : s.legal.filter((q) => covers(piece, q, x, y));
  return pool.find((q) => q.x === x && q.y === y) ?? pool[0] ?? null;
}

/** The change that chooses a placement. */
export const chooseChange = (p: Placement): Partial<LabValues> => ({ clX: p.x, clY: p.y, clDir: p.dir });

/** The legal placement k steps from the chosen one, in the judge's order (wrapping); null when none is legal. */
export function stepFrom(s: LabState, k: number): Placement | null {
  if (s.legal.length === 0 || s.piece === 'none') return null;
  const piece = s.piece;
  const i = s.legal.findIndex((q) => keyOf(piece, q) === keyOf(piece, s.chosen));
  return s.legal[(i + k + s.legal.length) % s.legal.length];
}

/** The board with cell (x, y) filled or emptied (rows 0-14 only: the rest are out of reach), as the link's value. */
export function toggleChange(board: readonly string[], x: number, y: number): Partial<LabValues> | null {
  if (y > LIMIT_ROW) return null;
  const rows = board.slice();
  rows[y] = rows[y].slice(0, x) + (rows[y][x] === '.' ? '#' : '.') + rows[y].slice(x + 1);
  return { clBoard: encodeBoard(rows) };
}

/** The change a preset makes: its board, mover, piece and placement. */
export function presetChange(id: string): Partial<LabValues> | null {
  const p = PRESETS.find((q) => q.id === id);
  if (!p) return null;
  return { clBoard: encodeBoard(p.board), clMover: p.mover, clPiece: p.piece, ...chooseChange(p.placement) };
}

/** A new piece, placed at its first legal placement when it has one. */
export function pieceChange(board: readonly string[], piece: PieceOrNone): Partial<LabValues> {
  const first = piece === 'none' ? undefined : legalPlacements(board as string[], piece)[0];
  return first ? { clPiece: piece, ...chooseChange(first) } : { clPiece: piece };
}

/** A new direction, at its first legal placement when it has one. */
export function dirChange(s: LabState, dir: number): Partial<LabValues> {
  const first = s.legal.find((q) => q.dir === dir);
  return first ? { clDir: dir, clX: first.x, clY: first.y } : { clDir: dir };
}
