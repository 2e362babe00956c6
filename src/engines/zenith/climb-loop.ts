// The run (seed 000 code, Loop with the Award* calls; RULINGS.md, Zenith: awards before the tick): events sorted into
// frame buckets once, then every frame's awards and tick in one loop with its state in locals and a small typed array,
// written into typed columns. simulateClimb, the planner and the split tools all run through runClimbLoop.
import { FLOOR_STARTS } from './floors';
import { type Mod } from './mods';
import { MAX_CLEAR_LINES } from './attack';
import { finite, MAX_EVENT_LINES, modsArg, whole } from './validate';
import { MAX_STREAK } from './cancel-streak';
import { versionArg, type ClientVersion } from './versions';
import { applyFast, awardRules, type AwardRules } from './climb-awards';
import { tickFlags } from './climb-tick';
import { samplesOf } from './climb-samples';
import {
  DUO_REVERSED_MAX_RANK,
  MAX_CLIMB_FRAMES,
  STREAK_IDLE_BUMP,
  STREAK_IDLE_FRAMES,
  duoReversedXpCap,
  initialClimbState,
  type ClimbEvent,
  type ClimbSample,
  type ClimbState,
} from './climb-state';

/** The checks applyClimbEvent makes on an event, made once before a run: lines (a clear 0–4, whole), a clear's garbage 0..lines. */
export function checkEvent(e: ClimbEvent): void {
  const lines = finite('lines', e.lines ?? 0, 0, e.type === 'clear' ? MAX_CLEAR_LINES : MAX_EVENT_LINES);
  if (e.type === 'clear') {
    whole('lines', lines, 0, MAX_CLEAR_LINES);
    if (e.garbage !== undefined) whole('garbage', e.garbage, 0, lines);
  }
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
    checkEvent(e);
    if (!(e.frame >= 0 && e.frame < frames)) continue;
    if (kept.length > 0 && e.frame < kept[kept.length - 1].frame) sorted = false;
    kept.push(e);
  }
  if (!sorted) kept.sort((a, b) => a.frame - b.frame); // stable: events of one frame keep their order
  const at = new Int32Array(kept.length);
  for (let i = 0; i < kept.length; i++) at[i] = Math.ceil(kept[i].frame);
  return { events: kept, at };
}

/** A run as columns, one entry per frame (typed arrays: no object per frame). */
export interface ClimbColumns {
  altitude: Float64Array;
  rank: Float64Array;
  climbPts: Float64Array;
  floor: Uint8Array;
  promotionFatigue: Uint16Array;
  /** Bit 1: leakProtected after the tick; bit 2: XP leaked on this frame. */
  flags: Uint8Array;
  cancelStreak: Float64Array;
}

/** @source seed 000 code, the reference Loop (the same run, in columns) */
export function climbColumns(frames: number): ClimbColumns {
  return {
    altitude: new Float64Array(frames),
    rank: new Float64Array(frames),
    climbPts: new Float64Array(frames),
    floor: new Uint8Array(frames),
    promotionFatigue: new Uint16Array(frames),
    flags: new Uint8Array(frames),
    cancelStreak: new Float64Array(frames),
  };
}

// Slots of the loop's typed rank state, shared with rankChange (called only on frames where the rank may change): a
// Float64Array, so nothing is allocated per frame and no number is boxed in an object field. XP is copied in and out.
const PTS = 0; // climb_pts
const LOCKED = 1; // rank_locked_until
const FATIGUE = 2; // promotion_fatigue
const PROMOTED = 3; // 1 when the last rank change was a promotion

/**
 * The promote/demote part of the tick (see `tick`: same steps, same order) after the leak, for a frame where XP is
 * below 0 or at least a full bar, or under Duo+. `rank` is the whole rank before it; returns the whole rank after it.
 */
function rankChange(st: Float64Array, f: number, rank: number, duoCap: boolean): number {
  if (duoCap && rank > DUO_REVERSED_MAX_RANK) rank = DUO_REVERSED_MAX_RANK;
  let pts = st[PTS];
  if (pts < 0) {
    if (rank <= 1) pts = 0;
    else {
      pts += 4 * (rank - 1);
      st[PROMOTED] = 0;
      rank--;
    }
  } else if (pts >= 4 * rank) {
    if (duoCap && rank >= DUO_REVERSED_MAX_RANK) pts = duoReversedXpCap(rank);
    else {
      pts -= 4 * rank;
      st[PROMOTED] = 1;
      st[LOCKED] = f + Math.max(60, 60 * (5 - st[FATIGUE])); // promotionProtectionFrames
      st[FATIGUE]++;
      rank++;
    }
  }
  if (st[PROMOTED] === 1 && pts >= 2 * (rank - 1)) st[FATIGUE] = 0;
  if (duoCap) pts = Math.min(pts, duoReversedXpCap(rank));
  st[PTS] = pts;
  return rank;
}

/**
 * A frame's events (from index `k`) through applyFast on `s`, after copying in the loop's values that events read;
 * returns the next event's index. Events read and write only these fields (and lastStreakDrop, garbageDug, kept in `s`).
 */
function applyBucket(
  s: ClimbState,
  b: FrameBuckets,
  k: number,
  rules: AwardRules,
  alt: number,
  bonus: number,
  pts: number,
  shown: number,
  streak: number,
): number {
  const { events, at } = b;
  const f = at[k];
  s.frame = f;
  s.altitude = alt;
  s.bonusRemaining = bonus;
  s.climbPts = pts;
  s.rank = shown;
  s.cancelStreak = streak;
  while (k < events.length && at[k] === f) applyFast(s, events[k++], rules);
  return k;
}

/**
 * XP under which rank + XP / (4 × rank) surely rounds below rank + 1, so its floor is `rank` without the division:
 * 4 × rank × (1 − 2⁻⁴⁰) leaves a margin far above the rounding of the division and the sum for any rank under 2¹⁰.
 */
function wholeRankBar(rank: number): number {
  return rank < 1024 ? 4 * rank * (1 - 2 ** -40) : 0;
}

/** GetSpeedCap (seed 000 code) for `distance` metres to the next floor: clamp(distance / 5 − 0.2, 0, 1). */
function capOf(distance: number): number {
  // Past 6.001 m the cap is surely 1 (distance / 5 − 0.2 ≥ 1.0002), so the division is skipped; below, the exact formula.
  if (distance > 6.001) return 1;
  const cap = distance / 5 - 0.2;
  return cap >= 1 ? 1 : cap > 0 ? cap : 0;
}

/** Expert+ descent a frame on each floor (index 1–10): (0.05 × (floor² + floor + 10)) / 60 (seed 000 code, 专家+). */
const EXPERT_DESCENT = Float64Array.from({ length: FLOOR_STARTS.length + 1 }, (_, floor) => (0.05 * (floor * floor + floor + 10)) / 60);

/** One frame's values into the columns (bit 1 of `flags`: protected after the tick; bit 2: leaked on this frame). */
function writeFrame(
  out: ClimbColumns,
  f: number,
  alt: number,
  shown: number,
  pts: number,
  floor: number,
  fatigue: number,
  flags: number,
  streak: number,
): void {
  out.altitude[f] = alt;
  out.rank[f] = shown;
  out.climbPts[f] = pts;
  out.floor[f] = floor;
  out.promotionFatigue[f] = fatigue;
  out.flags[f] = flags;
  out.cancelStreak[f] = streak;
}

/**
 * The run loop shared by simulateClimb and the planner, with the state in local variables: for each frame, that frame's
 * events (applyFast on a ClimbState synced only on frames with events), then the tick, the same steps as `tick` above in
 * the same order (so the numbers are bit-identical), then the frame's values into `out` when given. The leak and the
 * passive climb per frame are worked out again only when the whole rank changes, the next floor's start only when the
 * floor does (the Expert+ descent of each floor is a table). Stops at the first frame whose altitude reaches `stopAt` and returns that
 * frame, or −1 when none does.
 * @source seed 000 code, the reference Loop; RULINGS.md Zenith (awards before the tick)
 */
export function runClimbLoop(
  mods: readonly Mod[],
  version: ClientVersion,
  b: FrameBuckets,
  frames: number,
  out: ClimbColumns | null,
  stopAt = Infinity,
): number {
  const s = initialClimbState();
  const { leakFactor: mul, expertReversed, duoCap, current } = tickFlags(mods, version);
  const rules = awardRules(mods, version);
  const st = new Float64Array(4);
  const { events, at } = b;
  const top = FLOOR_STARTS.length;
  let k = 0;
  let floor = 1;
  let nextStart: number = FLOOR_STARTS[1];
  let shown = 1;
  let pts = 0;
  let alt = 0;
  let bonus = 0;
  let streak = 0;
  let locked = 0;
  let fatigue = 0;
  let leakRank = 1;
  let leak = (mul * 2) / 3600; // mul × (rank² + rank) / 3600 at rank 1
  let rateRank = 1; // the whole rank after the last tick, for which `rate` and `bar` hold
  let rate = 0.25 / 60; // the passive climb at full cap, (0.25 × rank) / 60, at rank 1
  let bar = wholeRankBar(1);
  for (let f = 0; f < frames; f++) {
    if (k < events.length && at[k] === f) {
      k = applyBucket(s, b, k, rules, alt, bonus, pts, shown, streak);
      bonus = s.bonusRemaining;
      pts = s.climbPts;
      streak = s.cancelStreak;
    }
    if (alt >= nextStart) {
      while (floor < top && alt >= nextStart) nextStart = ++floor < top ? FLOOR_STARTS[floor] : Infinity;
    }
    // --- the tick (see `tick`) ---
    // floor(shown) is the rank itself while XP is under the safe bar (see wholeRankBar); only past it is the division read.
    let rank = pts >= 0 && pts < bar ? rateRank : Math.floor(shown);
    if (rank !== leakRank) leak = (mul * ((leakRank = rank) * rank + rank)) / 3600;
    const leaked = f >= locked;
    if (leaked) pts -= leak;
    if (duoCap || pts < 0 || pts >= 4 * rank) {
      st[PTS] = pts;
      rank = rankChange(st, f, rank, duoCap);
      pts = st[PTS];
      locked = st[LOCKED];
      fatigue = st[FATIGUE];
    } else if (st[PROMOTED] === 1 && pts >= 2 * (rank - 1)) fatigue = st[FATIGUE] = 0;
    shown = rank + pts / (4 * rank);
    if (rank !== rateRank) {
      rate = (0.25 * (rateRank = rank)) / 60;
      bar = wholeRankBar(rank);
    }
    if (expertReversed) alt = Math.max(FLOOR_STARTS[floor - 1], alt - EXPERT_DESCENT[floor]);
    else {
      const cap = capOf(nextStart - alt);
      alt = cap === 1 ? alt + rate : alt + rate * cap; // rate × 1 is rate exactly
    }
    if (bonus > 0) {
      const last = bonus <= 0.05; // the last 0.05 m or less comes at once, else 10% of it, at most 10 m
      const delta = last ? bonus : Math.min(10, 0.1 * bonus);
      alt += delta;
      bonus = last ? 0 : bonus - delta;
    }
    // The Expert+ overtime receive and the targeting factor are left out here: nothing in a run's output reads them.
    if (current && f > s.lastStreakDrop && (f - s.lastStreakDrop) % STREAK_IDLE_FRAMES === 0) streak = Math.min(MAX_STREAK, streak + STREAK_IDLE_BUMP);
    // --- end of the tick ---
    if (out) writeFrame(out, f, alt, shown, pts, floor, fatigue, (f < locked ? 1 : 0) | (leaked ? 2 : 0), streak);
    if (alt >= stopAt) return f;
  }
  return -1;
}

/** A whole run as typed columns (the engine's own form; simulateClimb turns it into sample objects). */
export interface ClimbRun {
  frames: number;
  version: ClientVersion;
  columns: ClimbColumns;
}

/**
 * simulateClimb's run without an object per frame: the same checks, the same numbers, in typed columns.
 * @source seed 000 code, the reference Loop; RULINGS.md Zenith
 */
export function climbRun(o: { mods?: Mod[]; frames: number; events?: ClimbEvent[]; version?: ClientVersion }): ClimbRun {
  const mods = modsArg('mods', o.mods ?? []);
  const version = versionArg('version', o.version);
  const frames = whole('frames', o.frames, 0, MAX_CLIMB_FRAMES);
  const columns = climbColumns(frames);
  runClimbLoop(mods, version, bucketEvents(o.events ?? [], frames), frames, columns);
  return { frames, version, columns };
}

/**
 * A solo run from altitude 0, rank 1, no XP: for each frame f, the events of frame f in order, then one loop
 * tick, then a sample (RULINGS.md, Zenith: awards before the tick). Events need not be sorted.
 */
export function simulateClimb(o: { mods?: Mod[]; frames: number; events?: ClimbEvent[]; version?: ClientVersion }): ClimbSample[] {
  const run = climbRun(o);
  return samplesOf(run.columns, run.frames, run.version === 'current');
}
