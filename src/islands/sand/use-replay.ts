// The sandbox's replay: a game's move list played back from the start by the engine (MoveReplay), one frame at a time at
// 1×, 4× or 16×, with play/pause, one frame, the next placement and the end on demand. It runs only while the board is on
// screen, starts paused when the reader prefers reduced motion, and says what it did in a few polite sentences (never one
// per frame). At the end its game becomes the sandbox's game, so play goes on from the replay's last frame.
import { useEffect, useRef, useState } from 'preact/hooks';
import { FRAME_MS, createMoveReplay, type ClearEvent, type MoveReplay, type SandGame } from '~/engines/sand';
import { startLoop } from './draw';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';

/** Frames of the game per frame of real time (1× is the game's own 60 frames a second). */
export const REPLAY_SPEEDS = ['1', '4', '16'] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
/** How often the position readout is redrawn while the replay plays. */
const READOUT_MS = 120; // literal-ok: readout interval in milliseconds

/** Where a replay is: placements made of all, the game's frame, and the frame of the last placement. */
export interface ReplayPosition {
  placed: number;
  total: number;
  frame: number;
  lastFrame: number;
  finished: boolean;
}

interface Args {
  /** True while the board is on screen and the tab is visible. */
  onScreen: boolean;
  /** The reader's motion preference (null until known). */
  reduced: boolean | null;
  speed: ReplaySpeed;
  /** Draw the board (called after frames have run). */
  paint: () => void;
  /** Clears found on steps the reader asked for (not while playing, so the list of clears is not read out every second). */
  onClears: (events: ClearEvent[]) => void;
  /** The replay reached its end: its game takes the place of the sandbox's game. */
  onFinish: (game: SandGame) => void;
  /** The page's language (default English). */
  locale?: Locale;
}

export function positionOf(r: MoveReplay): ReplayPosition {
  return {
    placed: r.placed,
    total: r.moves.length,
    frame: r.game.ticks,
    lastFrame: r.moves.length > 0 ? r.moves[r.moves.length - 1].tick : 0,
    finished: r.finished,
  };
}

/** Runs one step of the replay's engine after another until one frame has run (placements on that frame included). */
function frame(r: MoveReplay, events: ClearEvent[]): boolean {
  for (;;) {
    const s = r.step();
    if (s.kind === 'end') return false;
    if (s.kind === 'frame') {
      events.push(...s.events);
      return true;
    }
  }
}

interface LoopArgs {
  replay: MoveReplay | null;
  playing: boolean;
  onScreen: boolean;
  speed: string;
  /** The newest callbacks (read on every frame). */
  calls: { current: { paint: () => void; finish: (r: MoveReplay) => void; fail: (err: unknown) => void; redraw: () => void } };
  stopLoop: { current: () => void };
}

/** Playing: `speed` frames of the game per 1/60 s of real time, only on screen; the readout is redrawn every READOUT_MS. */
function useReplayLoop({ replay, playing, onScreen, speed, calls, stopLoop }: LoopArgs) {
  useEffect(() => {
    if (replay === null || !playing || !onScreen) return;
    let last = performance.now();
    let acc = 0;
    let lastReadout = 0;
    const perFrame = FRAME_MS / Number(speed);
    const most = 3 * Number(speed);
    const stop = startLoop((now) => {
      acc += Math.min(100, now - last);
      last = now;
      const events: ClearEvent[] = [];
      let n = 0;
      try {
        while (acc >= perFrame && n < most && frame(replay, events)) {
          acc -= perFrame;
          n++;
        }
      } catch (err) {
        calls.current.fail(err);
        return false;
      }
      if (n === most) acc = 0;
      calls.current.paint();
      if (replay.finished) {
        calls.current.finish(replay);
        calls.current.redraw();
        return false;
      }
      if (now - lastReadout > READOUT_MS) {
        lastReadout = now;
        calls.current.redraw();
      }
    });
    stopLoop.current = stop;
    return stop;
  }, [replay, playing, onScreen, speed]);
}

type Step = (r: MoveReplay, events: ClearEvent[]) => string | null;

/** The replay's state: the replay, playing or not, what it last said, where the last one ended, a redraw counter. */
function useReplayState() {
  const [replay, setReplay] = useState<MoveReplay | null>(null);
  const [playing, setPlaying] = useState(false);
  const [said, setSaid] = useState('');
  // Where the last replay ended (the game then plays on, so its clock no longer says where the replay was).
  const [ended, setEnded] = useState<ReplayPosition | null>(null);
  const [, redraw] = useState(0);
  return { replay, setReplay, playing, setPlaying, said, setSaid, ended, setEnded, redraw };
}

/** Drops the replay: nothing playing, nothing said. */
function stopReplay(st: ReturnType<typeof useReplayState>) {
  st.setReplay(null);
  st.setPlaying(false);
  st.setSaid('');
}

/** Starts a replay of this game from its first frame, paused when the reader prefers reduced motion (or before it is known). */
function startReplay(
  st: ReturnType<typeof useReplayState>,
  game: SandGame,
  reduced: boolean | null,
  speed: ReplaySpeed,
  m: (typeof SANDBOX_MESSAGES)['en'],
  num: (x: number) => string,
) {
  const r = createMoveReplay(game.options, game.moves);
  const still = reduced !== false;
  st.setReplay(r);
  st.setEnded(null);
  st.setPlaying(!still);
  st.setSaid(m.replayStart(num(r.moves.length), r.moves.length === 1, !still, !!reduced, speed));
}

/** The reader's step requests: each runs the replay's engine and returns what to say (null: nothing). */
function stepRequests(m: (typeof SANDBOX_MESSAGES)['en'], num: (x: number) => string): Record<'frame' | 'nextPlacement' | 'toEnd', Step> {
  return {
    frame: (r, events) => {
      frame(r, events);
      return null;
    },
    nextPlacement: (r, events) => {
      events.push(...r.toNextPlacement());
      const p = positionOf(r);
      const mv = r.moves[p.placed - 1];
      return m.replayPlaced(num(p.placed), num(p.total), num(p.frame), mv.slot + 1, num(mv.gx + 1), num(mv.gy + 1), p.placed === p.total && !r.finished);
    },
    toEnd: (r, events) => {
      events.push(...r.toEnd());
      return null;
    },
  };
}

export function useReplay({ onScreen, reduced, speed, paint, onClears, onFinish, locale = 'en' }: Args) {
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const stopped = (err: unknown) => m.replayStopped(err instanceof RangeError ? err.message : m.replayBroken);
  const st = useReplayState();
  const { replay, setReplay, playing, setPlaying, setSaid, redraw } = st;
  // The loop reads the newest callbacks without restarting.
  const calls = useRef({ paint, onClears, onFinish });
  calls.current = { paint, onClears, onFinish };

  /** Ends the replay at its last frame: the sandbox plays on from there. */
  const finish = (r: MoveReplay) => {
    setPlaying(false);
    const p = positionOf(r);
    st.setEnded(p);
    setSaid(m.replayFinished(num(p.total), p.total === 1, num(p.frame), num(r.game.score)));
    calls.current.onFinish(r.game);
  };

  const fail = (err: unknown) => {
    setPlaying(false);
    setReplay(null);
    setSaid(stopped(err));
  };
  /** Runs a reader's request on the replay; a move list the engine refuses stops the replay with the reason. */
  const act = (what: Step) => {
    const r = replay;
    if (r === null || r.finished) return;
    const events: ClearEvent[] = [];
    try {
      const text = what(r, events);
      calls.current.onClears(events);
      if (r.finished) finish(r);
      else if (text !== null) setSaid(text);
    } catch (err) {
      fail(err);
    }
    calls.current.paint();
    redraw((k) => k + 1);
  };

  // Stops the running loop at once, so a pause never lets one more frame move the board past what it announced.
  const stopLoop = useRef<() => void>(() => undefined);

  const loopCalls = useRef({ paint, finish, fail, redraw: () => redraw((k) => k + 1) });
  loopCalls.current = { paint, finish, fail, redraw: () => redraw((k) => k + 1) };
  useReplayLoop({ replay, playing, onScreen, speed, calls: loopCalls, stopLoop });

  const active = replay !== null && !replay.finished;
  const steps = stepRequests(m, num);

  return {
    replay,
    /** True from the start of a replay until its end: the board shows the replay's game and takes no placements. */
    active,
    playing: active && playing,
    /** The last thing the replay said (for a polite live region). */
    said: st.said,
    position: replay === null ? null : replay.finished ? st.ended : positionOf(replay),
    /** Plays the game of these options and moves from its first frame (paused when the reader prefers reduced motion). */
    start: (game: SandGame) => startReplay(st, game, reduced, speed, m, num),
    togglePlay: () => {
      if (!active) return;
      if (playing) stopLoop.current();
      const p = positionOf(replay);
      setPlaying(!playing);
      setSaid(playing ? m.replayPaused(num(p.placed), num(p.total), num(p.frame)) : m.replayPlaying(speed));
    },
    /** One frame of the game, with the placements of that frame. */
    stepFrame: () => act(steps.frame),
    /** Up to and including the next placement; after the last one, to the end. */
    nextPlacement: () => act(steps.nextPlacement),
    /** Every remaining frame at once. */
    jumpToEnd: () => act(steps.toEnd),
    /** Drops the replay (a new game or new settings). */
    stop: () => stopReplay(st),
  };
}
