// The sand game's play model (pure: no DOM, no Preact): what a key on the board asks for, the cursor and where a piece
// lands when sent to the floor, the slots' states, and the speeds. The view (SandSandbox and its parts) turns key presses
// into these actions and draws the result; tests/unit/sand/play-model.test.ts drives it without a browser.
import { LOGICAL_HEIGHT, LOGICAL_WIDTH, pieceSize, type Piece, type SandGame } from '~/engines/sand';

export interface Cursor {
  gx: number;
  gy: number;
}

/** Game speeds: 1× and 2× in the top bar (§12.1's "2.0x"), the slow motion of the debug tools (§14.4: 0.5×, 0.1×). */
export const SPEEDS = ['2', '1', '0.5', '0.1'] as const;
export type Speed = (typeof SPEEDS)[number];
/** The speeds the top bar offers. */
export const BAR_SPEEDS: readonly Speed[] = ['1', '2'];

/** The cursor moved so the whole piece stays on the 12 x 22 grid. */
export function clampCursor(p: Piece, c: Cursor): Cursor {
  const { w, h } = pieceSize(p.cells);
  return { gx: Math.max(0, Math.min(LOGICAL_WIDTH - w, c.gx)), gy: Math.max(0, Math.min(LOGICAL_HEIGHT - h, c.gy)) };
}

/**
 * The lowest row in the cursor's column where the piece fits now (issue 26: one key instead of twenty presses), or null
 * when it fits nowhere in that column. Placement needs no path (§6.3.1), so the lowest legal row is the answer.
 */
export function lowestFit(game: SandGame, piece: Piece, gx: number): Cursor | null {
  const { h } = pieceSize(piece.cells);
  for (let gy = LOGICAL_HEIGHT - h; gy >= 0; gy--) if (game.canPlace(piece, gx, gy)) return { gx, gy };
  return null;
}

/** Where a pointer at board fraction (fx, fy) puts the piece: its middle under the pointer, snapped, kept on the grid (§6.3.2). */
export function cursorAt(piece: Piece, fx: number, fy: number): Cursor {
  const { w, h } = pieceSize(piece.cells);
  return clampCursor(piece, { gx: Math.round(fx * LOGICAL_WIDTH - w / 2), gy: Math.round(fy * LOGICAL_HEIGHT - h / 2) });
}

/** What a key on the board asks for. */
export type BoardAction =
  | { kind: 'select'; slot: number | null }
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'floor' }
  | { kind: 'drop' }
  | { kind: 'pause' }
  | { kind: 'step' }
  | { kind: 'undo' }
  | { kind: 'replay' }
  | { kind: 'speed' }
  | { kind: 'replay-key'; key: 'p' | 'n' | 'e' | 's' | 'r' }
  | { kind: 'busy' };

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export interface KeyState {
  selected: number | null;
  paused: boolean;
  replaying: boolean;
  hasMoves: boolean;
}

/** The board's keys during a replay: P, N, E, S and R drive it; the keys of play say a replay runs. */
function replayKey(k: string, command: boolean): BoardAction | null {
  if (command) return k === 'z' ? { kind: 'busy' } : null;
  if (k === 'p' || k === 'n' || k === 'e' || k === 's' || k === 'r') return { kind: 'replay-key', key: k };
  return ['1', '2', '3', 'enter', ' ', 'u', 'end', 'x'].includes(k) ? { kind: 'busy' } : null;
}

/** The action of a key on the board, or null when the board leaves the key alone. */
export function boardKey(key: string, mods: { ctrl: boolean; meta: boolean; alt: boolean; shift: boolean }, s: KeyState): BoardAction | null {
  const k = key.length === 1 ? key.toLowerCase() : key.toLowerCase() === 'enter' ? 'enter' : key;
  const command = mods.ctrl || mods.meta;
  if (s.replaying) return replayKey(k === 'End' ? 'end' : k, command || mods.alt);
  if (command) return k === 'z' ? { kind: 'undo' } : null;
  if (mods.alt) return null;
  if (k === '1' || k === '2' || k === '3') return { kind: 'select', slot: Number(k) - 1 };
  if (k === 'Escape') return { kind: 'select', slot: null };
  if (s.selected !== null && ARROWS[k] && !(k === 'ArrowDown' && mods.shift)) return { kind: 'move', dx: ARROWS[k][0], dy: ARROWS[k][1] };
  if (s.selected !== null && (k === 'End' || (k === 'ArrowDown' && mods.shift))) return { kind: 'floor' };
  if (s.selected !== null && (k === 'enter' || k === ' ')) return { kind: 'drop' };
  if (k === 'p') return { kind: 'pause' };
  if (k === 's' && s.paused) return { kind: 'step' };
  if (k === 'u') return { kind: 'undo' };
  if (k === 'x') return { kind: 'speed' };
  if (k === 'r' && s.hasMoves) return { kind: 'replay' };
  return null;
}

/** A slot as the player sees it (§12.4): usable, chosen, or greyed with a label when its piece fits nowhere. */
export type SlotState = 'ready' | 'chosen' | 'no-room';

export function slotStates(fits: readonly boolean[], selected: number | null): SlotState[] {
  return fits.map((f, i) => (!f ? 'no-room' : selected === i ? 'chosen' : 'ready'));
}
