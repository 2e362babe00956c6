// Draws a Block War field as SVG from board rows (row 0 at the top), shared by build-time figures and islands. With
// onCell or onHover the board is also a grid of focusable cells (roving focus, arrow keys: board-grid.ts). The
// drawing itself is BoardPicture.tsx.
import { useRef, useState } from 'preact/hooks';
import { COLS, type Player } from '~/engines/block-war';
import type { Locale } from '~/i18n/locales';
import { boardLayout, cellLabel, focusAfter, type CellMark, type RowMark } from './board-grid';
import { BoardPicture } from './BoardPicture';

export { cellLabel, defaultOwner, ownerClass, type CellMark, type MarkKind, type RowMark } from './board-grid';

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

export function BoardSvg(p: Props) {
  const { rows, mover = 'red', cell = 16, marks = [], rowMarks = [], label, rowNumbers = false, onCell, onHover, onLeave } = p;
  const interactive = !!(onCell || onHover);
  // Roving focus: one cell is in the tab order; arrow keys move it (WAI-ARIA grid pattern).
  const [focus, setFocus] = useState<{ x: number; y: number }>({ x: 0, y: 0 });
  const svg = useRef<SVGSVGElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && onCell) onCell(focus.x, focus.y);
    else {
      const to = focusAfter(e.key, e.ctrlKey, focus, rows.length);
      if (!to) return;
      setFocus(to);
      (svg.current?.querySelector(`[data-x="${to.x}"][data-y="${to.y}"]`) as SVGElement | null)?.focus();
    }
    e.preventDefault();
  };
  const { left, w, h } = boardLayout(
    cell,
    rowNumbers,
    rowMarks.some((r) => r.note),
  );
  const cellProps = (x: number, y: number) => ({
    'aria-label': cellLabel(rows, marks, x, y, p.ownerName, p.locale),
    tabIndex: focus.x === x && focus.y === y ? 0 : -1,
    onClick: onCell
      ? () => {
          setFocus({ x, y });
          onCell(x, y);
        }
      : undefined,
    onMouseEnter: onHover ? () => onHover(x, y) : undefined,
    onFocus: () => {
      if (focus.x !== x || focus.y !== y) setFocus({ x, y });
      onHover?.(x, y);
    },
  });
  return (
    <svg
      class={`bw-board ${p.class ?? ''}`}
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
      <BoardPicture rows={rows} mover={mover} cell={cell} left={left} marks={marks} rowMarks={rowMarks} rowNumbers={rowNumbers} hidden={interactive} />
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
                data-x={x}
                data-y={y}
                {...cellProps(x, y)}
              />
            ))}
          </g>
        ))}
    </svg>
  );
}
