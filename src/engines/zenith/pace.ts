// A steady pace turned into a climb event stream (for the climb simulator and the bench): evenly spaced, no randomness.
import { FPS, MAX_CLIMB_FRAMES, type ClimbEvent } from './climb';
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
}

/** Frames in a minute. */
export const FRAMES_PER_MINUTE = 60 * FPS;
/** Most events of one kind a pace may ask for per minute: one a frame. */
export const MAX_EVENTS_PER_MINUTE = FRAMES_PER_MINUTE;

/**
 * Events for `frames` frames: an attack of `burst` lines every burst/apm minutes (each one a send or a cancel, so that
 * the cancelled share tracks cancelShare), a 2-line clear every 2/clearLinesPerMin minutes, a KO every 1/kosPerMin minutes.
 * The seed's own test driver (TEMP_zenith_apm_cycle) fires 4- or 1-line attacks at a rate set by APM; this is its even form.
 */
export function paceEvents(p: Pace, frames: number): ClimbEvent[] {
  whole('frames', frames, 0, MAX_CLIMB_FRAMES);
  const burst = finite('burst', p.burst ?? 4, 1, 1000);
  // At most one event of each kind per frame, so a run of n frames gives at most 3n events (and the loops end).
  finite('apm', p.apm, 0, MAX_EVENTS_PER_MINUTE * burst);
  finite('clearLinesPerMin', p.clearLinesPerMin, 0, MAX_EVENTS_PER_MINUTE * 2);
  finite('kosPerMin', p.kosPerMin, 0, MAX_EVENTS_PER_MINUTE);
  finite('cancelShare', p.cancelShare, 0, 1);
  const out: ClimbEvent[] = [];
  const every = (perMin: number, size: number) => (perMin > 0 ? (FRAMES_PER_MINUTE * size) / perMin : Infinity);
  const atk = every(p.apm, burst);
  const clr = every(p.clearLinesPerMin, 2);
  const ko = every(p.kosPerMin, 1);
  const share = Math.max(0, Math.min(1, p.cancelShare));
  let cancelled = 0;
  let n = 0;
  for (let t = atk; t < frames; t += atk) {
    n++;
    const cancel = cancelled + 1 <= share * n + 1e-9;
    if (cancel) cancelled++;
    out.push({ frame: Math.floor(t), type: cancel ? 'cancel' : 'send', lines: burst });
  }
  for (let t = clr; t < frames; t += clr) out.push({ frame: Math.floor(t), type: 'clear', lines: 2 });
  for (let t = ko; t < frames; t += ko) out.push({ frame: Math.floor(t), type: 'kill' });
  return out.sort((a, b) => a.frame - b.frame);
}

/** Frames where the shown rank skipped: its whole part rose by two or more from one frame to the next (rank 1 before frame 0). */
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
