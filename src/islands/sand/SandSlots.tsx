// The sandbox's three preview slots: a button per slot with the piece drawn (with its pattern in colour-blind mode) and
// named; pointer handlers come from the sandbox, which owns dragging.
import { CELL, pieceSize, type Piece } from '~/engines/sand';
import { MARK_PALETTE, PALETTE, patternPath } from './draw';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { SAND_PANEL_MESSAGES, colourName } from './SandPlay.messages';
import { GAME_MESSAGES } from './SandGame.messages';
import { slotStates } from './play-model';

/** A piece's name in a locale: "red T" / "红色 T". */
export const pieceName = (p: Piece, locale: Locale = 'en') => messagesFor(SAND_PANEL_MESSAGES, locale).piece(colourName(p.colour, locale), p.shape);

/** A piece as a small picture: one square per cell; in colour-blind mode each square carries the colour's pattern. */
export function PieceIcon({ piece, patterns, size = 12 }: { piece: Piece; patterns: boolean; size?: number }) {
  const { w, h } = pieceSize(piece.cells);
  const s = size;
  // The pattern is drawn in board pixels (CELL per cell side) and scaled to the icon.
  const k = s / CELL;
  return (
    <svg width={w * s} height={h * s} viewBox={`0 0 ${w * s} ${h * s}`} aria-hidden="true">
      {piece.cells.map((c) => (
        <g key={`${c.x},${c.y}`}>
          <rect x={c.x * s + 1} y={c.y * s + 1} width={s - 2} height={s - 2} fill={PALETTE[piece.colour]} stroke="#000" stroke-width="0.5" />
          {patterns && (
            <path
              d={patternPath(piece.colour, CELL, CELL, c.x * CELL, c.y * CELL)}
              transform={`translate(${c.x * s} ${c.y * s}) scale(${k})`}
              fill={MARK_PALETTE[piece.colour]}
              shape-rendering="crispEdges"
            />
          )}
        </g>
      ))}
    </svg>
  );
}

interface Props {
  slots: readonly Piece[];
  fits: readonly boolean[];
  selected: number | null;
  patterns: boolean;
  /** The slot whose drop was just refused: it shakes (a red outline with reduced motion). */
  shake: number | null;
  onPointerDown: (slot: number, e: PointerEvent) => void;
  onPointerMove: (slot: number, e: PointerEvent) => void;
  onPointerUp: (slot: number, e: PointerEvent) => void;
  onPointerCancel: (slot: number, e: PointerEvent) => void;
  /** A keyboard press of a slot button (Enter or Space): choose it and go to the board. */
  onKeyChoose: (slot: number) => void;
  /** The page's language (default English). */
  locale?: Locale;
}

export function SandSlots({
  slots,
  fits,
  selected,
  patterns,
  shake,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
  onKeyChoose,
  locale = 'en',
}: Props) {
  const m = messagesFor(SAND_PANEL_MESSAGES, locale);
  const g = messagesFor(GAME_MESSAGES, locale);
  const states = slotStates(fits, selected);
  return (
    <div class="sand-slots" role="group" aria-label={m.slots}>
      {slots.map((p, i) => (
        <button
          key={i}
          type="button"
          class="sand-slot"
          aria-pressed={selected === i}
          data-fits={String(fits[i])}
          data-state={states[i]}
          data-shake={shake === i ? 'true' : undefined}
          data-testid={`sand-slot-${i + 1}`}
          aria-label={m.slot(i + 1, pieceName(p, locale), fits[i])}
          onPointerDown={(e) => onPointerDown(i, e as unknown as PointerEvent)}
          onPointerMove={(e) => onPointerMove(i, e as unknown as PointerEvent)}
          onPointerUp={(e) => onPointerUp(i, e as unknown as PointerEvent)}
          onPointerCancel={(e) => onPointerCancel(i, e as unknown as PointerEvent)}
          onClick={(e) => {
            if ((e as MouseEvent).detail === 0) onKeyChoose(i);
          }}
        >
          <PieceIcon piece={p} patterns={patterns} />
          <span>{m.slotText(i + 1, pieceName(p, locale))}</span>
          {!fits[i] && (
            <span class="sand-no-room" data-testid={`sand-slot-${i + 1}-no-room`}>
              {g.noRoom}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
