// Draws a Block War field as SVG from board rows (row 0 at the top), shared by build-time figures and islands.
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { COLS, PEACE_END, BATTLE_END, ROWS } from '~/engines/block-war';
import type { Player } from '~/engines/block-war';
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

interface Props {
  rows: readonly string[];
  /** Whose frame the rows are in: rows 0-9 are that player's peace zone. */
  mover?: Player;
  cell?: number;
  marks?: readonly CellMark[];
  rowMarks?: readonly RowMark[];
  label: string;
  /** Show row numbers on the left. */
  rowNumbers?: boolean;
  /** Click, Enter or Space on a cell. With onCell or onHover the board becomes a grid of focusable cells. */
  onCell?: (x: number, y: number) => void;
  /** The pointer entered a cell, or the keyboard focus moved to it. */
  onHover?: (x: number, y: number) => void;
  onLeave?: () => void;
  class?: string;
  /** Names the owner of a filled cell in the cells' labels (default: red, blue, filled). */
  ownerName?: (ch: string) => string;
  /** The page's language (default English): the words of the cells' labels. */
  locale?: Locale;
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

/** Names a filled cell's owner by its letter: red, blue, or just filled. */
export function defaultOwner(locale?: Locale): (ch: string) => string {
  const m = messagesFor(BOARD_MESSAGES, locale);
  return (ch) => {
    const c = ownerClass(ch);
    return c === 'bw-red' ? m.red : c === 'bw-blue' ? m.blue : m.filled;
  };
}

/** The colour class of a filled cell: capitals are red's pieces, small letters blue's, anything else neutral. */
export function ownerClass(ch: string): string {
  if (ch >= 'A' && ch <= 'Z') return 'bw-red';
  if (ch >= 'a' && ch <= 'z') return 'bw-blue';
  return 'bw-grey';
}

export function BoardSvg({
  rows,
  mover = 'red',
  cell = 16,
  marks = [],
  rowMarks = [],
  label,
  rowNumbers = false,
  onCell,
  onHover,
  onLeave,
  class: cls,
  ownerName,
  locale,
}: Props) {
  const interactive = !!(onCell || onHover);
  // Roving focus: one cell is in the tab order; arrow keys move it (WAI-ARIA grid pattern).
  const [focus, setFocus] = useState<{ x: number; y: number }>({ x: 0, y: 0 });
  const svg = useRef<SVGSVGElement>(null);
  const moveFocus = (x: number, y: number) => {
    const nx = Math.max(0, Math.min(COLS - 1, x));
    const ny = Math.max(0, Math.min(rows.length - 1, y));
    setFocus({ x: nx, y: ny });
    (svg.current?.querySelector(`[data-x="${nx}"][data-y="${ny}"]`) as SVGElement | null)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const st = steps[e.key];
    if (st) moveFocus(focus.x + st[0], focus.y + st[1]);
    else if (e.key === 'Home') moveFocus(0, e.ctrlKey ? 0 : focus.y);
    else if (e.key === 'End') moveFocus(COLS - 1, e.ctrlKey ? rows.length - 1 : focus.y);
    else if (e.key === 'PageUp') moveFocus(focus.x, focus.y - PEACE_END);
    else if (e.key === 'PageDown') moveFocus(focus.x, focus.y + PEACE_END);
    else if ((e.key === 'Enter' || e.key === ' ') && onCell) onCell(focus.x, focus.y);
    else return;
    e.preventDefault();
  };
  const left = rowNumbers ? 22 : 2;
  const right = rowMarks.some((r) => r.note) ? 44 : 2;
  const w = left + COLS * cell + right;
  const h = ROWS * cell + 4;
  const other: Player = mover === 'red' ? 'blue' : 'red';
  const zone = (from: number, to: number, c: string) => <rect x={left} y={2 + from * cell} width={COLS * cell} height={(to - from) * cell} class={c} />;
  const cells: JSX.Element[] = [];
  rows.forEach((r, y) => {
    for (let x = 0; x < COLS; x++) {
      const ch = r[x];
      if (ch !== '.')
        cells.push(
          <rect
            key={`c${x},${y}`}
            x={left + x * cell + 1}
            y={2 + y * cell + 1}
            width={cell - 2}
            height={cell - 2}
            rx={2}
            class={`bw-cell ${ownerClass(ch)}`}
          />,
        );
    }
  });
  return (
    <svg
      class={`bw-board ${cls ?? ''}`}
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      role={interactive ? 'grid' : 'img'}
      aria-label={label}
      aria-rowcount={interactive ? rows.length : undefined}
      aria-colcount={interactive ? COLS : undefined}
      onMouseLeave={onLeave}
      onKeyDown={interactive ? onKeyDown : undefined}
      ref={svg}
    >
      <g aria-hidden={interactive ? 'true' : undefined}>
        {zone(0, PEACE_END, `bw-zone-${mover}`)}
        {zone(PEACE_END, BATTLE_END, 'bw-zone-battle')}
        {zone(BATTLE_END, ROWS, `bw-zone-${other}`)}
        {rowMarks.map((m) => (
          <rect key={`rm${m.y}`} x={left} y={2 + m.y * cell} width={COLS * cell} height={cell} class={`bw-row-${m.kind}`} />
        ))}
        {Array.from({ length: ROWS + 1 }, (_, y) => (
          <line key={`h${y}`} x1={left} x2={left + COLS * cell} y1={2 + y * cell} y2={2 + y * cell} class="bw-grid" />
        ))}
        {Array.from({ length: COLS + 1 }, (_, x) => (
          <line key={`v${x}`} x1={left + x * cell} x2={left + x * cell} y1={2} y2={2 + ROWS * cell} class="bw-grid" />
        ))}
        {cells}
        {marks.map((m) => (
          <rect
            key={`m${m.kind}${m.x},${m.y}`}
            x={left + m.x * cell + 1}
            y={2 + m.y * cell + 1}
            width={cell - 2}
            height={cell - 2}
            rx={2}
            class={`bw-mark bw-mark-${m.kind}`}
          />
        ))}
        <line x1={left} x2={left + COLS * cell} y1={2 + BATTLE_END * cell} y2={2 + BATTLE_END * cell} class={`bw-limit-${mover}`} />
        <line x1={left} x2={left + COLS * cell} y1={2 + PEACE_END * cell} y2={2 + PEACE_END * cell} class={`bw-limit-${other}`} />
        {rowNumbers &&
          Array.from({ length: ROWS }, (_, y) => (
            <text key={`n${y}`} x={left - 4} y={2 + y * cell + cell * 0.75} class="bw-rownum" text-anchor="end">
              {y}
            </text>
          ))}
        {rowMarks
          .filter((m) => m.note)
          .map((m) => (
            <text key={`t${m.y}`} x={left + COLS * cell + 4} y={2 + m.y * cell + cell * 0.75} class="bw-rownote">
              {m.note}
            </text>
          ))}
      </g>
      {interactive &&
        rows.map((_, y) => (
          <g key={`row${y}`} role="row" aria-rowindex={y + 1}>
            {Array.from({ length: COLS }, (_, x) => (
              <rect
                key={`hit${x},${y}`}
                x={left + x * cell}
                y={2 + y * cell}
                width={cell}
                height={cell}
                class="bw-hit"
                role="gridcell"
                aria-colindex={x + 1}
                aria-label={cellLabel(rows, marks, x, y, ownerName, locale)}
                tabIndex={focus.x === x && focus.y === y ? 0 : -1}
                data-x={x}
                data-y={y}
                onClick={
                  onCell
                    ? () => {
                        setFocus({ x, y });
                        onCell(x, y);
                      }
                    : undefined
                }
                onMouseEnter={onHover ? () => onHover(x, y) : undefined}
                onFocus={() => {
                  if (focus.x !== x || focus.y !== y) setFocus({ x, y });
                  onHover?.(x, y);
                }}
              />
            ))}
          </g>
        ))}
    </svg>
  );
}
