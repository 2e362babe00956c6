// Island: the full sand-block game on a canvas at 60 frames a second, with drag and drop, keyboard play, debug tools and URL settings.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  CELL,
  FRAME_MS,
  LOGICAL_HEIGHT,
  LOGICAL_WIDTH,
  PIXEL_HEIGHT,
  PIXEL_WIDTH,
  createSandGame,
  decodeMoves,
  encodeMoves,
  replayMoves,
  labelClusters,
  pieceSize,
  type ClearEvent,
  type Piece,
  type SandGame,
} from '~/engines/sand';
import { choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { COLOUR_WORDS, PALETTE, drawWorld, startLoop } from './draw';
import './sand.css';
import { SandSettings, SEED_PATTERN } from './SandSettings';
import { useReducedMotion } from './use-reduced-motion';

export const SPECS = {
  sbSeed: textParam({ default: '1', pattern: SEED_PATTERN, maxLength: 24, describe: 'a seed of up to 24 letters, digits, - or _' }),
  sbConn: choiceParam({ default: '4', choices: ['4', '8'] as const }),
  sbScore: choiceParam({ default: 'sqrt', choices: ['sqrt', 'linear'] as const }),
  sbColours: choiceParam({ default: '4', choices: ['4', '6'] as const }),
  /** The game's placements, encoded by the engine (encodeMoves): a link replays them to the same board and score. */
  sbMoves: textParam({ default: '', pattern: /^[A-Za-z0-9_-]*$/, maxLength: 8000, describe: 'a move list (letters, digits, - and _)' }),
};
const SCALE = 3;
const CELL_PX = CELL * SCALE;
const SPEEDS = ['1', '0.5', '0.1'] as const;
type Speed = (typeof SPEEDS)[number];

interface Cursor {
  gx: number;
  gy: number;
}

const pieceName = (p: Piece) => `${COLOUR_WORDS[p.colour]} ${p.shape}`;

function clampCursor(p: Piece, c: Cursor): Cursor {
  const { w, h } = pieceSize(p.cells);
  return { gx: Math.max(0, Math.min(LOGICAL_WIDTH - w, c.gx)), gy: Math.max(0, Math.min(LOGICAL_HEIGHT - h, c.gy)) };
}

function PieceIcon({ piece }: { piece: Piece }) {
  const { w, h } = pieceSize(piece.cells);
  const s = 12;
  return (
    <svg width={w * s} height={h * s} viewBox={`0 0 ${w * s} ${h * s}`} aria-hidden="true">
      {piece.cells.map((c) => (
        <rect
          key={`${c.x},${c.y}`}
          x={c.x * s + 1}
          y={c.y * s + 1}
          width={s - 2}
          height={s - 2}
          fill={PALETTE[piece.colour]}
          stroke="#000"
          stroke-width="0.5"
        />
      ))}
    </svg>
  );
}

export default function SandSandbox() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const settingsKey = `${v.sbSeed}|${v.sbConn}|${v.sbScore}|${v.sbColours}`;
  const [restarts, setRestarts] = useState(0);
  // The move list this island last wrote to the URL; a different one (a link being opened) is replayed.
  const written = useRef('');
  const [load, setLoad] = useState<{ text: string; key: number }>({ text: '', key: 0 });
  const loadNotice = useRef('');
  useEffect(() => {
    if (v.sbMoves !== written.current) setLoad((l) => ({ text: v.sbMoves, key: l.key + 1 }));
  }, [v.sbMoves]);
  const game = useMemo<SandGame>(() => {
    const options = { seed: v.sbSeed, connectivity: v.sbConn === '8' ? 8 : 4, formula: v.sbScore, colours: v.sbColours === '6' ? 6 : 4 } as const;
    loadNotice.current = '';
    written.current = load.text;
    if (load.text === '') return createSandGame(options);
    try {
      const { game: replayed } = replayMoves(options, decodeMoves(load.text));
      loadNotice.current = `Replayed ${replayed.moves.length} move${replayed.moves.length === 1 ? '' : 's'} from the link.`;
      return replayed;
    } catch (err) {
      loadNotice.current = `The link's move list does not replay (${err instanceof RangeError ? err.message : 'unreadable'}); a new game starts.`;
      written.current = '';
      return createSandGame(options);
    }
  }, [settingsKey, restarts, load.key]);
  /** A new game by the player's choice: the link no longer carries moves. */
  const restart = () => {
    setLoad((l) => ({ text: '', key: l.key + 1 }));
    written.current = '';
    state.set({ sbMoves: '' });
    setRestarts((r) => r + 1);
  };

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
  const drag = useRef<{ id: number; x0: number; y0: number; moved: boolean } | null>(null);

  // A new game starts with nothing selected and no messages.
  useEffect(() => {
    setSelected(null);
    setEvents([]);
    setMessage(loadNotice.current);
  }, [game]);

  // Reduced motion: the game starts paused and moves only on demand (step a frame, run to rest, or resume).
  useEffect(() => {
    if (!reduced) return;
    setPaused(true);
    setMessage('Paused because your system asks for reduced motion: step one frame, run to rest, or resume.');
  }, [reduced]);

  const paint = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const w = game.world;
    let shade: Uint8Array | undefined;
    if (game.phase === 'clearing') {
      // The clear animation (§8.3): the found pixels flash for one second, then go.
      shade = new Uint8Array(w.width * w.height);
      const on = Math.floor(game.clearTimer / 6) % 2 === 0;
      for (const c of game.clearing) for (const i of c.indices) shade[i] = on ? 2 : 0;
    } else if (showClusters) {
      const map = labelClusters(w);
      shade = new Uint8Array(w.width * w.height);
      for (let i = 0; i < map.labels.length; i++) {
        const k = map.labels[i];
        if (k < 0) continue;
        const c = map.clusters[k];
        shade[i] = c.touchesLeft && c.touchesRight ? 2 : c.touchesLeft || c.touchesRight ? 0 : 1;
      }
    }
    drawWorld(canvas, w, { scale: SCALE, shade, grid: showGrid ? CELL : 0 });
    const ctx = canvas.getContext('2d');
    if (!ctx || selected === null || game.phase === 'over') return;
    const piece = game.slots[selected];
    const blocked = game.blockedCells(piece, cursor.gx, cursor.gy);
    const legal = !blocked.some(Boolean);
    piece.cells.forEach((c, k) => {
      const x = (cursor.gx + c.x) * CELL_PX;
      const y = (cursor.gy + c.y) * CELL_PX;
      ctx.globalAlpha = 0.6;
      ctx.fillStyle = PALETTE[piece.colour];
      ctx.fillRect(x, y, CELL_PX, CELL_PX);
      ctx.globalAlpha = 1;
      ctx.lineWidth = 2;
      ctx.strokeStyle = blocked[k] ? '#ff3b30' : legal ? '#34c759' : '#ffcc00';
      ctx.setLineDash(legal ? [] : [4, 3]);
      ctx.strokeRect(x + 1, y + 1, CELL_PX - 2, CELL_PX - 2);
      ctx.setLineDash([]);
    });
  };

  const tickOnce = () => {
    const t0 = performance.now();
    const found = game.tick();
    frameMs.current = performance.now() - t0;
    showClears(found);
  };
  const showClears = (found: ClearEvent[]) => {
    if (found.length === 0) return;
    const lines = found.map(
      (e) =>
        `Chain ×${e.chain}: ${COLOUR_WORDS[e.colour]} ${e.cells.toFixed(2)} cells (${e.pixels} pixels), +${e.points}${e.late ? ' (holds a piece placed during the chain: its own count)' : ''}`,
    );
    setEvents((old) => [...lines, ...old].slice(0, 5));
  };

  // The game loop: 60 ticks a second times the speed, only while on screen and not paused.
  useEffect(() => {
    if (!onScreen || paused || reduced === null) return;
    let last = performance.now();
    let acc = 0;
    let lastUi = 0;
    const perTick = FRAME_MS / Number(speed);
    return startLoop((now) => {
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
      // UI refresh interval in ms:
      if (now - lastUi > 120 /* literal-ok: UI refresh interval in ms */) {
        lastUi = now;
        setUiTick((k) => k + 1);
      }
    });
  }, [onScreen, paused, reduced, speed, game, selected, cursor, showGrid, showClusters]);

  // Once paused, show the final numbers (the loop has stopped by the time this runs).
  useEffect(() => {
    if (paused) setUiTick((k) => k + 1);
  }, [paused]);

  // Paint after every render too (paused, or a change of selection or settings).
  useEffect(() => paint());

  const select = (slot: number | null) => {
    setSelected(slot);
    if (slot !== null) setCursor((c) => clampCursor(game.slots[slot], c));
    setMessage(slot === null ? '' : `Slot ${slot + 1}: ${pieceName(game.slots[slot])}. Arrows move it, Enter drops it, Escape puts it back.`);
  };

  const tryPlace = (slot: number, at: Cursor): boolean => {
    const piece = game.slots[slot];
    const ok = game.place(slot, at.gx, at.gy);
    if (ok) {
      written.current = encodeMoves(game.moves);
      state.set({ sbMoves: written.current });
    }
    setMessage(
      ok
        ? `Dropped the ${pieceName(piece)} at column ${at.gx + 1}, row ${at.gy + 1}.`
        : `The ${pieceName(piece)} does not fit there; it goes back to slot ${slot + 1}.`,
    );
    setSelected(null);
    setUiTick((k) => k + 1);
    return ok;
  };

  const cursorFromPointer = (clientX: number, clientY: number, piece: Piece): { at: Cursor; inside: boolean } | null => {
    const canvas = canvasRef.current;
    if (!canvas) return null;
    const r = canvas.getBoundingClientRect();
    const sx = (clientX - r.left) * (canvas.width / r.width);
    const sy = (clientY - r.top) * (canvas.height / r.height);
    const inside = sx >= 0 && sy >= 0 && sx < canvas.width && sy < canvas.height;
    const { w, h } = pieceSize(piece.cells);
    // Snap so the middle of the piece follows the pointer (§6.3.2 snapToGrid).
    const at = clampCursor(piece, { gx: Math.round(sx / CELL_PX - w / 2), gy: Math.round(sy / CELL_PX - h / 2) });
    return { at, inside };
  };

  const onSlotPointerDown = (slot: number, e: PointerEvent) => {
    if (game.phase === 'over') return;
    try {
      // Keep receiving the pointer's moves while it is over the board (touch moves go to the pressed element anyway).
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    } catch {
      /* a pointer that is already gone cannot be captured; the drag still works for mouse and touch */
    }
    drag.current = { id: e.pointerId, x0: e.clientX, y0: e.clientY, moved: false };
    setSelected(slot);
  };
  const onSlotPointerMove = (slot: number, e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    if (Math.abs(e.clientX - d.x0) + Math.abs(e.clientY - d.y0) > 6) d.moved = true;
    const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[slot]);
    if (hit && hit.inside) setCursor(hit.at);
  };
  const onSlotPointerUp = (slot: number, e: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== e.pointerId) return;
    const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[slot]);
    if (hit && hit.inside) tryPlace(slot, hit.at);
    else if (!d.moved)
      select(slot); // a plain click: the slot stays chosen for the keyboard or a click on the board
    else {
      setSelected(null);
      setMessage(`Dropped outside the board; the ${pieceName(game.slots[slot])} goes back to slot ${slot + 1}.`);
    }
  };

  const onBoardKey = (e: KeyboardEvent) => {
    const k = e.key;
    let handled = true;
    if (k === '1' || k === '2' || k === '3') select(Number(k) - 1);
    else if (k === 'Escape') select(null);
    else if (k.startsWith('Arrow') && selected !== null) {
      const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k] ?? [0, 0];
      setCursor((c) => clampCursor(game.slots[selected], { gx: c.gx + d[0], gy: c.gy + d[1] }));
    } else if ((k === 'Enter' || k === ' ') && selected !== null) tryPlace(selected, cursor);
    else if (k === 'p' || k === 'P') setPaused((p) => !p);
    else if ((k === 's' || k === 'S') && paused) stepOnce();
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

  const w = game.world;
  const fits = game.placeableSlots();
  const over = game.phase === 'over';
  const status = `Score ${game.score}. ${w.pixelCount()} pixels on the board, ${w.activeCount()} still moving. Slots: ${game.slots
    .map((p, i) => `${i + 1} ${pieceName(p)}${fits[i] ? '' : ' (fits nowhere)'}`)
    .join('; ')}.${over ? ' Game over: no slot piece fits anywhere.' : ''}`;
  const topClusters = showClusters
    ? labelClusters(w)
        .clusters.filter((c) => c.touchesLeft || c.touchesRight)
        .sort((a, b) => b.pixels - a.pixels)
        .slice(0, 6)
    : [];

  return (
    <section id="sand-sandbox" class="atlas-island sand-island" aria-labelledby="sand-game-title" ref={rootRef}>
      <h2 id="sand-game-title">Play: the whole game</h2>
      <div class="sand-row">
        <div>
          <div class="sand-slots" role="group" aria-label="Preview slots">
            {game.slots.map((p, i) => (
              <button
                key={i}
                type="button"
                class="sand-slot"
                aria-pressed={selected === i}
                data-fits={String(fits[i])}
                data-testid={`sand-slot-${i + 1}`}
                aria-label={`Slot ${i + 1}: ${pieceName(p)}${fits[i] ? '' : ', fits nowhere'}`}
                onPointerDown={(e) => onSlotPointerDown(i, e as unknown as PointerEvent)}
                onPointerMove={(e) => onSlotPointerMove(i, e as unknown as PointerEvent)}
                onPointerUp={(e) => onSlotPointerUp(i, e as unknown as PointerEvent)}
                onClick={(e) => {
                  if ((e as MouseEvent).detail === 0) {
                    select(i);
                    boardRef.current?.focus();
                  }
                }}
              >
                <PieceIcon piece={p} />
                <span>
                  {i + 1}: {pieceName(p)}
                </span>
              </button>
            ))}
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application" is the ARIA role for a surface with its own keys (WAI-ARIA 1.2); jsx-a11y counts it as non-interactive */}
          <div
            class="sand-board"
            ref={boardRef}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the board takes the keys itself, so it must be in the tab order (see above)
            tabIndex={0}
            role="application"
            aria-label="Sand board. Keys: 1, 2 or 3 choose a slot; arrow keys move the piece; Enter drops it; Escape puts it back; P pauses; S steps one frame while paused."
            aria-describedby="sand-game-status"
            onKeyDown={(e) => onBoardKey(e as unknown as KeyboardEvent)}
          >
            <canvas
              ref={canvasRef}
              class="sand-canvas"
              width={PIXEL_WIDTH * SCALE}
              height={PIXEL_HEIGHT * SCALE}
              role="img"
              aria-label={`The ${PIXEL_WIDTH} × ${PIXEL_HEIGHT} pixel board; the text beside it says what is on it.`}
              onPointerMove={(e) => {
                if (selected === null || drag.current) return;
                const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[selected]);
                if (hit?.inside) setCursor(hit.at);
              }}
              onClick={(e) => {
                if (selected === null || drag.current) return;
                const hit = cursorFromPointer(e.clientX, e.clientY, game.slots[selected]);
                if (hit?.inside) tryPlace(selected, hit.at);
              }}
            />
            {over && (
              <div class="sand-over">
                <p>Game over: no slot piece fits.</p>
                <p>Score {game.score}</p>
                <button type="button" class="atlas-button" onClick={restart}>
                  Restart
                </button>
              </div>
            )}
          </div>
        </div>
        <div class="sand-side">
          <p class="sand-score" data-testid="sand-score">
            Score {game.score}
            {game.chain > 1 ? ` · chain ×${game.chain}` : ''}
          </p>
          <ul class="sand-events" aria-live="polite" data-testid="sand-events">
            {events.map((t, k) => (
              <li key={`${k}-${t}`}>{t}</li>
            ))}
          </ul>
          <p class="atlas-status" aria-live="polite" data-testid="sand-message">
            {message || 'Drag a piece from a slot onto the board, or focus the board and press 1, 2 or 3.'}
          </p>
          <p id="sand-game-status" class="sand-stats" data-testid="sand-status">
            {status}
          </p>
          <fieldset>
            <legend>Debug tools</legend>
            <div class="atlas-controls">
              <button type="button" class="atlas-button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
                {paused ? 'Resume' : 'Pause'}
              </button>
              <button type="button" class="atlas-button" onClick={stepOnce} disabled={!paused}>
                Step one frame
              </button>
              <button type="button" class="atlas-button" onClick={runToRest} disabled={!paused}>
                Run to rest
              </button>
              <label>
                Speed
                <select value={speed} onChange={(e) => setSpeed((e.currentTarget as HTMLSelectElement).value as Speed)}>
                  {SPEEDS.map((s) => (
                    <option key={s} value={s}>
                      {s}×
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <input type="checkbox" checked={showGrid} onChange={(e) => setShowGrid((e.currentTarget as HTMLInputElement).checked)} />
                Logical grid lines
              </label>
              <label>
                <input type="checkbox" checked={showClusters} onChange={(e) => setShowClusters((e.currentTarget as HTMLInputElement).checked)} />
                Highlight clusters
              </label>
              <button
                type="button"
                class="atlas-button"
                onClick={() => {
                  game.requestCheck();
                  setMessage('Clear check requested: it runs as soon as every pixel is at rest.');
                }}
              >
                Check for clears now
              </button>
            </div>
            <p class="sand-stats" data-testid="sand-stats">
              Frame {w.frame()} · pixels {w.pixelCount()} · active {w.activeCount()} · last tick {frameMs.current.toFixed(2)} ms · {game.phase}
            </p>
            {showClusters && (
              <ul class="sand-clusters" aria-label="Clusters touching a wall">
                {topClusters.length === 0 && <li>No cluster touches a wall.</li>}
                {topClusters.map((c, k) => (
                  <li key={k}>
                    {COLOUR_WORDS[c.colour]} {c.pixels} pixels: touches {[c.touchesLeft && 'left', c.touchesRight && 'right'].filter(Boolean).join(' and ')}
                    {c.touchesLeft && c.touchesRight ? ' (clears: drawn white)' : ''}
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <SandSettings
            values={v}
            onChange={(change) => {
              written.current = '';
              setLoad((l) => ({ text: '', key: l.key + 1 }));
              state.set({ ...change, sbMoves: '' });
            }}
            onRestart={restart}
            onBadSeed={() => setMessage('A seed is 1 to 24 letters, digits, - or _.')}
          />
          <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
        </div>
      </div>
    </section>
  );
}
