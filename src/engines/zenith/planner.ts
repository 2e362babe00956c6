// Climb planning on top of the climb loop (seed 000 "爬塔" floor table, reference Loop; issue 14): the APM a target needs,
// each floor's split, and the frame/time helpers the climb figures use.
import { formatClock } from '~/i18n/format';
import { FPS, applyClimbEvent, climbTick, initialClimbState, type ClimbEvent, type ClimbSample } from './climb';
import { FLOOR_STARTS } from './floors';
import { versionArg, type ClientVersion } from './versions';
import { MOD_IDS, normalizeMods, type Mod } from './mods';
import { FRAMES_PER_MINUTE, paceEvents, type Pace } from './pace';

/** Longest run the planner and the simulator cover, in minutes (the 12-minute fatigue timeline of seed 000 疲劳时间). */
export const MAX_RUN_MINUTES = 12;
/** Highest APM the planner tries (issue 14). */
export const PLAN_MAX_APM = 600;
/** Number of floors (seed 000 floor table). */
export const FLOOR_COUNT = FLOOR_STARTS.length;

/** The pace the climb simulator starts with; planClimb uses its secondary parts as defaults (issue 14). */
export const CLIMB_DEFAULT_PACE: Required<Pace> = { apm: 60, cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, burst: 4 };

/** Frames in `minutes` minutes of play. */
export function framesOfMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`minutes must be a finite number ≥ 0, got ${minutes}`);
  return Math.round(minutes * FRAMES_PER_MINUTE);
}

/** Seconds at a sample's frame: frame number / FPS (the site's choice: frame 0 is 0:00.00). */
export function secondsOfFrame(frame: number): number {
  if (!Number.isFinite(frame) || frame < 0) throw new RangeError(`frame must be a finite number ≥ 0, got ${frame}`);
  return frame / FPS;
}

/** A frame as a split time the way players write it: m:ss.cc (hundredths cut, not rounded). */
export function frameClock(frame: number): string {
  return formatClock('en', secondsOfFrame(frame), { centiseconds: true, cut: true }); // the site's one clock (src/i18n/format.ts)
}

/** Altitude in metres where floor `floor` (1..10) starts (seed 000 floor table). */
export function floorStart(floor: number): number {
  if (!Number.isInteger(floor) || floor < 1 || floor > FLOOR_COUNT) throw new RangeError(`floor must be a whole number 1..${FLOOR_COUNT}, got ${floor}`);
  return FLOOR_STARTS[floor - 1];
}

/**
 * Index f (1..10): the first frame whose sample is on floor f (its `floor` field), or null if the run never is;
 * index 0 is unused (null). Issue 14.
 */
export function floorSplits(samples: readonly ClimbSample[]): (number | null)[] {
  if (!Array.isArray(samples)) throw new RangeError('samples must be an array of climb samples');
  const out: (number | null)[] = new Array(FLOOR_COUNT + 1).fill(null);
  for (const s of samples) {
    if (!s || !Number.isInteger(s.floor)) throw new RangeError('samples must be climb samples with a whole floor');
    if (s.floor >= 1 && s.floor <= FLOOR_COUNT && out[s.floor] === null) out[s.floor] = s.frame;
  }
  return out;
}

export interface PlanInput {
  /** Altitude in metres to reach. */
  target: number;
  /** Time allowed, 1..12 minutes. */
  minutes: number;
  mods?: Mod[];
  cancelShare?: number;
  clearLinesPerMin?: number;
  kosPerMin?: number;
  burst?: number;
  /** Client version of the climb rules (default the seed's, RULINGS.md Zenith). */
  version?: ClientVersion;
}

function checkedMods(mods: readonly Mod[] | undefined): Mod[] {
  if (mods === undefined) return [];
  if (!Array.isArray(mods)) throw new RangeError('mods must be an array of mod names');
  const known = new Set<string>([...MOD_IDS, ...MOD_IDS.map((m) => `${m}_reversed`)]);
  for (const m of mods) if (!known.has(m)) throw new RangeError(`mods: unknown mod ${JSON.stringify(m)}`);
  const norm = normalizeMods(mods);
  if (norm.length !== new Set(mods).size) throw new RangeError('mods: a reversed mod is played alone (seed 000 Mod+ rule)');
  return norm;
}

function rate(name: string, v: number | undefined, fallback: number, max = Infinity): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) throw new RangeError(`${name} must be a finite number 0..${max}, got ${v}`);
  return v;
}

/** The checked inputs of planClimb: the pace without its APM, the mods and the frames allowed. */
export interface CheckedPlan {
  target: number;
  frames: number;
  mods: Mod[];
  pace: Omit<Required<Pace>, 'apm'>;
  version: ClientVersion;
}

/** Validates planClimb's input (RangeError naming the bad argument) and fills the defaults of CLIMB_DEFAULT_PACE. */
export function checkPlanInput(o: PlanInput): CheckedPlan {
  if (!o || typeof o !== 'object') throw new RangeError('o must be an object');
  if (typeof o.target !== 'number' || !Number.isFinite(o.target) || o.target <= 0)
    throw new RangeError(`target must be a finite altitude > 0 m, got ${o.target}`);
  if (typeof o.minutes !== 'number' || !Number.isFinite(o.minutes) || o.minutes < 1 || o.minutes > MAX_RUN_MINUTES) {
    throw new RangeError(`minutes must be 1..${MAX_RUN_MINUTES}, got ${o.minutes}`);
  }
  const burst = rate('burst', o.burst, CLIMB_DEFAULT_PACE.burst);
  if (burst < 1) throw new RangeError(`burst must be at least 1 line, got ${burst}`);
  return {
    target: o.target,
    frames: framesOfMinutes(o.minutes),
    mods: checkedMods(o.mods),
    version: versionArg('version', o.version),
    pace: {
      cancelShare: rate('cancelShare', o.cancelShare, CLIMB_DEFAULT_PACE.cancelShare, 1),
      clearLinesPerMin: rate('clearLinesPerMin', o.clearLinesPerMin, CLIMB_DEFAULT_PACE.clearLinesPerMin),
      kosPerMin: rate('kosPerMin', o.kosPerMin, CLIMB_DEFAULT_PACE.kosPerMin),
      burst,
    },
  };
}

/**
 * The first frame (< frames) whose sample is at or above `target` metres, running the climb loop on the even pace
 * (awards before the tick, RULINGS.md Zenith), or null. Stops as soon as the target is reached.
 */
export function firstFrameAtAltitude(p: CheckedPlan, apm: number): number | null {
  const events: ClimbEvent[] = paceEvents({ ...p.pace, apm }, p.frames);
  const s = initialClimbState();
  let k = 0;
  for (let f = 0; f < p.frames; f++) {
    while (k < events.length && events[k].frame <= f) applyClimbEvent(s, events[k++], p.mods, p.version);
    climbTick(s, p.mods, p.version);
    if (s.altitude >= p.target) return f;
  }
  return null;
}

/**
 * planClimb one APM at a time: yields each APM tried (so an island can spread the search over several tasks) and
 * returns the answer. Every APM from 1 up is tried in turn, because reaching is not monotone in APM (a faster pace
 * can arrive later: leak, rank skips and the floor bonus interact), so a bisection could miss the lowest one.
 */
export function* planClimbSteps(o: PlanInput): Generator<number, { apm: number; frame: number } | null, void> {
  const p = checkPlanInput(o);
  for (let apm = 1; apm <= PLAN_MAX_APM; apm++) {
    const frame = firstFrameAtAltitude(p, apm);
    if (frame !== null) return { apm, frame };
    yield apm;
  }
  return null;
}

/**
 * The lowest whole APM from 1 to 600 whose steady pace (paceEvents) reaches `target` within `minutes`, with the first
 * frame at or above it, or null when 600 does not (issue 14).
 */
export function planClimb(o: PlanInput): { apm: number; frame: number } | null {
  const it = planClimbSteps(o);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

export interface MinuteSummary {
  /** Minute index m: frames m × 3600 .. (m + 1) × 3600 − 1. */
  minute: number;
  sends: number;
  sentLines: number;
  cancels: number;
  cancelledLines: number;
  clears: number;
  clearedLines: number;
  kos: number;
}

/** Award events counted per minute of a run of `frames` frames (events outside the run are left out). */
export function eventsPerMinute(events: readonly ClimbEvent[], frames: number): MinuteSummary[] {
  if (!Array.isArray(events)) throw new RangeError('events must be an array');
  if (!Number.isFinite(frames) || frames < 0) throw new RangeError(`frames must be a finite number ≥ 0, got ${frames}`);
  const n = Math.ceil(frames / FRAMES_PER_MINUTE);
  const out: MinuteSummary[] = Array.from({ length: n }, (_, minute) => ({
    minute,
    sends: 0,
    sentLines: 0,
    cancels: 0,
    cancelledLines: 0,
    clears: 0,
    clearedLines: 0,
    kos: 0,
  }));
  for (const e of events) {
    if (!(e.frame >= 0 && e.frame < frames)) continue;
    const m = out[Math.floor(e.frame / FRAMES_PER_MINUTE)];
    const lines = Math.max(0, e.lines ?? 0);
    if (e.type === 'send') {
      m.sends++;
      m.sentLines += lines;
    } else if (e.type === 'cancel') {
      m.cancels++;
      m.cancelledLines += lines;
    } else if (e.type === 'clear') {
      m.clears++;
      m.clearedLines += lines;
    } else if (e.type === 'kill') m.kos++;
  }
  return out;
}
