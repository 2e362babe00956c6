// The game island's controller: puts together the URL state, the game, its replay, the player's state, the clock, the
// drawing and the input, and hands the view one object. Each part lives in its own file (see the imports).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { dailyDateOfSeed, dailySeed, type SandGame } from '~/engines/sand';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import type { Locale } from '~/i18n/locales';
import { SPECS } from './sandbox-specs';
import { useSandGame } from './use-sand-game';
import { useReplay } from './use-replay';
import { usePlayerState, usePlacement, uiInterval, type PlayerState } from './use-sand-play';
import { useGameLoop } from './use-game-loop';
import { usePieceDrag } from './use-piece-drag';
import { paintBoardIfChanged } from './board-paint';
import { bestOf, browserStore, recordScore, recordSeedScore, seedBestOf, seedKey } from './daily-best';
import { readPatternChoice } from './patterns-pref';
import { boardKey, type BoardAction } from './play-model';

/** Canvas pixels per board pixel. */
export const SCALE = 3;

/**
 * The daily game's best (kept per day), today's best, and the best of this seed with these settings (any other game):
 * read again only when a best was written. A game rebuilt from a link does not count (someone else's moves).
 */
function useBests(v: ReturnType<typeof useUrlState<typeof SPECS>>['values'], game: SandGame, fromLink: boolean, today: string | null) {
  const [written, setWritten] = useState(0);
  const day = dailyDateOfSeed(v.sbSeed);
  const isDaily = day !== null && v.sbConn === SPECS.sbConn.default && v.sbScore === SPECS.sbScore.default && v.sbColours === SPECS.sbColours.default;
  const key = seedKey(v.sbSeed, v.sbConn, v.sbScore, v.sbColours);
  useEffect(() => {
    if (fromLink || game.score === 0 || today === null) return;
    const kept = isDaily && day !== null ? recordScore(browserStore(), day, game.score, v.sbUndo) : recordSeedScore(browserStore(), key, game.score, v.sbUndo);
    if (kept.isNew) setWritten((k) => k + 1);
  }, [game, game.score, isDaily, fromLink, v.sbUndo, today]);
  const dayBest = useMemo(() => (day !== null && today !== null ? bestOf(browserStore(), day, v.sbUndo) : null), [day, v.sbUndo, today, written]);
  const todayBest = useMemo(() => (today !== null ? bestOf(browserStore(), today, false) : null), [today, written]);
  const seedBest = useMemo(() => (today !== null && !isDaily ? seedBestOf(browserStore(), key, v.sbUndo) : null), [key, isDaily, v.sbUndo, today, written]);
  const daily = isDaily && day !== null && today !== null ? { day, today: day === today, best: dayBest, counted: !fromLink } : null;
  return { daily, todayBest, seedBest };
}

/** Every part of the game, before the actions that use them. */
function useSandboxParts(locale: Locale) {
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const sg = useSandGame(v, state.set, locale);
  const game = sg.game;
  const p = usePlayerState(game, locale);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(rootRef);
  const [today, setToday] = useState<string | null>(null);
  const drag = useRef<{ preview: boolean }>({ preview: true });
  const [dbg, setDbg] = useState({ grid: false, clusters: false });
  const shownRef = useRef<SandGame>(game);
  const paint = (now = performance.now()) => {
    if (canvasRef.current)
      paintBoardIfChanged(canvasRef.current, shownRef.current, {
        scale: SCALE,
        showGrid: dbg.grid,
        showClusters: dbg.clusters,
        patterns: v.sbPatterns,
        selected: p.selected,
        cursor: p.cursor,
        preview: drag.current.preview,
        fb: p.fx.fb,
        now,
      });
  };
  const rp = useReplay({ onScreen, reduced: p.reduced, speed: v.sbReplaySpeed, paint, onClears: p.showClears, onFinish: (g) => sg.adopt(g, ''), locale });
  const shown = rp.active && rp.replay !== null ? rp.replay.game : game;
  shownRef.current = shown;
  const place = usePlacement(p, game, sg.place, () => rp.active, locale);
  const input = usePieceDrag({
    game,
    canvasRef,
    selected: p.selected,
    setSelected: p.setSelected,
    setCursor: p.setCursor,
    select: place.select,
    tryPlace: place.tryPlace,
    say: p.setMessage,
    locale,
  });
  drag.current.preview = input.preview;
  const loop = useGameLoop({
    run: onScreen && !p.paused && p.reduced !== null && !rp.active,
    speed: Number(p.speed),
    tick: (now) => tickOnce(p, game, now),
    paint,
    refresh: () => expireAndRefresh(p),
    uiMs: () => uiInterval(p),
    key: game,
  });
  const bests = useBests(v, game, sg.fromLink, today);
  useNewGame(p, game, rp, sg.takeMessage);
  useEffect(() => {
    setToday(dailySeed(new Date()));
    // Colour-blind mode chosen on another page or visit, and this link says nothing about it: turn it on.
    if (!new URLSearchParams(window.location.search).has('sbPatterns') && readPatternChoice() === true) state.set({ sbPatterns: true });
  }, []);
  useEffect(() => paint());
  return { state, v, sg, game, shown, p, rp, place, input, loop, bests, dbg, setDbg, today, setToday, canvasRef, boardRef, rootRef, locale };
}

export function useSandbox(locale: Locale) {
  const ctl = useSandboxParts(locale);
  return { ...ctl, onKey: (e: KeyboardEvent) => onBoardKey(ctl, e), actions: controlActions(ctl) };
}

function tickOnce(p: PlayerState, game: SandGame, now: number) {
  const wasOver = game.phase === 'over';
  const found = game.tick();
  if (found.length > 0) {
    p.fx.clears(game, found, now);
    p.showClears(found);
  }
  if (!wasOver && game.phase === 'over') p.fx.over();
}

function expireAndRefresh(p: PlayerState) {
  p.fx.expire(performance.now());
  p.refresh();
}

/** A new game (or an undo) starts with nothing selected and says where it came from; a replay of another game stops. */
function useNewGame(p: PlayerState, game: SandGame, rp: ReturnType<typeof useReplay>, takeMessage: () => string) {
  useEffect(() => {
    if (rp.replay !== null && rp.replay.game === game) return;
    if (rp.replay !== null) rp.stop();
    p.setSelected(null);
    p.setEvents([]);
    p.setMessage(takeMessage());
  }, [game]);
}

export type Sandbox = ReturnType<typeof useSandboxParts>;

/** The buttons' and keys' actions that are not placements. */
export function controlActions(c: Sandbox) {
  const { p, game, rp, sg } = c;
  const busy = () => {
    p.setMessage(p.m.replayBusy);
  };
  return {
    togglePause: () => {
      if (!p.paused) c.loop.stop();
      p.setPaused(!p.paused);
    },
    stepOnce: () => {
      tickOnce(p, game, performance.now());
      p.refresh();
    },
    runToRest: () => {
      p.showClears(game.runUntilIdle());
      p.refresh();
    },
    undo: () => {
      if (rp.active) return busy();
      const refused = sg.undo();
      if (refused === 'off') p.setMessage(p.m.undoOff);
      else if (refused === 'nothing') p.setMessage(p.m.undoNothing);
    },
    watchReplay: () => {
      p.setSelected(null);
      p.setEvents([]);
      rp.start(game);
    },
    check: () => {
      if (rp.active) return busy();
      game.requestCheck();
      p.setMessage(p.m.checkRequested);
    },
    busy,
  };
}

function runAction(c: Sandbox, a: BoardAction) {
  const act = controlActions(c);
  if (a.kind === 'select') c.place.select(a.slot);
  else if (a.kind === 'move') c.place.move(a.dx, a.dy);
  else if (a.kind === 'floor') c.place.toFloor();
  else if (a.kind === 'drop' && c.p.selected !== null) c.place.tryPlace(c.p.selected, c.p.cursor);
  else if (a.kind === 'pause') act.togglePause();
  else if (a.kind === 'step') act.stepOnce();
  else if (a.kind === 'undo') act.undo();
  else if (a.kind === 'replay') act.watchReplay();
  else if (a.kind === 'speed') c.p.setSpeed(c.p.speed === '2' ? '1' : '2');
  else if (a.kind === 'busy') act.busy();
  else if (a.kind === 'replay-key') runReplayKey(c, a.key);
}

function runReplayKey(c: Sandbox, key: 'p' | 'n' | 'e' | 's' | 'r') {
  const { rp } = c;
  if (key === 'p') rp.togglePlay();
  else if (key === 'n') rp.nextPlacement();
  else if (key === 'e') rp.jumpToEnd();
  else if (key === 's' && !rp.playing) rp.stepFrame();
  else if (key === 'r') controlActions(c).watchReplay();
}

function onBoardKey(c: Sandbox, e: KeyboardEvent) {
  const a = boardKey(
    e.key,
    { ctrl: e.ctrlKey, meta: e.metaKey, alt: e.altKey, shift: e.shiftKey },
    { selected: c.p.selected, paused: c.p.paused, replaying: c.rp.active, hasMoves: c.game.moves.length > 0 },
  );
  if (a === null) return;
  e.preventDefault();
  runAction(c, a);
}
