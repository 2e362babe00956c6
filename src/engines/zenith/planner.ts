// Climb planning on top of the climb loop (seed 000 "爬塔" floor table, reference Loop; issue 14): the APM a target needs,
// each floor's split, and the frame/time helpers the climb figures use.
import { formatClock } from '~/lib/clock';
import { FPS, runClimbLoop, type ClimbEvent, type ClimbSample } from './climb';
import { FLOOR_STARTS } from './floors';
import { versionArg, type ClientVersion } from './versions';
import { MOD_IDS, normalizeMods, type Mod } from './mods';
import { FRAMES_PER_MINUTE, type Pace } from './pace';
import { PACE_STYLES, styledBuckets, type PaceStyle } from './pace-styles';

/** Longest run the planner and the simulator cover, in minutes (the 12-minute fatigue timeline of seed 000 疲劳时间). */
export const MAX_RUN_MINUTES = 12;
/** Highest APM the planner tries (issue 14). */
export const PLAN_MAX_APM = 600;
/** Number of floors (seed 000 floor table). */
export const FLOOR_COUNT = FLOOR_STARTS.length;

/** The pace the climb simulator starts with; planClimb uses its secondary parts as defaults (issue 14). */
export const CLIMB_DEFAULT_PACE: Required<Omit<Pace, 'phase'>> = { apm: 60, cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, burst: 4 };

/**
 * Frames in `minutes` minutes of play.
 * @source seed 000 code: 60 frames a second
 */
export function framesOfMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`minutes must be a finite number ≥ 0, got ${minutes}`);
  return Math.round(minutes * FRAMES_PER_MINUTE);
}

/** Seconds at a sample's frame: frame number / FPS (the site's choice: frame 0 is 0:00.00). */
export function secondsOfFrame(frame: number): number {
  if (!Number.isFinite(frame) || frame < 0) throw new RangeError(`frame must be a finite number ≥ 0, got ${frame}`);
  return frame / FPS;
}

/**
 * A frame as a split time the way players write it: m:ss.cc (hundredths cut, not rounded).
 * @source our own choice: split times as players write them (m:ss.cc)
 */
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
 * @source seed 000 爬塔 floor table, through the reference Loop
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
  /** How the attack is made (default 'even': attacks and clears as separate streams; pace-styles.ts). */
  style?: PaceStyle;
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
  pace: Omit<Required<Pace>, 'apm' | 'phase'> & { style: PaceStyle };
  version: ClientVersion;
}

/**
 * Validates planClimb's input (RangeError naming the bad argument) and fills the defaults of CLIMB_DEFAULT_PACE.
 * @source our own argument check (issue 11); defaults of the site's planner
 */
export function checkPlanInput(o: PlanInput): CheckedPlan {
  if (!o || typeof o !== 'object') throw new RangeError('o must be an object');
  if (typeof o.target !== 'number' || !Number.isFinite(o.target) || o.target <= 0)
    throw new RangeError(`target must be a finite altitude > 0 m, got ${o.target}`);
  if (typeof o.minutes !== 'number' || !Number.isFinite(o.minutes) || o.minutes < 1 || o.minutes > MAX_RUN_MINUTES) {
    throw new RangeError(`minutes must be 1..${MAX_RUN_MINUTES}, got ${o.minutes}`);
  }
  const burst = rate('burst', o.burst, CLIMB_DEFAULT_PACE.burst);
  if (burst < 1) throw new RangeError(`burst must be at least 1 line, got ${burst}`);
  const style = o.style ?? 'even';
  if (!PACE_STYLES.includes(style)) throw new RangeError(`style must be one of ${PACE_STYLES.join(', ')}, got ${String(style)}`);
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
      style,
    },
  };
}

/**
 * The first frame (< frames) whose sample is at or above `target` metres, running the climb loop on the even pace
 * or the pace's style (awards before the tick, RULINGS.md Zenith), or null. Stops as soon as the target is reached. `phase` (0 ≤ phase < 1)
 * starts the attack stream that fraction of one attack earlier (the sensitivity check).
 */
export function firstFrameAtAltitude(p: CheckedPlan, apm: number, phase = 0): number | null {
  const frames = p.frames;
  const f = runClimbLoop(p.mods, p.version, styledBuckets({ ...p.pace, apm, phase }, frames), frames, null, p.target);
  return f < 0 ? null : f;
}

/** How many paces below the answer the planner looks at for paces that arrive on their own (the gap shown to the player). */
export const PLAN_GAP_WINDOW = 10;
/** Phases of the attack stream the sensitivity check tries: the stream shifted by a quarter, a half and three quarters of an attack. */
export const PLAN_PHASES = [0.25, 0.5, 0.75] as const;
/** Paces above the answer the sensitivity check re-runs under each phase (the paces further up arrive with time to spare). */
export const PLAN_PHASE_WINDOW = 8;

/** The planner's answer (issue 31): the pace from which every faster pace arrives, with the gap below it and its sensitivity. */
export interface PlanAnswer {
  /** The lowest APM such that it and every APM above it, up to PLAN_MAX_APM, reach the target in time. */
  apm: number;
  /** Its arrival frame. */
  frame: number;
  /** Paces below `apm` (within PLAN_GAP_WINDOW) that reach the target anyway, each with its arrival frame, lowest first. */
  loneArrivals: { apm: number; frame: number }[];
  /** Paces between the lowest lone arrival and `apm` that arrive late, each with its arrival frame within 12 minutes or null. */
  late: { apm: number; frame: number | null }[];
  /** Seconds of arrival time one APM is worth near the answer: (arrival at apm − arrival at apm + 10) / 10. */
  secondsPerApm: number;
  /** The answer again with the attack stream shifted by each of PLAN_PHASES (null: no pace in the window works). */
  phaseAnswers: { phase: number; apm: number | null }[];
}

/**
 * The planner's search, one pace at a time: yields each APM tried (an island can spread the work over several tasks).
 * From PLAN_MAX_APM down, every pace is run until one misses: the answer is the pace above it. Reaching is not monotone in
 * APM (leak, rank skips and the floor bonus interact), so the lowest arriving pace is not the answer: a faster one can miss.
 * @source seed 000 爬塔 floor table and reference Loop; the search is our own tool
 */
export function* planClimbSteps(o: PlanInput): Generator<number, PlanAnswer | null, void> {
  const p = checkPlanInput(o);
  let answer: { apm: number; frame: number } | null = null;
  for (let apm = PLAN_MAX_APM; apm >= 1; apm--) {
    const frame = firstFrameAtAltitude(p, apm);
    if (frame === null) break;
    answer = { apm, frame };
    yield apm;
  }
  if (!answer) return null;
  const below: { apm: number; frame: number | null }[] = [];
  for (let apm = answer.apm - 2; apm >= Math.max(1, answer.apm - PLAN_GAP_WINDOW); apm--) {
    below.push({ apm, frame: firstFrameAtAltitude(p, apm) });
    yield apm;
  }
  const lone = below.filter((b): b is { apm: number; frame: number } => b.frame !== null).reverse();
  const lowest = lone.length ? lone[0].apm : answer.apm;
  const late: { apm: number; frame: number | null }[] = [];
  for (let apm = lowest + 1; apm < answer.apm; apm++) {
    const b = below.find((x) => x.apm === apm);
    const frame = b ? b.frame : null; // apm − 1 is the pace that missed
    if (frame === null) late.push({ apm, frame: lateArrival(p, apm) });
  }
  const upper = firstFrameAtAltitude(p, Math.min(PLAN_MAX_APM, answer.apm + 10)) ?? answer.frame;
  const secondsPerApm = (answer.frame - upper) / FPS / Math.max(1, Math.min(PLAN_MAX_APM, answer.apm + 10) - answer.apm);
  const phaseAnswers: { phase: number; apm: number | null }[] = [];
  for (const phase of PLAN_PHASES) {
    phaseAnswers.push({ phase, apm: windowAnswer(p, answer.apm, phase) });
    yield answer.apm;
  }
  return { ...answer, loneArrivals: lone, late, secondsPerApm, phaseAnswers };
}

/** When a late pace does arrive: its arrival within the longest run, or null. */
function lateArrival(p: CheckedPlan, apm: number): number | null {
  return firstFrameAtAltitude({ ...p, frames: Math.max(p.frames, framesOfMinutes(MAX_RUN_MINUTES)) }, apm);
}

/** The answer under a shifted stream, within PLAN_PHASE_WINDOW above and PLAN_GAP_WINDOW below the unshifted answer. */
function windowAnswer(p: CheckedPlan, around: number, phase: number): number | null {
  const top = Math.min(PLAN_MAX_APM, around + PLAN_PHASE_WINDOW);
  let best: number | null = null;
  for (let apm = top; apm >= Math.max(1, around - PLAN_GAP_WINDOW); apm--) {
    if (firstFrameAtAltitude(p, apm, phase) === null) break;
    best = apm;
  }
  return best;
}

/**
 * The planner's answer (issue 31 item 2): the lowest whole APM from 1 to 600 from which every faster steady pace
 * (paceEvents) reaches `target` within `minutes`, with its first frame there, the gap below it and its sensitivity; null
 * when 600 does not arrive.
 * @source seed 000 爬塔 floor table and reference Loop; the search is our own tool
 */
export function planClimb(o: PlanInput): PlanAnswer | null {
  const it = planClimbSteps(o);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/**
 * Arrival frame (or null) for each APM in `apms`: the data of the chart of arrival time against APM.
 * @source seed 000 爬塔 floor table and reference Loop
 */
export function arrivalCurve(o: PlanInput, apms: readonly number[]): { apm: number; frame: number | null }[] {
  const p = checkPlanInput(o);
  return apms.map((apm) => ({ apm, frame: firstFrameAtAltitude(p, apm) }));
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

/**
 * Award events counted per minute of a run of `frames` frames (events outside the run are left out).
 * @source our own measure of a run, for the planner's figures
 */
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
