// The sandbox's pointer input: dragging a piece from a slot onto the board (mouse, pen or touch), pointing at the board
// with a chosen piece, and the cursor that follows, snapped so the middle of the piece is under the pointer (§6.3.2).
import { useRef, type MutableRef } from 'preact/hooks';
import { CELL, LOGICAL_HEIGHT, LOGICAL_WIDTH, pieceSize, type Piece, type SandGame } from '~/engines/sand';
import { pieceName } from './SandSlots';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';

export interface Cursor {
  gx: number;
  gy: number;
}

/** The cursor moved so the whole piece stays on the 12 x 22 grid. */
export function clampCursor(p: Piece, c: Cursor): Cursor {
  const { w, h } = pieceSize(p.cells);
  return { gx: Math.max(0, Math.min(LOGICAL_WIDTH - w, c.gx)), gy: Math.max(0, Math.min(LOGICAL_HEIGHT - h, c.gy)) };
}

interface Hooks {
  game: SandGame;
  scale: number;
  canvasRef: MutableRef<HTMLCanvasElement | null>;
  selected: number | null;
  setSelected: (slot: number | null) => void;
  setCursor: (c: Cursor) => void;
  /** Choose a slot for the keyboard (a plain click on it). */
  select: (slot: number) => void;
  tryPlace: (slot: number, at: Cursor) => boolean;
  say: (message: string) => void;
  /** The page's language (default English). */
  locale?: Locale;
}

export function usePieceDrag({ game, scale, canvasRef, selected, setSelected, setCursor, select, tryPlace, say, locale = 'en' }: Hooks) {
  const drag = useRef<{ id: number; x0: number; y0: number; moved: boolean } | null>(null);
  const cellPx = CELL * scale;

  const cursorFromPointer = (clientX: number, clientY: number, piece: Piece): { at: Cursor; inside: boolean } | null => {
    const canvas = canvasRef.current;
    if (!canvas) return null;
    const r = canvas.getBoundingClientRect();
    const sx = (clientX - r.left) * (canvas.width / r.width);
    const sy = (clientY - r.top) * (canvas.height / r.height);
    const inside = sx >= 0 && sy >= 0 && sx < canvas.width && sy < canvas.height;
    const { w, h } = pieceSize(piece.cells);
    // Snap so the middle of the piece follows the pointer (§6.3.2 snapToGrid).
    const at = clampCursor(piece, { gx: Math.round(sx / cellPx - w / 2), gy: Math.round(sy / cellPx - h / 2) });
    return { at, inside };
  };

  return {
    slotPointerDown: (slot: number, e: PointerEvent) => {
      if (game.phase === 'over') return;
      try {
        // Keep receiving the pointer's moves while it is over the board (touch moves go to the pressed element anyway).
        (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
      } catch {
        /* a pointer that is already gone cannot be captured; the drag still works for mouse and touch */
      }
      drag.current = { id: e.pointerId, x0: e.clientX, y0: e.clientY, moved: false };
      setSelected(slot);
    },
    slotPointerMove: (slot: number, e: PointerEvent) => {
      const d = drag.current;
      if (!d || d.id !== e.pointerId) return;
      if (Math.abs(e.clientX - d.x0) + Math.abs(e.clientY - d.y0) > 6) d.moved = true;
      const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[slot]);
      if (hit && hit.inside) setCursor(hit.at);
    },
    slotPointerUp: (slot: number, e: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      if (!d || d.id !== e.pointerId) return;
      const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[slot]);
      if (hit && hit.inside) tryPlace(slot, hit.at);
      else if (!d.moved)
        select(slot); // a plain click: the slot stays chosen for the keyboard or a click on the board
      else {
        setSelected(null);
        say(messagesFor(SANDBOX_MESSAGES, locale).dropOutside(pieceName(game.slots[slot], locale), slot + 1));
      }
    },
    /** The pointer over the board with a chosen piece (not dragging): the preview follows it. */
    boardPointerMove: (e: PointerEvent) => {
      if (selected === null || drag.current) return;
      const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[selected]);
      if (hit?.inside) setCursor(hit.at);
    },
    /** A click on the board with a chosen piece drops it there. */
    boardClick: (e: MouseEvent) => {
      if (selected === null || drag.current) return;
      const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[selected]);
      if (hit?.inside) tryPlace(selected, hit.at);
    },
  };
}
