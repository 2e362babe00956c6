// The station drawing's geometry and colours (no DOM): the size of a floor's SVG, where a node's centre is drawn, the
// zone and player colours, and what a token on the map carries. Shared by StationFloor.tsx and FloorMarks.tsx.
import { SIZE, type Node } from '~/engines/lost-space';

export const CELL = 34;
export const PAD = 30; // literal-ok: SVG padding
export const FLOOR_W = PAD * 2 + CELL * (SIZE - 1);
export const TOP = 28;
export const FLOOR_H = TOP + PAD * 2 + CELL * (SIZE - 1);
/** Zone colours, in ZONES order: warehouse, vents, central computer, medical, hangar (hues of the replay picture's legend). */
export const ZONE_COLOURS = ['#8e44ad', '#2e5aa8', '#17b3c4', '#6aa84f', '#d4b000'];
export const PLAYER_COLOURS = ['#c0392b', '#1f6fd1', '#1e8449', '#a0522d'];

/** Centre of a node in its floor's drawing: x (rows) upwards from 0 at the bottom, y (columns) left to right. */
export const centre = (n: Node): [number, number] => [PAD + n[2] * CELL, TOP + PAD + (SIZE - 1 - n[1]) * CELL];

export interface Token {
  at: Node;
  label: string;
  colour: string;
  title: string;
}
