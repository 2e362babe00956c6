// The document's clear examples (seed 001 "消列规则", pictures removeBattleline1-3 and removePeaceline1-3), read off
// the pictures cell by cell. A picture shows the field lying down: 25 columns (red's back edge on the left) by
// 10 rows. '#' is a filled cell; the colours of the pictures are not kept. The peace pictures draw one black cell
// with a white outline (row 0, column 14); we read it as empty: filled, it would complete a battle-zone row, and the
// third picture shows no battle clear.
import { COLS, ROWS, turnBoard, type Placement } from './board';
import type { Piece } from './data/pieces';
import type { Player } from './match';

/** Picture (row r from the top, column c from red's back edge) to red's frame: x = 9 - r, y = c (a quarter turn). */
export function fromPicture(lines: readonly string[]): string[] {
  if (lines.length !== COLS || lines.some((l) => l.length !== ROWS)) throw new RangeError('a picture is 10 lines of 25');
  const rows: string[] = [];
  for (let y = 0; y < ROWS; y++) {
    let s = '';
    for (let x = 0; x < COLS; x++) s += lines[COLS - 1 - x][y];
    rows.push(s);
  }
  return rows;
}

export interface ClearExample {
  id: string;
  title: string;
  /** Who moves; the boards below are in that player's own frame. */
  mover: Player;
  before: string[];
  piece: Piece;
  placement: Placement;
  /** The picture of the result, to compare with the engine. */
  after: string[];
}

const BATTLE_BEFORE = [
  '...........##............',
  '...........##............',
  '.........####............',
  '.........###.............',
  '.........###.............',
  '..........##.............',
  '...........#.............',
  '.........................',
  '...........#.............',
  '..........##.............',
];
const BATTLE_AFTER = [
  '..............#..........',
  '..............#..........',
  '............###..........',
  '............##...........',
  '............##...........',
  '.............#...........',
  '.............#...........',
  '.............#...........',
  '.............#...........',
  '.............#...........',
];
const PEACE_BEFORE = [
  '...........###.#####.....',
  '............#######......',
  '.............####........',
  '.............###.........',
  '.............###.........',
  '.............###.........',
  '.............####........',
  '..............##.........',
  '...........####..........',
  '...........####..........',
];
const PEACE_AFTER = [
  '...........###.####......',
  '............######.......',
  '.............###.........',
  '.............##..........',
  '.............##..........',
  '.............##..........',
  '.............###.........',
  '..............#..........',
  '...........#####.........',
  '...........#####.........',
];

/**
 * Battle-zone example (removeBattleline1-3): red drops a T (direction 2) with its centre at x 2, y 10; row 11 fills,
 * so row 11 and every empty row among 0-14 go, and rows 9, 10 and 12 close up against red's limit line.
 */
export const BATTLE_EXAMPLE: ClearExample = {
  id: 'battle',
  title: 'Battle-zone clear (red moves)',
  mover: 'red',
  before: fromPicture(BATTLE_BEFORE),
  piece: 'T',
  placement: { x: 2, y: 10, dir: 2 },
  after: fromPicture(BATTLE_AFTER),
};

/**
 * Peace-zone example (removePeaceline1-3): blue drops an O (direction 0) at x 8, y 9 of its own frame; its row 9
 * fills and goes, rows 0-8 of blue's peace zone move one row towards the battle zone, the battle zone stays.
 */
export const PEACE_EXAMPLE: ClearExample = {
  id: 'peace',
  title: 'Peace-zone clear (blue moves)',
  mover: 'blue',
  before: turnBoard(fromPicture(PEACE_BEFORE)),
  piece: 'O',
  placement: { x: 8, y: 9, dir: 0 },
  after: turnBoard(fromPicture(PEACE_AFTER)),
};

export const CLEAR_EXAMPLES: readonly ClearExample[] = [BATTLE_EXAMPLE, PEACE_EXAMPLE];
