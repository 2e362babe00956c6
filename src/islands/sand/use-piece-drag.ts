// The game's pointer input: dragging a piece from a slot onto the board (mouse, pen or touch), pointing at the board with
// a chosen piece, and the cursor that follows, snapped so the middle of the piece is under the pointer (§6.3.2). While
// dragging, the piece itself follows the pointer (the ghost), lifted above a finger on touch so the finger does not hide
// it; off the board the board shows no preview (issue 26, defect 6).
import { useRef, useState, type MutableRef } from 'preact/hooks';
import type { Piece, SandGame } from '~/engines/sand';
import { pieceName } from './SandSlots';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';
import { cursorAt, type Cursor } from './play-model';

/** How far above a finger the dragged piece is held, in CSS pixels. */
export const TOUCH_LIFT_PX = 64;

/** The dragged piece where the pointer is (page coordinates of the piece's middle). */
export interface Ghost {
  slot: number;
  x: number;
  y: number;
}

interface Hooks {
  game: SandGame;
  canvasRef: MutableRef<HTMLCanvasElement | null>;
  selected: number | null;
  setSelected: (slot: number | null) => void;
  setCursor: (c: Cursor) => void;
  /** Choose a slot for the keyboard (a plain click on it). */
  select: (slot: number) => void;
  tryPlace: (slot: number, at: Cursor) => boolean;
  say: (message: string) => void;
  locale?: Locale;
}

type Hit = { at: Cursor; inside: boolean } | null;

export function usePieceDrag({ game, canvasRef, selected, setSelected, setCursor, select, tryPlace, say, locale = 'en' }: Hooks) {
  const drag = useRef<{ id: number; x0: number; y0: number; moved: boolean } | null>(null);
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [preview, setPreview] = useState(true);

  const hitAt = (clientX: number, clientY: number, piece: Piece): Hit => {
    const canvas = canvasRef.current;
    if (!canvas) return null;
    const r = canvas.getBoundingClientRect();
    const fx = (clientX - r.left) / r.width;
    const fy = (clientY - r.top) / r.height;
    return { at: cursorAt(piece, fx, fy), inside: fx >= 0 && fy >= 0 && fx < 1 && fy < 1 };
  };
  /** The point the piece is held at: the pointer, or above it for a finger. */
  const held = (e: PointerEvent) => ({ x: e.clientX, y: e.clientY - (e.pointerType === 'touch' ? TOUCH_LIFT_PX : 0) });

  const endDrag = (slot: number, e: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    setGhost(null);
    setPreview(true);
    if (!d || d.id !== e.pointerId) return;
    const p = held(e);
    const hit = hitAt(p.x, p.y, game.slots[slot]);
    if (hit && hit.inside) tryPlace(slot, hit.at);
    else if (!d.moved)
      select(slot); // a plain click: the slot stays chosen for the keyboard or a click on the board
    else {
      setSelected(null);
      say(messagesFor(SANDBOX_MESSAGES, locale).dropOutside(pieceName(game.slots[slot], locale), slot + 1));
    }
  };

  return {
    ghost,
    preview,
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
      if (!d.moved) return;
      const p = held(e);
      setGhost({ slot, ...p });
      const hit = hitAt(p.x, p.y, game.slots[slot]);
      setPreview(!!hit?.inside);
      if (hit && hit.inside) setCursor(hit.at);
    },
    slotPointerUp: endDrag,
    slotPointerCancel: (slot: number, e: PointerEvent) => {
      drag.current = null;
      setGhost(null);
      setPreview(true);
      if (e.pointerId >= 0) setSelected(slot === selected ? null : selected);
    },
    /** The pointer over the board with a chosen piece (not dragging): the preview follows it. */
    boardPointerMove: (e: PointerEvent) => {
      if (selected === null || drag.current) return;
      const hit = hitAt(e.clientX, e.clientY, game.slots[selected]);
      if (hit?.inside) setCursor(hit.at);
    },
    /** A click on the board with a chosen piece drops it there. */
    boardClick: (e: MouseEvent) => {
      if (selected === null || drag.current) return;
      const hit = hitAt(e.clientX, e.clientY, game.slots[selected]);
      if (hit?.inside) tryPlace(selected, hit.at);
    },
  };
}
