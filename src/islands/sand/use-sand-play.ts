// The sand game's state for the view: the game (use-sand-game), its replay (use-replay), the feedback (use-feedback), the
// clock (use-game-loop), pointer input (use-piece-drag), and the player's choices: the chosen slot, the cursor, pause,
// speed, the message line. The rules of the keys and the cursor are in play-model.ts; this file only wires them.
import { useState } from 'preact/hooks';
import { type ClearEvent, type SandGame } from '~/engines/sand';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';
import { colourName } from './SandPlay.messages';
import { pieceName } from './SandSlots';
import { useReducedMotion } from './use-reduced-motion';
import { useFeedback } from './use-feedback';
import { busy } from './feedback';
import { clampCursor, lowestFit, type Cursor, type Speed } from './play-model';

/** The player's choices and the lines the game says. */
export function usePlayerState(game: SandGame, locale: Locale) {
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState<Cursor>({ gx: 4, gy: 0 });
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState<Speed>('1');
  const [message, setMessage] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [, setUiTick] = useState(0);
  const reduced = useReducedMotion();
  const fx = useFeedback(game, reduced === true);
  const showClears = (found: ClearEvent[]) => {
    if (found.length === 0) return;
    const lines = found.map((e) => m.clear(num(e.chain), colourName(e.colour, locale), num(e.cells), num(e.pixels), num(e.points), !!e.late));
    setEvents((old) => [...lines, ...old].slice(0, 5));
  };
  return {
    m,
    num,
    reduced,
    fx,
    selected,
    setSelected,
    cursor,
    setCursor,
    paused,
    setPaused,
    speed,
    setSpeed,
    message,
    setMessage,
    events,
    setEvents,
    showClears,
    refresh: () => setUiTick((k) => k + 1),
  };
}

export type PlayerState = ReturnType<typeof usePlayerState>;

/** Choosing, moving and dropping pieces; `place` is the game's (it writes the link). */
export function usePlacement(
  p: PlayerState,
  game: SandGame,
  place: (slot: number, gx: number, gy: number) => boolean,
  busyReplay: () => boolean,
  locale: Locale,
) {
  const { m, num } = p;
  const select = (slot: number | null) => {
    if (busyReplay() && slot !== null) {
      p.setSelected(null);
      p.setMessage(m.replayBusy);
      return;
    }
    p.setSelected(slot);
    if (slot !== null) p.setCursor((c) => clampCursor(game.slots[slot], c));
    p.setMessage(slot === null ? '' : m.selected(slot + 1, pieceName(game.slots[slot], locale)));
  };
  const tryPlace = (slot: number, at: Cursor): boolean => {
    if (busyReplay()) {
      p.setSelected(null);
      p.setMessage(m.replayBusy);
      return false;
    }
    const piece = game.slots[slot];
    // A piece dropped after a chain's first clear does not ride on that chain (RULINGS.md, Sand): the game says so.
    const midChain = game.chain > 0;
    const ok = place(slot, at.gx, at.gy);
    const now = performance.now();
    if (ok) p.fx.placed(midChain, now);
    else p.fx.refused(slot, now);
    p.setMessage(ok ? m.dropped(pieceName(piece, locale), num(at.gx + 1), num(at.gy + 1)) : m.noFit(pieceName(piece, locale), slot + 1));
    p.setSelected(null);
    p.refresh();
    return ok;
  };
  /** The chosen piece to the lowest place it fits in its column (issue 26: one key, not twenty presses). */
  const toFloor = () => {
    if (p.selected === null) return;
    const piece = game.slots[p.selected];
    const at = lowestFit(game, piece, clampCursor(piece, p.cursor).gx);
    if (at) p.setCursor(at);
    else p.setMessage(m.noFit(pieceName(piece, locale), p.selected + 1));
  };
  const move = (dx: number, dy: number) => {
    if (p.selected === null) return;
    const piece = game.slots[p.selected];
    p.setCursor((c) => clampCursor(piece, { gx: c.gx + dx, gy: c.gy + dy }));
  };
  return { select, tryPlace, toFloor, move };
}

/** Whether the view should re-render often (a counting total) or rarely (only numbers in the text). */
export function uiInterval(p: PlayerState): number {
  return busy(p.fx.fb, performance.now()) ? 50 : 120; // literal-ok: milliseconds between refused-drop checks, a UI choice
}
