// The sandbox's game: made from the settings, replayed from a link's move list, undone, taken over from a finished replay,
// restarted; every placement and undo writes the move list back to the link (sbMoves), marked when played with undo on.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createSandGame, decodeMoveList, encodeMoves, replayMoves, undoLastMove, type SandGame, type SandGameOptions } from '~/engines/sand';
import type { SandSettingsValues } from './SandSettings';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';

export interface SandGameValues extends SandSettingsValues {
  sbMoves: string;
}

type Change = Partial<SandGameValues>;

/** Why an undo did nothing. */
export type UndoRefusal = 'off' | 'nothing';

export function optionsOf(v: SandSettingsValues): SandGameOptions {
  return { seed: v.sbSeed, connectivity: v.sbConn === '8' ? 8 : 4, formula: v.sbScore, colours: v.sbColours === '6' ? 6 : 4 };
}

/**
 * The game a link's move list gives: a new game when it is empty, the replayed game when it replays, else a new game and a
 * message saying why the list did not replay. Also what the island should remember it wrote, and where the game came from.
 */
export function gameFromLink(options: SandGameOptions, text: string, locale: Locale) {
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const fresh = { message: '', origin: { fromLink: false, marked: false }, written: text };
  if (text === '') return { ...fresh, game: createSandGame(options) };
  try {
    const list = decodeMoveList(text);
    const { game } = replayMoves(options, list.moves);
    const n = game.moves.length;
    return { ...fresh, game, origin: { fromLink: true, marked: list.undo }, message: m.replayedLink(num(n), n === 1, list.undo) };
  } catch (err) {
    return { ...fresh, game: createSandGame(options), written: '', message: m.linkBroken(err instanceof RangeError ? err.message : m.unreadable) };
  }
}

/** The game the link and the settings make (rebuilt on a new link, new settings or a restart), and where it came from. */
function useLinkedGame(v: SandGameValues, setUrl: (change: Change) => void, locale: Locale) {
  const settingsKey = `${v.sbSeed}|${v.sbConn}|${v.sbScore}|${v.sbColours}`;
  const [restarts, setRestarts] = useState(0);
  // The move list this island last wrote to the URL; a different one (a link being opened) is replayed.
  const written = useRef('');
  const [load, setLoad] = useState<{ text: string; key: number }>({ text: '', key: 0 });
  /** What the next game change should say, and what is known about where the game came from. */
  const nextMessage = useRef('');
  const origin = useRef({ fromLink: false, marked: false });
  useEffect(() => {
    if (v.sbMoves !== written.current) setLoad((l) => ({ text: v.sbMoves, key: l.key + 1 }));
  }, [v.sbMoves]);

  const base = useMemo<SandGame>(() => {
    const made = gameFromLink(optionsOf(v), load.text, locale);
    nextMessage.current = made.message;
    origin.current = made.origin;
    written.current = made.written;
    return made.game;
  }, [settingsKey, restarts, load.key]);

  // A move list with the undo mark keeps its mark: the link's game was played with undo on, so undo is on here too.
  useEffect(() => {
    if (origin.current.marked && !v.sbUndo) setUrl({ sbUndo: true });
  }, [base]);
  return { base, written, nextMessage, origin, setLoad, setRestarts };
}

export function useSandGame(v: SandGameValues, setUrl: (change: Change) => void, locale: Locale = 'en') {
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const { base, written, nextMessage, origin, setLoad, setRestarts } = useLinkedGame(v, setUrl, locale);

  // An undo, or a finished replay, replaces the game until the next new game (a new base).
  const [replaced, setReplaced] = useState<{ base: SandGame; game: SandGame } | null>(null);
  const game = replaced !== null && replaced.base === base ? replaced.game : base;

  const writeMoves = (g: SandGame) => {
    written.current = encodeMoves(g.moves, { undo: v.sbUndo });
    setUrl({ sbMoves: written.current });
  };

  /** Places a slot's piece; on success the link's move list grows by one move. */
  const place = (slot: number, gx: number, gy: number): boolean => {
    const ok = game.place(slot, gx, gy);
    if (ok) writeMoves(game);
    return ok;
  };

  /** Takes back the last placement (the engine replays every move but the last); null when done, else why not. */
  const undo = (): UndoRefusal | null => {
    if (!v.sbUndo) return 'off';
    if (game.moves.length === 0) return 'nothing';
    const g = undoLastMove(game);
    const left = g.moves.length;
    nextMessage.current = m.undid(num(left), left === 1, num(g.score));
    setReplaced({ base, game: g });
    writeMoves(g);
    return null;
  };

  /**
   * Puts a game rebuilt from this game's own moves (a replay that reached its end) in its place, so play goes on from the
   * replay's last frame. Its moves are the same, so the link does not change.
   */
  const adopt = (g: SandGame, message: string) => {
    if (g === game) return;
    nextMessage.current = message;
    setReplaced({ base, game: g });
  };

  /** A new game by the player's choice: the link no longer carries moves. */
  const restart = () => {
    setLoad((l) => ({ text: '', key: l.key + 1 }));
    written.current = '';
    setUrl({ sbMoves: '' });
    setRestarts((r) => r + 1);
  };

  /** A change of settings starts a new game with no moves. */
  const changeSettings = (change: Partial<SandSettingsValues>) => {
    written.current = '';
    setLoad((l) => ({ text: '', key: l.key + 1 }));
    setUrl({ ...change, sbMoves: '' });
  };

  return {
    game,
    place,
    undo,
    adopt,
    restart,
    changeSettings,
    /** True when the game was rebuilt from a link's move list (someone else's game, or this one reloaded). */
    fromLink: origin.current.fromLink,
    /** The message for the game now shown (a replay or an undo), read once when the game changes. */
    takeMessage: () => {
      const m = nextMessage.current;
      nextMessage.current = '';
      return m;
    },
  };
}
