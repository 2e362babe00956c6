// The drawing of a Block War field (hidden from assistive technology when the board is a grid of cells): zones, row
// marks, grid lines, filled cells, cell marks, the two limit lines, row numbers and row notes.
import type { JSX } from 'preact';
import { COLS, PEACE_END, BATTLE_END, ROWS, type Player } from '~/engines/block-war';
import { ownerClass, type CellMark, type RowMark } from './board-grid';

interface Props {
  rows: readonly string[];
  mover: Player;
  cell: number;
  left: number;
  marks: readonly CellMark[];
  rowMarks: readonly RowMark[];
  rowNumbers: boolean;
  hidden: boolean;
}

export function BoardPicture({ rows, mover, cell, left, marks, rowMarks, rowNumbers, hidden }: Props) {
  const other: Player = mover === 'red' ? 'blue' : 'red';
  const width = COLS * cell;
  const zone = (from: number, to: number, c: string) => <rect x={left} y={2 + from * cell} width={width} height={(to - from) * cell} class={c} />;
  const box = (x: number, y: number, key: string, c: string) => (
    <rect key={key} x={left + x * cell + 1} y={2 + y * cell + 1} width={cell - 2} height={cell - 2} rx={2} class={c} />
  );
  const cells: JSX.Element[] = [];
  rows.forEach((r, y) => {
    for (let x = 0; x < COLS; x++) if (r[x] !== '.') cells.push(box(x, y, `c${x},${y}`, `bw-cell ${ownerClass(r[x])}`));
  });
  const rowText = (y: number) => 2 + y * cell + cell * 0.75;
  return (
    <g aria-hidden={hidden ? 'true' : undefined}>
      {zone(0, PEACE_END, `bw-zone-${mover}`)}
      {zone(PEACE_END, BATTLE_END, 'bw-zone-battle')}
      {zone(BATTLE_END, ROWS, `bw-zone-${other}`)}
      {rowMarks.map((m) => (
        <rect key={`rm${m.y}`} x={left} y={2 + m.y * cell} width={width} height={cell} class={`bw-row-${m.kind}`} />
      ))}
      {Array.from({ length: ROWS + 1 }, (_, y) => (
        <line key={`h${y}`} x1={left} x2={left + width} y1={2 + y * cell} y2={2 + y * cell} class="bw-grid" />
      ))}
      {Array.from({ length: COLS + 1 }, (_, x) => (
        <line key={`v${x}`} x1={left + x * cell} x2={left + x * cell} y1={2} y2={2 + ROWS * cell} class="bw-grid" />
      ))}
      {cells}
      {marks.map((m) => box(m.x, m.y, `m${m.kind}${m.x},${m.y}`, `bw-mark bw-mark-${m.kind}`))}
      <line x1={left} x2={left + width} y1={2 + BATTLE_END * cell} y2={2 + BATTLE_END * cell} class={`bw-limit-${mover}`} />
      <line x1={left} x2={left + width} y1={2 + PEACE_END * cell} y2={2 + PEACE_END * cell} class={`bw-limit-${other}`} />
      {rowNumbers &&
        Array.from({ length: ROWS }, (_, y) => (
          <text key={`n${y}`} x={left - 4} y={rowText(y)} class="bw-rownum" text-anchor="end">
            {y}
          </text>
        ))}
      {rowMarks
        .filter((m) => m.note)
        .map((m) => (
          <text key={`t${m.y}`} x={left + width + 4} y={rowText(m.y)} class="bw-rownote">
            {m.note}
          </text>
        ))}
    </g>
  );
}
