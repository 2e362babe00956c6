// The game's clock: 60 engine frames a second times the speed, run from requestAnimationFrame only while the board is on
// screen, not paused and not showing a replay. It also measures the page's frames (FPS and the time a tick took) for the
// debug panel (seed 004 §14.4: 显示性能统计).
import { useEffect, useRef } from 'preact/hooks';
import { FRAME_MS } from '~/engines/sand';
import { startLoop } from './draw';

export interface LoopStats {
  /** Animation frames drawn in the last second. */
  fps: number;
  /** Milliseconds the last engine frame took. */
  tickMs: number;
}

interface Args {
  run: boolean;
  speed: number;
  /** One engine frame. */
  tick: (now: number) => void;
  /** Draw the board (once per animation frame). */
  paint: (now: number) => void;
  /** Re-render the text around the board; called every `uiMs()` milliseconds. */
  refresh: () => void;
  uiMs: () => number;
  /** Anything that restarts the loop (a new game). */
  key: unknown;
}

/** Most engine frames run in one animation frame (after a stall the game does not race to catch up). */
const MAX_CATCH_UP = 8;

export function useGameLoop({ run, speed, tick, paint, refresh, uiMs, key }: Args) {
  const stats = useRef<LoopStats>({ fps: 0, tickMs: 0 });
  const stop = useRef<() => void>(() => undefined);
  // The latest callbacks (they close over the view's current state); the loop itself restarts only when `run`, `speed` or `key` change.
  const calls = useRef({ tick, paint, refresh, uiMs });
  calls.current = { tick, paint, refresh, uiMs };
  useEffect(() => {
    if (!run) return;
    let last = performance.now();
    let acc = 0;
    let lastUi = 0;
    const frames: number[] = [];
    const perTick = FRAME_MS / speed;
    stop.current = startLoop((now) => {
      acc += Math.min(100, now - last);
      last = now;
      let n = 0;
      while (acc >= perTick && n < MAX_CATCH_UP) {
        acc -= perTick;
        n++;
        const t0 = performance.now();
        calls.current.tick(now);
        stats.current.tickMs = performance.now() - t0;
      }
      if (n === MAX_CATCH_UP) acc = 0;
      calls.current.paint(now);
      frames.push(now);
      while (frames.length > 0 && frames[0] <= now - 1000) frames.shift(); // literal-ok: one second of frames, for the FPS count
      stats.current.fps = frames.length;
      if (now - lastUi > calls.current.uiMs()) {
        lastUi = now;
        calls.current.refresh();
      }
    });
    return stop.current;
  }, [run, speed, key]);
  return { stats, stop: () => stop.current() };
}
