// A steady pace turned into a climb event stream (for the climb simulator and the bench): evenly spaced, no randomness.
import { FPS, MAX_CLIMB_FRAMES, type ClimbEvent, type FrameBuckets } from './climb';
import { finite, whole } from './validate';

export interface Pace {
  /** Attack lines per minute (sent or cancelled). */
  apm: number;
  /** Share of that attack that cancels incoming garbage instead of being sent, 0..1. */
  cancelShare: number;
  /** Lines cleared per minute. */
  clearLinesPerMin: number;
  /** KOs per minute. */
  kosPerMin: number;
  /** Lines per attack (default 4, a quad). */
  burst?: number;
  /** 0 ≤ phase < 1: the attacks come that fraction of one attack earlier (default 0; the planner's sensitivity check). */
  phase?: number;
}

/** Frames in a minute. */
export const FRAMES_PER_MINUTE = 60 * FPS;
/** Most events of one kind a pace may ask for per minute: one a frame. */
export const MAX_EVENTS_PER_MINUTE = FRAMES_PER_MINUTE;

/**
 * Events for `frames` frames: an attack of `burst` lines every burst/apm minutes (each one a send or a cancel, so that
 * the cancelled share tracks cancelShare), a 2-line clear every 2/clearLinesPerMin minutes, a KO every 1/kosPerMin minutes.
 * The seed's own test driver (TEMP_zenith_apm_cycle) fires 4- or 1-line attacks at a rate set by APM; this is its even form.
 * @source our own steady pace (evenly spaced events, no randomness), fed to the reference Loop of seed 000
 */
export function paceEvents(p: Pace, frames: number): ClimbEvent[] {
  const b = paceBuckets(p, frames);
  return b.events.map((e, i) => ({ ...e, frame: b.at[i] }));
}

/** A pace's times in frames: attacks, 2-line clears and KOs, each an even stream (see paceEvents). */
function paceTimes(p: Pace, frames: number) {
  whole('frames', frames, 0, MAX_CLIMB_FRAMES);
  const burst = finite('burst', p.burst ?? 4, 1, 1000);
  // At most one event of each kind per frame, so a run of n frames gives at most 3n events (and the loops end).
  finite('apm', p.apm, 0, MAX_EVENTS_PER_MINUTE * burst);
  finite('clearLinesPerMin', p.clearLinesPerMin, 0, MAX_EVENTS_PER_MINUTE * 2);
  finite('kosPerMin', p.kosPerMin, 0, MAX_EVENTS_PER_MINUTE);
  finite('cancelShare', p.cancelShare, 0, 1);
  const phase = finite('phase', p.phase ?? 0, 0, 0.999);
  const every = (perMin: number, size: number) => (perMin > 0 ? (FRAMES_PER_MINUTE * size) / perMin : Infinity);
  return { burst, phase, atk: every(p.apm, burst), clr: every(p.clearLinesPerMin, 2), ko: every(p.kosPerMin, 1), share: p.cancelShare };
}

/**
 * The pace's events straight into frame buckets (what the climb loop reads), in paceEvents' order within a frame:
 * attacks, then clears, then KOs. Four shared event objects stand for all events (the loop reads no event's frame).
 * @source our own steady pace, fed to the reference Loop of seed 000
 */
export function paceBuckets(p: Pace, frames: number): FrameBuckets {
  const t = paceTimes(p, frames);
  const send: ClimbEvent = { frame: 0, type: 'send', lines: t.burst };
  const cancel: ClimbEvent = { frame: 0, type: 'cancel', lines: t.burst };
  const clear: ClimbEvent = { frame: 0, type: 'clear', lines: 2 };
  const kill: ClimbEvent = { frame: 0, type: 'kill' };
  const events: ClimbEvent[] = [];
  const at: number[] = [];
  let cancelled = 0;
  let n = 0;
  let a = t.atk * (1 - t.phase);
  let c = t.clr;
  let k = t.ko;
  // Merge the three even streams by frame; within a frame attacks come first, then clears, then KOs.
  for (;;) {
    const f = Math.floor(Math.min(a, c, k));
    if (!(f < frames)) break;
    for (; Math.floor(a) === f; a += t.atk) {
      n++;
      const isCancel = cancelled + 1 <= t.share * n + 1e-9; // the cancelled share tracks cancelShare
      if (isCancel) cancelled++;
      events.push(isCancel ? cancel : send);
      at.push(f);
    }
    for (; Math.floor(c) === f; c += t.clr) {
      events.push(clear);
      at.push(f);
    }
    for (; Math.floor(k) === f; k += t.ko) {
      events.push(kill);
      at.push(f);
    }
  }
  return { events, at: Int32Array.from(at) };
}

/**
 * Frames where the shown rank skipped: its whole part rose by two or more from one frame to the next (rank 1 before frame 0).
 * @source seed 000 code (the displayed rank), our own measure of skips
 */
export function rankSkipFrames(samples: readonly { frame: number; rank: number }[]): number[] {
  const out: number[] = [];
  let prev = 1;
  for (const x of samples) {
    const whole = Math.floor(x.rank);
    if (whole - prev >= 2) out.push(x.frame);
    prev = whole;
  }
  return out;
}
