// A player's own run beside a planned pace (issue 31, "your run against a plan"): read pasted floor splits, run the plan
// through the climb loop, compare floor by floor, estimate the even pace the splits imply, and list per-minute targets.
import { FPS, MAX_CLIMB_FRAMES, runClimbLoop, climbColumns, type ClimbColumns } from './climb';
import { FLOOR_STARTS } from './floors';
import { CLIMB_DEFAULT_PACE, PLAN_MAX_APM } from './planner';
import { paceBuckets, type Pace } from './pace';
import { finite, modsArg, whole } from './validate';
import { MAX_ALTITUDE } from './windup';
import { versionArg, type ClientVersion } from './versions';
import type { Mod } from './mods';

/** Floors a split list can name: floor 1 (always 0:00) to floor 10 (seed 000 floor table). */
export const SPLIT_FLOORS = FLOOR_STARTS.length;
/** Longest split the reader takes, in seconds: the climb loop's longest run (60 minutes). */
export const MAX_SPLIT_SECONDS = MAX_CLIMB_FRAMES / FPS;

/** Why a pasted text gave no splits. */
export type SplitProblem = 'empty' | 'too-many' | 'not-increasing' | 'too-long' | 'first-not-zero';

/**
 * Splits: `seconds[f - 1]` is the time floor f was reached, floor 1 at 0; null for floors the run never reached (only
 * after the last reached floor).
 */
export type Splits = (number | null)[];

// A time: m:ss, m:ss.fff or h:mm:ss (a colon), or seconds with a decimal point (ss.fff); a whole number alone is a
// floor number or a name's digits and is skipped.
const TIME = /(\d+):(\d{1,2})(?::(\d{1,2}))?(?:\.(\d+))?|(?<![\d:.])(\d+)\.(\d+)(?![\d:])/g;
// A piece of text (a line, or between commas or semicolons) with no time but a dash or "--:--": a floor not reached.
const NOT_REACHED = /^[^\d]*[-–—]+(?::[-–—]+)?[^\d]*$/;

function tokenSeconds(m: RegExpMatchArray): number {
  if (m[1] !== undefined) {
    const frac = m[4] ? Number(`0.${m[4]}`) : 0;
    // h:mm:ss when a third part is present, else m:ss.
    return m[3] !== undefined ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + frac : Number(m[1]) * 60 + Number(m[2]) + frac;
  }
  return Number(`${m[5]}.${m[6]}`);
}

/** Every time in the text, in order, with null for each piece that holds only a dash. */
function timesOf(text: string): (number | null)[] {
  const out: (number | null)[] = [];
  for (const piece of text.split(/[\n\r,;]+/)) {
    const found = [...piece.matchAll(TIME)];
    if (found.length) for (const m of found) out.push(tokenSeconds(m));
    else if (NOT_REACHED.test(piece.trim())) out.push(null);
  }
  return out;
}

/**
 * Reads floor splits as a player pastes them: one time per floor, in floor order (TETRA CHANNEL lists each floor with the
 * time it was reached; names, floor numbers and other words around the times are skipped). Ten times start at floor 1
 * (which must be 0:00); fewer than ten, when the first is not 0, start at floor 2. Floors after the last time were not
 * reached. Our reading of the format, stated on the page.
 */
export function parseSplits(text: string): { splits: Splits } | { problem: SplitProblem } {
  if (typeof text !== 'string') throw new RangeError('text must be a string');
  const times = timesOf(text);
  while (times.length && times[times.length - 1] === null) times.pop();
  if (!times.length || times.every((t) => t === null || t === 0)) return { problem: 'empty' };
  if (times.length > SPLIT_FLOORS) return { problem: 'too-many' };
  if (times.length === SPLIT_FLOORS && times[0] !== 0) return { problem: 'first-not-zero' };
  if (times[0] !== 0) times.unshift(0);
  const firstGap = times.indexOf(null);
  const reached = firstGap < 0 ? times : times.slice(0, firstGap);
  // A dash before a later time: that floor was skipped in the list, which a climb cannot do.
  if (firstGap >= 0 && times.slice(firstGap).some((t) => t !== null)) return { problem: 'not-increasing' };
  for (let i = 1; i < reached.length; i++) if ((reached[i] as number) <= (reached[i - 1] as number)) return { problem: 'not-increasing' };
  if ((reached[reached.length - 1] as number) > MAX_SPLIT_SECONDS) return { problem: 'too-long' };
  const splits: Splits = new Array(SPLIT_FLOORS).fill(null);
  reached.forEach((t, i) => (splits[i] = t));
  return { splits };
}

/**
 * The splits in a link: the reached floors from floor 2 up, seconds with 3 decimals (a whole second stays a time), comma separated.
 * @source our own link format for splits; no source defines one
 */
export function splitsToText(s: Splits): string {
  return s
    .slice(1)
    .filter((t): t is number => t !== null)
    .map((t) => t.toFixed(3))
    .join(',');
}

/** A planned even pace: the APM and the climb simulator's other defaults (planner.ts CLIMB_DEFAULT_PACE). */
export interface PlanPace {
  apm: number;
  mods?: readonly Mod[];
  version?: ClientVersion;
  pace?: Partial<Omit<Pace, 'apm' | 'phase'>>;
}

function paceOf(p: PlanPace): Pace {
  finite('apm', p.apm, 0, PLAN_MAX_APM);
  return { ...CLIMB_DEFAULT_PACE, ...p.pace, apm: p.apm };
}

/**
 * The planned run's columns over `seconds` (whole frames, at most the loop's longest run).
 * @source seed 000 code, the reference Loop
 */
export function planColumns(p: PlanPace, seconds: number): { frames: number; columns: ClimbColumns } {
  const frames = whole('frames', Math.ceil(finite('seconds', seconds, 0, MAX_SPLIT_SECONDS) * FPS), 0, MAX_CLIMB_FRAMES);
  const mods = modsArg('mods', p.mods ?? []);
  const columns = climbColumns(frames);
  runClimbLoop(mods, versionArg('version', p.version), paceBuckets(paceOf(p), frames), frames, columns);
  return { frames, columns };
}

/**
 * The plan's splits: the first frame whose sample stands on each floor (as floorSplits reads them), in seconds.
 * @source seed 000 爬塔 floor table, through the reference Loop
 */
export function planSplits(p: PlanPace, seconds: number): Splits {
  const { frames, columns } = planColumns(p, seconds);
  const out: Splits = new Array(SPLIT_FLOORS).fill(null);
  out[0] = 0;
  for (let f = 0; f < frames; f++) {
    const fl = columns.floor[f];
    if (fl >= 1 && fl <= SPLIT_FLOORS && out[fl - 1] === null) out[fl - 1] = f / FPS;
  }
  return out;
}

export interface FloorComparison {
  floor: number;
  run: number | null;
  plan: number | null;
  /** run − plan at this floor, seconds: above 0 the run is behind the plan. */
  behind: number | null;
  /** This floor's climb (from the floor below) in the run minus the plan's: where time was lost (above 0) or gained. */
  lost: number | null;
}

export interface RunComparison {
  rows: FloorComparison[];
  /** First floor the run reached later than the plan, or null. */
  firstBehind: number | null;
  /** The floor whose climb lost the most time against the plan (lost > 0), or null. */
  worstFloor: number | null;
}

/**
 * Floor-by-floor comparison of two split lists (time gained or lost on each floor's climb).
 * @source our own comparison; floors from seed 000 爬塔 floor table
 */
export function compareSplits(run: Splits, plan: Splits): RunComparison {
  const rows: FloorComparison[] = [];
  for (let i = 0; i < SPLIT_FLOORS; i++) {
    const r = run[i] ?? null;
    const p = plan[i] ?? null;
    const behind = r !== null && p !== null ? r - p : null;
    const prev = i > 0 ? rows[i - 1].behind : 0;
    rows.push({ floor: i + 1, run: r, plan: p, behind, lost: i > 0 && behind !== null && prev !== null ? behind - prev : null });
  }
  const firstBehind = rows.find((x) => x.behind !== null && x.behind > 0)?.floor ?? null;
  let worstFloor: number | null = null;
  let worst = 0;
  for (const x of rows) if (x.lost !== null && x.lost > worst) [worst, worstFloor] = [x.lost, x.floor];
  return { rows, firstBehind, worstFloor };
}

/**
 * The highest floor the splits reach and its time.
 * @source TETRA CHANNEL's floor split times, as pasted
 */
export function lastSplit(s: Splits): { floor: number; seconds: number } {
  let i = s.length - 1;
  while (i > 0 && s[i] === null) i--;
  return { floor: i + 1, seconds: s[i] ?? 0 };
}

/** Frames until the even pace `apm` stands at or above `altitude` (the loop's first such frame + 1), within `frames`, or −1. */
function arrival(p: Omit<PlanPace, 'apm'>, apm: number, altitude: number, frames: number): number {
  const mods = modsArg('mods', p.mods ?? []);
  // The loop reads the floor from the altitude before the tick: a frame whose tick reaches the floor start shows the floor
  // from the next frame, as planSplits reads it (and minuteTargets reads a minute's altitude on its last frame).
  const f = runClimbLoop(mods, versionArg('version', p.version), paceBuckets(paceOf({ ...p, apm }), frames), frames, null, altitude);
  return f < 0 ? -1 : f + 1;
}

/**
 * The lowest whole APM (1..600) whose even pace stands at or above `altitude` within `seconds`, found by halving
 * (arrival is nearly monotone in APM; the page says it is an estimate); null when even 600 APM is later.
 * @source seed 000 reference Loop at an even pace; the search is our own tool
 */
export function lowestApmReaching(altitude: number, seconds: number, p: Omit<PlanPace, 'apm'>): number | null {
  finite('altitude', altitude, Number.MIN_VALUE, MAX_ALTITUDE);
  const frames = Math.min(MAX_CLIMB_FRAMES, Math.floor(finite('seconds', seconds, 0, MAX_SPLIT_SECONDS) * FPS) + 1);
  const by = (apm: number) => {
    const f = arrival(p, apm, altitude, frames);
    return f >= 0 && f / FPS <= seconds;
  };
  if (!by(PLAN_MAX_APM)) return null;
  let lo = 0; // misses (0 APM never climbs past floor 1 without attacks)
  let hi = PLAN_MAX_APM; // arrives
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (by(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The even pace the splits imply: the lowest whole APM (1..600) whose run stands on the splits' highest floor no later
 * than the player did (lowestApmReaching at that floor's start). Null when the splits reach only floor 1, or when even
 * 600 APM is later.
 * @source seed 000 reference Loop at an even pace; the search is our own tool
 */
export function impliedApm(run: Splits, p: Omit<PlanPace, 'apm'>): number | null {
  const last = lastSplit(run);
  if (last.floor < 2) return null;
  return lowestApmReaching(FLOOR_STARTS[last.floor - 1], last.seconds, p);
}

export interface MinuteTarget {
  seconds: number;
  altitude: number;
  floor: number;
  /** Displayed (fractional) rank at that moment. */
  rank: number;
}

/**
 * Per-minute (or per half minute) targets of a planned pace: altitude, floor and rank at each step up to `seconds`.
 * @source seed 000 reference Loop at an even pace
 */
export function minuteTargets(p: PlanPace, seconds: number, step: number): MinuteTarget[] {
  finite('step', step, 1, MAX_SPLIT_SECONDS);
  const { frames, columns } = planColumns(p, seconds);
  const out: MinuteTarget[] = [];
  for (let t = step; t * FPS <= frames; t += step) {
    const f = Math.round(t * FPS) - 1; // the sample after the last frame of that span
    out.push({ seconds: t, altitude: columns.altitude[f], floor: columns.floor[f], rank: columns.rank[f] });
  }
  return out;
}
