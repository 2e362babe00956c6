// A run's events, checked once and sorted into frame buckets before the climb loop runs them (seed 000 code, Loop:
// the events of a frame are awarded before its tick; RULINGS.md, Zenith: a fractional frame goes to the next whole frame).
import { MAX_CLEAR_LINES } from './attack';
import { finite, MAX_EVENT_LINES, whole } from './validate';
import type { ClimbEvent } from './climb-state';

/** The checks applyClimbEvent makes on an event, made once before a run: lines (a clear 0–4, whole), a clear's garbage 0..lines. */
export function checkEvent(e: ClimbEvent): void {
  const lines = finite('lines', e.lines ?? 0, 0, e.type === 'clear' ? MAX_CLEAR_LINES : MAX_EVENT_LINES);
  if (e.type === 'clear') {
    whole('lines', lines, 0, MAX_CLEAR_LINES);
    if (e.garbage !== undefined) whole('garbage', e.garbage, 0, lines);
  }
}

// Bounds read once, not through an import on every event (a module wrapper can make each read a call).
const CLEAR_MAX = MAX_CLEAR_LINES;
const LINES_MAX = MAX_EVENT_LINES;

/** True when checkEvent surely accepts `e`, tested without a call; anything else goes through checkEvent (and its errors). */
function plainEvent(e: ClimbEvent): boolean {
  const lines = e.lines ?? 0;
  if (typeof lines !== 'number' || !(lines >= 0)) return false;
  if (e.type !== 'clear') return lines <= LINES_MAX;
  const g = e.garbage;
  return lines <= CLEAR_MAX && Number.isInteger(lines) && (g === undefined || (typeof g === 'number' && Number.isInteger(g) && g >= 0 && g <= lines));
}

/**
 * Events sorted by frame, each with the whole frame whose bucket it belongs to (`at[i]`, ascending): the loop applies
 * events[i] on frame at[i], before that frame's tick.
 */
export interface FrameBuckets {
  events: ClimbEvent[];
  at: Int32Array;
}

/**
 * Validates and sorts events once, then gives each its frame bucket (a fractional frame goes to the next whole frame;
 * events before frame 0 or at or after `frames` are dropped, as the loop never reaches them).
 * @source RULINGS.md Zenith (a fractional frame goes to the next whole frame)
 */
export function bucketEvents(events: readonly ClimbEvent[], frames: number): FrameBuckets {
  const kept: ClimbEvent[] = [];
  let sorted = true;
  for (const e of events) {
    if (!plainEvent(e)) checkEvent(e);
    if (!(e.frame >= 0 && e.frame < frames)) continue;
    if (kept.length > 0 && e.frame < kept[kept.length - 1].frame) sorted = false;
    kept.push(e);
  }
  if (!sorted) kept.sort((a, b) => a.frame - b.frame); // stable: events of one frame keep their order
  const at = new Int32Array(kept.length);
  for (let i = 0; i < kept.length; i++) at[i] = Math.ceil(kept[i].frame);
  return { events: kept, at };
}
