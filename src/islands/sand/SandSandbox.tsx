// Island: the full sand-block game on a canvas at 60 frames a second, with drag and drop, keyboard play, undo, a replay
// to watch, today's game, colour-blind patterns, debug tools and URL settings. This file holds the state and the keys;
// the parts live in their own files: use-sand-game.ts (the game, its move list in the link, undo), use-replay.ts (the
// replay), use-piece-drag.ts (pointer input), board-paint.ts (drawing), SandSlots, SandResult, SandReplay,
// SandDebugTools, SandSettings, PatternLegend, daily-best.ts.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FRAME_MS, PIXEL_HEIGHT, PIXEL_WIDTH, dailyDateOfSeed, dailySeed, type ClearEvent, type SandGame } from '~/engines/sand';
import { boolParam, choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { startLoop } from './draw';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatFixed, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';
import { colourName } from './SandPlay.messages';
import './sand.css';
import { SandSettings, SEED_PATTERN } from './SandSettings';
import { useReducedMotion } from './use-reduced-motion';
import { useSandGame } from './use-sand-game';
import { paintBoard } from './board-paint';
import { SandSlots, pieceName } from './SandSlots';
import { SandResult, type DailyInfo } from './SandResult';
import { SandDebugTools, type Speed } from './SandDebugTools';
import { PatternLegend } from './PatternLegend';
import { clampCursor, usePieceDrag, type Cursor } from './use-piece-drag';
import { bestOf, browserStore, recordScore } from './daily-best';
import { readPatternChoice, writePatternChoice } from './patterns-pref';
import { REPLAY_SPEEDS, useReplay } from './use-replay';
import { SandReplay } from './SandReplay';

export const SPECS = {
  sbSeed: textParam({
    default: '1',
    pattern: SEED_PATTERN,
    maxLength: 24,
    describe: { en: 'a seed of up to 24 letters, digits, - or _', 'zh-cn': '最多 24 个字母、数字、- 或 _ 组成的种子' },
  }),
  sbConn: choiceParam({ default: '4', choices: ['4', '8'] as const }),
  sbScore: choiceParam({ default: 'sqrt', choices: ['sqrt', 'linear'] as const }),
  sbColours: choiceParam({ default: '4', choices: ['4', '6'] as const }),
  /** Undo on (an extension; off by default): the game and its result are marked "with undo". */
  sbUndo: boolParam({ default: false }),
  /** Colour-blind mode: every colour also drawn with a pattern. */
  sbPatterns: boolParam({ default: false }),
  /** The game's placements, encoded by the engine (encodeMoves): a link replays them to the same board and score. */
  sbMoves: textParam({
    default: '',
    pattern: /^\.?[A-Za-z0-9_-]*$/,
    maxLength: 8000,
    describe: {
      en: 'a move list (an optional . for undo, then letters, digits, - and _)',
      'zh-cn': '一串着法（可以用 . 开头表示撤销，后面是字母、数字、- 和 _）',
    },
  }),
  /** How fast "Watch replay" plays the moves: frames of the game per frame of real time. */
  sbReplaySpeed: choiceParam({ default: '4', choices: REPLAY_SPEEDS }),
};
const SCALE = 3;

export default function SandSandbox({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number, digits = 0) => (digits ? formatFixed(locale, x, digits) : formatNumber(locale, x, MESSAGE_DIGITS));
  /** What the board says when asked to place, undo or check while a replay runs. */
  const REPLAY_BUSY = m.replayBusy;
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const { game, place, undo, adopt, restart, changeSettings, fromLink, takeMessage } = useSandGame(v, state.set, locale);
  /** The game on the board: the replay's while one runs, else the one being played. */
  const shownRef = useRef<SandGame>(game);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(rootRef);

  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState<Cursor>({ gx: 4, gy: 0 });
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const [speed, setSpeed] = useState<Speed>('1');
  const [showGrid, setShowGrid] = useState(false);
  const [showClusters, setShowClusters] = useState(false);
  const [events, setEvents] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [, setUiTick] = useState(0);
  const frameMs = useRef(0);
  // Today's date in UTC and the remembered bests need the browser: known once mounted.
  const [today, setToday] = useState<string | null>(null);
  const [bestsRead, setBestsRead] = useState(0);

  // A new game (or an undo) starts with nothing selected and says where it came from; a replay of another game stops. A
  // finished replay's own game, taken over, keeps the replay's messages and clears.
  useEffect(() => {
    if (rp.replay !== null && rp.replay.game === game) return;
    if (rp.replay !== null) rp.stop();
    setSelected(null);
    setEvents([]);
    setMessage(takeMessage());
  }, [game]);

  // Reduced motion: the game starts paused and moves only on demand (step a frame, run to rest, or resume).
  useEffect(() => {
    if (!reduced) return;
    setPaused(true);
    setMessage(m.reducedPause);
  }, [reduced]);

  useEffect(() => {
    setToday(dailySeed(new Date()));
    // Colour-blind mode chosen on another page or visit, and this link says nothing about it: turn it on.
    if (!new URLSearchParams(window.location.search).has('sbPatterns') && readPatternChoice() === true) state.set({ sbPatterns: true });
  }, []);

  // The daily game: a daily seed with the document's rules (the defaults); its best score is kept per day.
  const day = dailyDateOfSeed(v.sbSeed);
  const isDaily = day !== null && v.sbConn === SPECS.sbConn.default && v.sbScore === SPECS.sbScore.default && v.sbColours === SPECS.sbColours.default;
  useEffect(() => {
    if (!isDaily || day === null || fromLink || game.score === 0 || today === null) return;
    if (recordScore(browserStore(), day, game.score, v.sbUndo).isNew) setBestsRead((k) => k + 1);
  }, [game, game.score, isDaily, fromLink, v.sbUndo, today]);
  // Storage is read again only when a best was written or the day or the undo setting changed, not on every frame.
  const dayBest = useMemo(() => (day !== null && today !== null ? bestOf(browserStore(), day, v.sbUndo) : null), [day, v.sbUndo, today, bestsRead]);
  const todayBest = useMemo(() => (today !== null ? bestOf(browserStore(), today, false) : null), [today, bestsRead]);
  const daily: DailyInfo | null = isDaily && day !== null && today !== null ? { day, today: day === today, best: dayBest, counted: !fromLink } : null;

  const paint = () => {
    if (canvasRef.current) paintBoard(canvasRef.current, shownRef.current, { scale: SCALE, showGrid, showClusters, patterns: v.sbPatterns, selected, cursor });
  };

  const showClears = (found: ClearEvent[]) => {
    if (found.length === 0) return;
    const lines = found.map((e) => m.clear(num(e.chain), colourName(e.colour, locale), num(e.cells, 2), num(e.pixels), num(e.points), !!e.late));
    setEvents((old) => [...lines, ...old].slice(0, 5));
  };
  const tickOnce = () => {
    const t0 = performance.now();
    const found = game.tick();
    frameMs.current = performance.now() - t0;
    showClears(found);
  };

  const rp = useReplay({
    onScreen,
    reduced,
    speed: v.sbReplaySpeed,
    paint,
    onClears: showClears,
    onFinish: (g) => adopt(g, ''),
    locale,
  });
  const shown = rp.active && rp.replay !== null ? rp.replay.game : game;
  shownRef.current = shown;

  // Stops the running game loop at once when the reader pauses (the effect's cleanup would wait for the next paint, and
  // one more animation frame could move the game on after the pause).
  const stopGameLoop = useRef<() => void>(() => undefined);
  const togglePause = () => {
    if (!paused) stopGameLoop.current();
    setPaused(!paused);
  };

  // The game loop: 60 ticks a second times the speed, only while on screen, not paused and not showing a replay.
  useEffect(() => {
    if (!onScreen || paused || reduced === null || rp.active) return;
    let last = performance.now();
    let acc = 0;
    let lastUi = 0;
    const perTick = FRAME_MS / Number(speed);
    const stop = startLoop((now) => {
      acc += Math.min(100, now - last);
      last = now;
      let n = 0;
      while (acc >= perTick && n < 4) {
        acc -= perTick;
        n++;
        tickOnce();
      }
      if (n === 4) acc = 0;
      paint();
      if (now - lastUi > 120 /* literal-ok: UI refresh interval in ms */) {
        lastUi = now;
        setUiTick((k) => k + 1);
      }
    });
    stopGameLoop.current = stop;
    return stop;
  }, [onScreen, paused, reduced, speed, game, selected, cursor, showGrid, showClusters, v.sbPatterns, rp.active]);

  // Once paused, show the final numbers (the loop has stopped by the time this runs).
  useEffect(() => {
    if (paused) setUiTick((k) => k + 1);
  }, [paused]);

  // Paint after every render too (paused, or a change of selection or settings).
  useEffect(() => paint());

  const select = (slot: number | null) => {
    if (rp.active && slot !== null) {
      setSelected(null);
      setMessage(REPLAY_BUSY);
      return;
    }
    setSelected(slot);
    if (slot !== null) setCursor((c) => clampCursor(game.slots[slot], c));
    setMessage(slot === null ? '' : m.selected(slot + 1, pieceName(game.slots[slot], locale)));
  };

  const tryPlace = (slot: number, at: Cursor): boolean => {
    if (rp.active) {
      setSelected(null);
      setMessage(REPLAY_BUSY);
      return false;
    }
    const piece = game.slots[slot];
    const ok = place(slot, at.gx, at.gy);
    setMessage(ok ? m.dropped(pieceName(piece, locale), num(at.gx + 1), num(at.gy + 1)) : m.noFit(pieceName(piece, locale), slot + 1));
    setSelected(null);
    setUiTick((k) => k + 1);
    return ok;
  };

  const doUndo = () => {
    if (rp.active) {
      setMessage(REPLAY_BUSY);
      return;
    }
    const refused = undo();
    if (refused === 'off') setMessage(m.undoOff);
    else if (refused === 'nothing') setMessage(m.undoNothing);
  };

  const input = usePieceDrag({ game, scale: SCALE, canvasRef, selected, setSelected, setCursor, select, tryPlace, say: setMessage, locale });

  const watchReplay = () => {
    setSelected(null);
    setEvents([]);
    rp.start(game);
  };

  /** The board's keys while a replay runs: P, N, E, S (paused) and R drive it; the keys of play say it is running. */
  const onReplayKey = (e: KeyboardEvent): boolean => {
    const k = e.key.toLowerCase();
    if (e.ctrlKey || e.metaKey || e.altKey) {
      if (k !== 'z') return false;
      setMessage(REPLAY_BUSY);
      return true;
    }
    if (k === 'p') rp.togglePlay();
    else if (k === 'n') rp.nextPlacement();
    else if (k === 'e') rp.jumpToEnd();
    else if (k === 's' && !rp.playing) rp.stepFrame();
    else if (k === 'r') watchReplay();
    else if (['1', '2', '3', 'enter', ' ', 'u'].includes(k)) setMessage(REPLAY_BUSY);
    else return false;
    return true;
  };

  const onBoardKey = (e: KeyboardEvent) => {
    const k = e.key;
    let handled = true;
    if (rp.active) handled = onReplayKey(e);
    else if (k === '1' || k === '2' || k === '3') select(Number(k) - 1);
    else if (k === 'Escape') select(null);
    else if (k.startsWith('Arrow') && selected !== null) {
      const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k] ?? [0, 0];
      setCursor((c) => clampCursor(game.slots[selected], { gx: c.gx + d[0], gy: c.gy + d[1] }));
    } else if ((k === 'Enter' || k === ' ') && selected !== null) tryPlace(selected, cursor);
    else if (k === 'p' || k === 'P') togglePause();
    else if ((k === 's' || k === 'S') && paused) stepOnce();
    else if (((k === 'u' || k === 'U') && !e.ctrlKey && !e.metaKey) || ((k === 'z' || k === 'Z') && (e.ctrlKey || e.metaKey))) doUndo();
    else if ((k === 'r' || k === 'R') && !e.ctrlKey && !e.metaKey && game.moves.length > 0) watchReplay();
    else handled = false;
    if (handled) e.preventDefault();
  };

  const stepOnce = () => {
    tickOnce();
    paint();
    setUiTick((k) => k + 1);
  };
  /** Every frame until the board is at rest and no check is pending, at once (clears included). */
  const runToRest = () => {
    showClears(game.runUntilIdle());
    paint();
    setUiTick((k) => k + 1);
  };

  const w = shown.world;
  const fits = shown.placeableSlots();
  const over = shown.phase === 'over';
  const status = m.status(
    rp.active,
    num(shown.score),
    v.sbUndo,
    num(w.pixelCount()),
    num(w.activeCount()),
    shown.slots.map((p, i) => m.statusSlot(i + 1, pieceName(p, locale), fits[i])).join(m.slotSep),
    over,
  );
  const undoButton = v.sbUndo && (
    <button type="button" class="atlas-button" onClick={doUndo} disabled={game.moves.length === 0} aria-keyshortcuts="U">
      {m.undoButton}
    </button>
  );

  return (
    <section id="sand-sandbox" class="atlas-island sand-island" aria-labelledby="sand-game-title" ref={rootRef}>
      <h2 id="sand-game-title">{m.title}</h2>
      <div class="sand-row">
        <div>
          <SandSlots
            slots={shown.slots}
            fits={fits}
            selected={selected}
            patterns={v.sbPatterns}
            onPointerDown={input.slotPointerDown}
            onPointerMove={input.slotPointerMove}
            onPointerUp={input.slotPointerUp}
            locale={locale}
            onKeyChoose={(i) => {
              select(i);
              boardRef.current?.focus();
            }}
          />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application" is the ARIA role for a surface with its own keys (WAI-ARIA 1.2); jsx-a11y counts it as non-interactive */}
          <div
            class="sand-board"
            ref={boardRef}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the board takes the keys itself, so it must be in the tab order (see above)
            tabIndex={0}
            role="application"
            aria-label={m.board(v.sbUndo)}
            aria-describedby="sand-game-status"
            onKeyDown={(e) => onBoardKey(e as unknown as KeyboardEvent)}
          >
            <canvas
              ref={canvasRef}
              class="sand-canvas"
              data-patterns={String(v.sbPatterns)}
              width={PIXEL_WIDTH * SCALE}
              height={PIXEL_HEIGHT * SCALE}
              role="img"
              aria-label={m.canvas(num(PIXEL_WIDTH), num(PIXEL_HEIGHT))}
              onPointerMove={(e) => input.boardPointerMove(e as unknown as PointerEvent)}
              onClick={(e) => input.boardClick(e as unknown as MouseEvent)}
            />
            {over && (
              <div class="sand-over">
                <p>{m.overTitle}</p>
                <p>{m.overScore(num(shown.score), v.sbUndo)}</p>
                {undoButton}
                <button type="button" class="atlas-button" onClick={restart}>
                  {m.restart}
                </button>
              </div>
            )}
          </div>
          {v.sbPatterns && <PatternLegend count={game.colourCount} locale={locale} />}
        </div>
        <div class="sand-side">
          <SandResult
            game={shown}
            withUndo={v.sbUndo}
            events={events}
            quiet={rp.playing}
            message={message}
            status={status}
            daily={daily}
            todayBest={todayBest}
            locale={locale}
          />
          {undoButton && !over && <div class="atlas-controls">{undoButton}</div>}
          <SandReplay
            moves={game.moves.length}
            active={rp.active}
            playing={rp.playing}
            position={rp.position}
            speed={v.sbReplaySpeed}
            said={rp.said}
            fromLink={fromLink}
            onWatch={watchReplay}
            onPlay={rp.togglePlay}
            onNext={rp.nextPlacement}
            onEnd={rp.jumpToEnd}
            onSpeed={(s) => state.set({ sbReplaySpeed: s })}
            locale={locale}
          />
          <SandDebugTools
            game={shown}
            paused={rp.active ? !rp.playing : paused}
            canRunToRest={!rp.active}
            speed={speed}
            showGrid={showGrid}
            showClusters={showClusters}
            lastTickMs={frameMs.current}
            onPause={rp.active ? rp.togglePlay : togglePause}
            onStep={rp.active ? rp.stepFrame : stepOnce}
            onRunToRest={runToRest}
            onSpeed={setSpeed}
            onGrid={setShowGrid}
            onClusters={setShowClusters}
            onCheck={() => {
              if (rp.active) {
                setMessage(REPLAY_BUSY);
                return;
              }
              game.requestCheck();
              setMessage(m.checkRequested);
            }}
            locale={locale}
          />
          <SandSettings
            values={v}
            patterns={v.sbPatterns}
            today={today}
            onChange={changeSettings}
            onPatterns={(on) => {
              state.set({ sbPatterns: on });
              writePatternChoice(on);
            }}
            onToday={() => {
              const seed = dailySeed(new Date());
              setToday(seed);
              changeSettings({ sbSeed: seed, sbConn: SPECS.sbConn.default, sbScore: SPECS.sbScore.default, sbColours: SPECS.sbColours.default });
            }}
            onRestart={restart}
            onBadSeed={() => setMessage(m.badSeed)}
            locale={locale}
          />
          <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
        </div>
      </div>
    </section>
  );
}
