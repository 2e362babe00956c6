// The board picture's pure parts (no DOM): the words of a grid cell, the colour class of a filled cell, the layout of
// the picture, and where the keyboard focus goes for a key (WAI-ARIA grid pattern). BoardSvg.tsx draws with them.
import { COLS, PEACE_END, ROWS } from '~/engines/block-war';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { BOARD_MESSAGES } from './BoardSvg.messages';

export type MarkKind = 'preview' | 'legal' | 'placed' | 'gone';
export interface CellMark {
  x: number;
  y: number;
  kind: MarkKind;
}
export interface RowMark {
  y: number;
  kind: 'full' | 'empty' | 'moved';
  /** Short text drawn at the right of the row, e.g. "→ 12". */
  note?: string;
}

/** The colour class of a filled cell: capitals are red's pieces, small letters blue's, anything else neutral. */
export function ownerClass(ch: string): string {
  if (ch >= 'A' && ch <= 'Z') return 'bw-red';
  if (ch >= 'a' && ch <= 'z') return 'bw-blue';
  return 'bw-grey';
}

/** Names a filled cell's owner by its letter: red, blue, or just filled. */
export function defaultOwner(locale?: Locale): (ch: string) => string {
  const m = messagesFor(BOARD_MESSAGES, locale);
  return (ch) => {
    const c = ownerClass(ch);
    return c === 'bw-red' ? m.red : c === 'bw-blue' ? m.blue : m.filled;
  };
}

/** The text a grid cell is read as, e.g. "row 3, column 5, red" (its marks follow). */
export function cellLabel(
  rows: readonly string[],
  marks: readonly CellMark[],
  x: number,
  y: number,
  ownerName?: (ch: string) => string,
  locale?: Locale,
): string {
  const m = messagesFor(BOARD_MESSAGES, locale);
  const ch = rows[y]?.[x] ?? '.';
  const parts = [m.cell(y, x, ch === '.' ? m.empty : (ownerName ?? defaultOwner(locale))(ch))];
  for (const k of ['preview', 'placed', 'legal', 'gone'] as MarkKind[]) if (marks.some((mk) => mk.kind === k && mk.x === x && mk.y === y)) parts.push(m[k]);
  return parts.join(m.separator);
}

/** The picture's layout: the left margin (row numbers), the right one (row notes), width and height, in px. */
export function boardLayout(cell: number, rowNumbers: boolean, notes: boolean): { left: number; w: number; h: number } {
  const left = rowNumbers ? 22 : 2;
  const right = notes ? 44 : 2;
  return { left, w: left + COLS * cell + right, h: ROWS * cell + 4 };
}

/** Where the focus goes for a key in a grid of `rowCount` rows (null: the key is not the grid's). Arrows move one
 * cell, Home and End to the row's ends (with Ctrl, the grid's), Page Up and Page Down a zone's height. */
export function focusAfter(key: string, ctrl: boolean, at: { x: number; y: number }, rowCount: number): { x: number; y: number } | null {
  const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  let x = at.x;
  let y = at.y;
  if (steps[key]) [x, y] = [x + steps[key][0], y + steps[key][1]];
  else if (key === 'Home') [x, y] = [0, ctrl ? 0 : y];
  else if (key === 'End') [x, y] = [COLS - 1, ctrl ? rowCount - 1 : y];
  else if (key === 'PageUp') y -= PEACE_END;
  else if (key === 'PageDown') y += PEACE_END;
  else return null;
  return { x: Math.max(0, Math.min(COLS - 1, x)), y: Math.max(0, Math.min(rowCount - 1, y)) };
}
