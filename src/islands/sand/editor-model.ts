// The board editor's model (seed 004 §14.4, tools for game developers): a 120 x 220 colour grid painted with a square
// brush, erased, cleared, written into a link and read back from one. No DOM; the view (SandEditor.tsx) only draws it.
import { CELL, PIXEL_HEIGHT, PIXEL_WIDTH, createSandGame, type SandGame, type StabilityRule } from '~/engines/sand';

/** Colours a pixel can take: 0 empty, 1..6 the palette (the document's six-colour variant includes the rule's four). */
export const EDITOR_COLOURS = 6;
/** Brush widths in pixels: one pixel, a 5 x 5 square, one logical cell (aligned to the 12 x 22 grid). */
export const BRUSHES = [1, 5, CELL] as const;
export type Brush = (typeof BRUSHES)[number];

export interface EditorState {
  /** Row-major colours, PIXEL_WIDTH x PIXEL_HEIGHT. */
  pixels: Uint8Array;
  /** Keyboard cursor: the point the brush is put on. */
  x: number;
  y: number;
  /** Colour painted: 0 is the eraser. */
  colour: number;
  brush: Brush;
}

export function emptyBoard(): Uint8Array {
  return new Uint8Array(PIXEL_WIDTH * PIXEL_HEIGHT);
}

export function createEditor(pixels: Uint8Array = emptyBoard()): EditorState {
  return { pixels, x: 0, y: PIXEL_HEIGHT - CELL, colour: 1, brush: CELL };
}

/** The brush's square for a point: a cell brush snaps to the cell under the point, the others are centred on it. */
export function brushSquare(brush: Brush, x: number, y: number): { x0: number; y0: number; size: number } {
  if (brush === CELL) return { x0: Math.floor(x / CELL) * CELL, y0: Math.floor(y / CELL) * CELL, size: CELL };
  const half = Math.floor(brush / 2);
  return { x0: x - half, y0: y - half, size: brush };
}

/** Paints (or erases, colour 0) the brush at (x, y), clipped to the board; returns true when a pixel changed. */
export function paintAt(pixels: Uint8Array, brush: Brush, colour: number, x: number, y: number): boolean {
  const { x0, y0, size } = brushSquare(brush, Math.round(x), Math.round(y));
  let changed = false;
  for (let py = Math.max(0, y0); py < Math.min(PIXEL_HEIGHT, y0 + size); py++)
    for (let px = Math.max(0, x0); px < Math.min(PIXEL_WIDTH, x0 + size); px++) {
      const i = py * PIXEL_WIDTH + px;
      if (pixels[i] !== colour) {
        pixels[i] = colour;
        changed = true;
      }
    }
  return changed;
}

/** Paints every point of the straight stroke from (x0, y0) to (x1, y1), so a fast drag leaves no gaps. */
export function paintLine(pixels: Uint8Array, brush: Brush, colour: number, x0: number, y0: number, x1: number, y1: number): boolean {
  const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))));
  let changed = false;
  for (let k = 0; k <= steps; k++) changed = paintAt(pixels, brush, colour, x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps) || changed;
  return changed;
}

export function pixelCount(pixels: Uint8Array): number {
  let n = 0;
  for (const c of pixels) if (c !== 0) n++;
  return n;
}

/*
 * The link format: runs of one colour, each a letter for the colour (a empty, b..g colours 1..6) and its length in
 * decimal (left out when 1), row by row from the top-left pixel; the empty run at the end is left out.
 * "a26280b120" is a bottom row of colour 1.
 */
const LETTERS = 'abcdefg';

export function encodeBoard(pixels: Uint8Array): string {
  let end = pixels.length;
  while (end > 0 && pixels[end - 1] === 0) end--;
  const parts: string[] = [];
  for (let i = 0; i < end;) {
    let j = i + 1;
    while (j < end && pixels[j] === pixels[i]) j++;
    parts.push(LETTERS[pixels[i]] + (j - i > 1 ? String(j - i) : ''));
    i = j;
  }
  return parts.join('');
}

/** What was wrong with a board link (the view words it). */
export type BoardProblem = { kind: 'unreadable'; at: number } | { kind: 'too-long'; kept: number };

/**
 * Reads a board link. A run with a zero or unreadable length stops the reading there (the board keeps what came before);
 * runs past the board's last pixel are cut off. Either way the problem is returned, never thrown.
 */
export function decodeBoard(text: string): { pixels: Uint8Array; problem: BoardProblem | null } {
  const pixels = emptyBoard();
  const runs = /([a-g])(\d*)/gy;
  let at = 0;
  let pos = 0;
  for (let m = runs.exec(text); m !== null && m[0] !== ''; m = runs.exec(text)) {
    const len = m[2] === '' ? 1 : Number(m[2]);
    if (!Number.isSafeInteger(len) || len < 1 || m[2].startsWith('0')) return { pixels, problem: { kind: 'unreadable', at: pos } };
    if (at + len > pixels.length) {
      pixels.fill(LETTERS.indexOf(m[1]), at);
      return { pixels, problem: { kind: 'too-long', kept: pixels.length } };
    }
    pixels.fill(LETTERS.indexOf(m[1]), at, at + len);
    at += len;
    pos = runs.lastIndex;
  }
  if (pos !== text.length) return { pixels, problem: { kind: 'unreadable', at: pos } };
  return { pixels, problem: null };
}

/** What a key does on the editor's board (null: not ours, let the browser have it). */
export type EditorAction =
  { kind: 'move'; dx: number; dy: number } | { kind: 'paint' } | { kind: 'erase' } | { kind: 'colour'; colour: number } | { kind: 'brush' } | { kind: 'clear' };

/** Arrows move the cursor one pixel (with Shift a cell), Space or Enter paints, Delete or Backspace erases, 0-6 pick a colour (0 the eraser), B the next brush. */
export function editorKey(key: string, mods: { shift: boolean; ctrl: boolean; alt: boolean; meta: boolean }): EditorAction | null {
  if (mods.ctrl || mods.alt || mods.meta) return null;
  const step = mods.shift ? CELL : 1;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  if (key in moves) return { kind: 'move', dx: moves[key][0], dy: moves[key][1] };
  if (key === ' ' || key === 'Enter') return { kind: 'paint' };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'erase' };
  if (/^[0-6]$/.test(key)) return { kind: 'colour', colour: Number(key) };
  if (key === 'b' || key === 'B') return { kind: 'brush' };
  return null;
}

/** Applies a key's action; returns true when the pixels changed (the view then writes the link). */
export function applyEditorAction(s: EditorState, a: EditorAction): boolean {
  if (a.kind === 'move') {
    s.x = Math.min(PIXEL_WIDTH - 1, Math.max(0, s.x + a.dx));
    s.y = Math.min(PIXEL_HEIGHT - 1, Math.max(0, s.y + a.dy));
    return false;
  }
  if (a.kind === 'colour') s.colour = Math.min(EDITOR_COLOURS, Math.max(0, a.colour));
  else if (a.kind === 'brush') s.brush = BRUSHES[(BRUSHES.indexOf(s.brush) + 1) % BRUSHES.length];
  else if (a.kind === 'clear') {
    const had = pixelCount(s.pixels) > 0;
    s.pixels.fill(0);
    return had;
  } else return paintAt(s.pixels, s.brush, a.kind === 'erase' ? 0 : s.colour, s.x, s.y);
  return false;
}

/**
 * The painted board as a game ready to run: every painted pixel loose, so it falls by the rule chosen, and a clear check
 * asked for once the board comes to rest (the debug tool "manual clear check" of §14.4).
 */
export function gameFromBoard(pixels: Uint8Array, o: { stability: StabilityRule; connectivity: 4 | 8 }): SandGame {
  const game = createSandGame({ seed: 'editor', stability: o.stability, connectivity: o.connectivity, colours: 6 });
  for (let i = 0; i < pixels.length; i++) if (pixels[i] !== 0) game.world.set(i % PIXEL_WIDTH, Math.floor(i / PIXEL_WIDTH), pixels[i]);
  game.requestCheck();
  return game;
}
