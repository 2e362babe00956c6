// The run (seed 000 code, Loop with the Award* calls; RULINGS.md, Zenith: awards before the tick): events sorted into
// frame buckets once, then every frame's awards and tick in one loop with its state in locals and a small typed array,
// written into typed columns (simulateClimb's result). Quiet frames (no rank, floor, protection or fatigue change due)
// run in a shorter loop of their own, with the same steps and the same numbers. simulateClimb, the planner and the split
// tools all run through this one loop.
import { FLOOR_STARTS } from './floors';
import { type Mod } from './mods';
import { modsArg, whole } from './validate';
import { bucketEvents, type FrameBuckets } from './climb-buckets';
import { MAX_STREAK } from './cancel-streak';
import { versionArg, type ClientVersion } from './versions';
import { applyFast, awardRules, type AwardRules } from './climb-awards';
import { tickFlags, type TickFlags } from './climb-tick';
import {
  DUO_REVERSED_MAX_RANK,
  MAX_CLIMB_FRAMES,
  STREAK_IDLE_BUMP,
  STREAK_IDLE_FRAMES,
  duoReversedXpCap,
  initialClimbState,
  type ClimbEvent,
  type ClimbState,
} from './climb-state';

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
  // One buffer for all seven (one allocation, not seven): the 8-byte columns first, so each view starts aligned.
  const buf = new ArrayBuffer(frames * 36);
  return {
    altitude: new Float64Array(buf, 0, frames),
    rank: new Float64Array(buf, frames * 8, frames),
    climbPts: new Float64Array(buf, frames * 16, frames),
    cancelStreak: new Float64Array(buf, frames * 24, frames),
    promotionFatigue: new Uint16Array(buf, frames * 32, frames),
    floor: new Uint8Array(buf, frames * 34, frames),
    flags: new Uint8Array(buf, frames * 35, frames),
  };
}

// Slots of the loop's typed state (a Float64Array): what one frame leaves for the next, kept between the runs of frames
// that ticks() makes from one event frame to the next, so nothing is allocated per frame and no number is boxed.
const PTS = 0; // climb_pts
const LOCKED = 1; // rank_locked_until
const FATIGUE = 2; // promotion_fatigue
const PROMOTED = 3; // 1 when the last rank change was a promotion
const ALT = 4; // altitude
const BONUS = 5; // bonusremaining
const SHOWN = 6; // the displayed rank
const STREAK = 7; // the current client's cancel streak S
const LAST_DROP = 8; // the frame S was last lowered (current client)
const FLOOR = 9; // the floor of the altitude before the tick
const HELD = 10; // the whole rank after the last tick, for which LEAK, RATE and BAR hold
const LEAK = 11; // XP leaked a frame at that rank: mul × (rank² + rank) / 3600
const RATE = 12; // passive climb a frame at full cap: (0.25 × rank) / 60
const BAR = 13; // the safe bar of wholeRankBar
const SLOTS = 14;
// Imported numbers read once into module constants, not through an import on every frame (a module wrapper can make
// each read a call); the same for applyFast and the cancel-streak numbers below.
const DUO_TOP = DUO_REVERSED_MAX_RANK;

/**
 * The promote/demote part of the tick (see `tick`: same steps, same order) after the leak, for a frame where XP is
 * below 0 or at least a full bar, or under Duo+. `rank` is the whole rank before it; returns the whole rank after it.
 */
function rankChange(st: Float64Array, f: number, rank: number, duoCap: boolean): number {
  if (duoCap && rank > DUO_TOP) rank = DUO_TOP;
  let pts = st[PTS];
  if (pts < 0) {
    if (rank <= 1) pts = 0;
    else {
      pts += 4 * (rank - 1);
      st[PROMOTED] = 0;
      rank--;
    }
  } else if (pts >= 4 * rank) {
    if (duoCap && rank >= DUO_TOP) pts = duoReversedXpCap(rank);
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
 * A frame's events (from index `k`) through applyFast on `s`, after copying in the loop's values that events read, and
 * their results back into `st`; returns the next event's index. Events read and write only these fields (and
 * garbageDug, kept in `s`).
 */
function applyBucket(s: ClimbState, st: Float64Array, b: FrameBuckets, k: number, rules: AwardRules): number {
  const { events, at } = b;
  const f = at[k];
  s.frame = f;
  s.altitude = st[ALT];
  s.bonusRemaining = st[BONUS];
  s.climbPts = st[PTS];
  s.rank = st[SHOWN];
  s.cancelStreak = st[STREAK];
  while (k < events.length && at[k] === f) applyEvent(s, events[k++], rules);
  st[BONUS] = s.bonusRemaining;
  st[PTS] = s.climbPts;
  st[STREAK] = s.cancelStreak;
  st[LAST_DROP] = s.lastStreakDrop;
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

/** applyFast, read once (see DUO_TOP). */
const applyEvent = applyFast;
/** The top floor. */
const TOP_FLOOR = FLOOR_STARTS.length;

/** Each floor's start by floor number (1–10), and Infinity past the top floor: the next floor's start without a branch. */
const NEXT_START = Float64Array.from({ length: FLOOR_STARTS.length + 1 }, (_, floor) => (floor < FLOOR_STARTS.length ? FLOOR_STARTS[floor] : Infinity));
/** Each floor's own start by floor number (1–10), where the Expert+ descent stops. */
const OWN_START = Float64Array.from({ length: FLOOR_STARTS.length + 1 }, (_, floor) => (floor > 0 ? FLOOR_STARTS[floor - 1] : 0));

/**
 * The run loop shared by simulateClimb and the planner: for each frame, that frame's events (applyFast on a ClimbState
 * synced only on frames with events), then the tick, the same steps as `tick` in the same order (so the numbers are
 * bit-identical), then the frame's values into `out` when given (the 2025-01 client has no cancel streak: that column
 * is left as it is, zero in columns from climbColumns). The frames from one event frame to the next run in ticks(), with
 * the state in local variables. Stops at the first frame whose altitude reaches `stopAt` and returns that frame, or −1
 * when none does.
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
  const m = tickFlags(mods, version);
  const rules = awardRules(mods, version);
  const st = new Float64Array(SLOTS);
  st[SHOWN] = st[FLOOR] = st[HELD] = 1;
  st[LEAK] = (m.leakFactor * 2) / 3600; // mul × (rank² + rank) / 3600 at rank 1
  st[RATE] = 0.25 / 60; // (0.25 × rank) / 60 at rank 1
  st[BAR] = wholeRankBar(1);
  const { events, at } = b;
  let k = 0;
  for (let f = 0; f < frames;) {
    if (k < events.length && at[k] === f) k = applyBucket(s, st, b, k, rules);
    const to = k < events.length && at[k] < frames ? at[k] : frames;
    const hit = ticks(st, m, f, to, out ?? NO_COLUMNS, out !== null, stopAt);
    if (hit >= 0) return hit;
    f = to;
  }
  return -1;
}

/**
 * The ticks of frames `from` to `to` − 1 (see `tick`: same steps, same order), from the state in `st` and back into it;
 * each frame's values into the columns when `write`. Returns the first frame whose altitude reaches `stopAt`, or −1.
 * Called once per stretch between event frames: the state lives in local variables while the frames run, and runs of
 * quiet frames go to quietTicks.
 */
function ticks(st: Float64Array, m: TickFlags, from: number, to: number, c: ClimbColumns, write: boolean, stopAt: number): number {
  const { leakFactor: mul, expertReversed, duoCap, current } = m;
  let alt = st[ALT],
    bonus = st[BONUS],
    pts = st[PTS],
    shown = st[SHOWN],
    streak = st[STREAK],
    floor = st[FLOOR];
  let locked = st[LOCKED],
    fatigue = st[FATIGUE],
    promoted = st[PROMOTED];
  let held = st[HELD],
    leak = st[LEAK],
    rate = st[RATE],
    bar = st[BAR];
  let next = NEXT_START[floor]; // the next floor's start
  let hit = -1;
  let quiet = !duoCap && !expertReversed; // quietTicks takes the frames it can until it cannot (then not again this stretch)
  for (let f = from; f < to; f++) {
    if (quiet && pts >= 0 && pts < bar && (promoted !== 1 || fatigue === 0 || pts < 2 * (held - 1))) {
      save(st, alt, bonus, pts, shown, streak, floor, locked, fatigue, promoted, held, leak, rate, bar);
      const g = quietTicks(st, current, f, to, c, write, stopAt);
      quiet = g > f;
      if (g >= to) return -1; // nothing of this stretch is left, and quietTicks saved its state
      f = g; // below: the values it saved (the same ones when it took no frame)
      alt = st[ALT];
      bonus = st[BONUS];
      pts = st[PTS];
      shown = st[SHOWN];
    }
    if (alt >= next) next = NEXT_START[(floor = floorFrom(floor, alt))];
    // floor(shown) is the held rank while XP is under the safe bar (see wholeRankBar); only past it is the division read.
    let rank = held;
    let lk = leak;
    if (pts < 0 || pts >= bar) {
      rank = Math.floor(shown);
      if (rank !== held) lk = (mul * (rank * rank + rank)) / 3600;
    }
    const leaked = f >= locked;
    if (leaked) pts -= lk;
    if (duoCap || pts < 0 || pts >= 4 * rank) {
      st[PTS] = pts;
      st[PROMOTED] = promoted;
      rank = rankChange(st, f, rank, duoCap);
      pts = st[PTS];
      locked = st[LOCKED];
      fatigue = st[FATIGUE];
      promoted = st[PROMOTED];
    } else if (promoted === 1 && pts >= 2 * (rank - 1)) fatigue = st[FATIGUE] = 0;
    shown = rank + pts / (4 * rank);
    if (rank !== held) {
      held = rank;
      leak = (mul * (rank * rank + rank)) / 3600;
      rate = (0.25 * rank) / 60;
      bar = wholeRankBar(rank);
    }
    if (expertReversed) alt = Math.max(OWN_START[floor], alt - EXPERT_DESCENT[floor]);
    else {
      const left = next - alt; // GetSpeedCap: clamp(left / 5 − 0.2, 0, 1); past 6.001 m surely 1, no division
      alt = left > 6.001 ? alt + rate : alt + rate * capOf(left); // rate × 1 is rate exactly
    }
    if (bonus > 0) {
      const last = bonus <= 0.05; // the last 0.05 m or less comes at once, else 10% of it, at most 10 m
      const delta = last ? bonus : Math.min(10, 0.1 * bonus);
      alt += delta;
      bonus = last ? 0 : bonus - delta;
    }
    // The Expert+ overtime receive and the targeting factor are left out here: nothing in a run's output reads them.
    if (current) streak = idleStreak(streak, f, st[LAST_DROP]);
    if (write) writeFrame(c, f, alt, shown, pts, floor, fatigue, (f < locked ? 1 : 0) | (leaked ? 2 : 0), current, streak);
    if (alt >= stopAt) {
      hit = f;
      break;
    }
  }
  save(st, alt, bonus, pts, shown, streak, floor, locked, fatigue, promoted, held, leak, rate, bar);
  return hit;
}

/**
 * Quiet frames from `from` on (see `tick`: the same steps, the same numbers), from the state in `st` and back into it:
 * XP leaks (or is protected) at a whole rank that cannot change, since it only falls and stays at 0 or more and under
 * the bar, and no floor, protection, fatigue or cancel-streak change comes. The caller makes sure of the rest (no Duo+
 * cap, no Expert+ descent, XP in [0, bar), no fatigue reset due). Stops before the first frame that needs the full tick
 * (a new floor, XP below 0, the end of the protection, the cancel streak's idle bump, or an altitude reaching `stopAt`)
 * and returns it; the quiet frames' values go into the columns when `write`.
 */
function quietTicks(st: Float64Array, current: boolean, from: number, to: number, c: ClimbColumns, write: boolean, stopAt: number): number {
  const rank = st[HELD],
    rate = st[RATE],
    floor = st[FLOOR],
    locked = st[LOCKED],
    fatigue = st[FATIGUE],
    streak = st[STREAK];
  const next = NEXT_START[floor];
  const leaking = from >= locked; // the same all the way: protected frames stop where the leak starts
  const lk = leaking ? st[LEAK] : 0; // pts − 0 is pts exactly
  const flags = leaking ? 2 : 1; // bit 2: leaked on this frame; bit 1: protected after it
  const end = Math.min(to, leaking ? to : locked, current ? nextIdleBump(from, st[LAST_DROP]) : to);
  let alt = st[ALT],
    bonus = st[BONUS],
    pts = st[PTS];
  let f = from;
  for (; f < end; f++) {
    const p = pts - lk;
    if (alt >= next || p < 0) break; // a new floor, or a demotion (or XP held at 0): the full tick
    const left = next - alt;
    let a = left > 6.001 ? alt + rate : alt + rate * capOf(left);
    let b = bonus;
    if (b > 0) {
      const last = b <= 0.05; // as in ticks()
      const delta = last ? b : Math.min(10, 0.1 * b);
      a += delta;
      b = last ? 0 : b - delta;
    }
    if (a >= stopAt) break; // the full tick reports the frame
    pts = p;
    alt = a;
    bonus = b;
    if (write) writeFrame(c, f, alt, rank + pts / (4 * rank), pts, floor, fatigue, flags, current, streak);
  }
  if (f > from) {
    st[ALT] = alt;
    st[BONUS] = bonus;
    st[PTS] = pts;
    st[SHOWN] = rank + pts / (4 * rank);
  }
  return f;
}

/** The first frame from `from` on where idleStreak bumps the cancel streak (a multiple of 30 s after `lastDrop`). */
function nextIdleBump(from: number, lastDrop: number): number {
  return lastDrop + IDLE_FRAMES * Math.max(1, Math.ceil((from - lastDrop) / IDLE_FRAMES));
}

/** The state ticks() leaves for the next stretch of frames, into its slots. */
function save(
  st: Float64Array,
  alt: number,
  bonus: number,
  pts: number,
  shown: number,
  streak: number,
  floor: number,
  locked: number,
  fatigue: number,
  promoted: number,
  held: number,
  leak: number,
  rate: number,
  bar: number,
): void {
  st[ALT] = alt;
  st[BONUS] = bonus;
  st[PTS] = pts;
  st[SHOWN] = shown;
  st[STREAK] = streak;
  st[FLOOR] = floor;
  st[LOCKED] = locked;
  st[FATIGUE] = fatigue;
  st[PROMOTED] = promoted;
  st[HELD] = held;
  st[LEAK] = leak;
  st[RATE] = rate;
  st[BAR] = bar;
}

/** One frame's values into the columns (bit 1 of `flags`: protected after the tick; bit 2: leaked on this frame). */
function writeFrame(
  c: ClimbColumns,
  f: number,
  alt: number,
  shown: number,
  pts: number,
  floor: number,
  fatigue: number,
  flags: number,
  current: boolean,
  streak: number,
): void {
  c.altitude[f] = alt;
  c.rank[f] = shown;
  c.climbPts[f] = pts;
  c.floor[f] = floor;
  c.promotionFatigue[f] = fatigue;
  c.flags[f] = flags;
  if (current) c.cancelStreak[f] = streak;
}

/** The floor for `alt` from the floor before it (altitude never drops below the current floor's start). */
function floorFrom(floor: number, alt: number): number {
  while (floor < TOP_FLOOR && alt >= NEXT_START[floor]) floor++;
  return floor;
}

/** Current client: +5 to S for every 30 s without an action that lowers it (zenith-current readme §连续抵消 rule 11). */
function idleStreak(streak: number, f: number, lastDrop: number): number {
  return f > lastDrop && (f - lastDrop) % IDLE_FRAMES === 0 ? Math.min(STREAK_TOP, streak + IDLE_BUMP) : streak;
}
const [IDLE_FRAMES, IDLE_BUMP, STREAK_TOP] = [STREAK_IDLE_FRAMES, STREAK_IDLE_BUMP, MAX_STREAK]; // read once (see DUO_TOP)

/** Zero-length columns written by nothing: the loop's column variables keep one type when the run has no output. */
const NO_COLUMNS: ClimbColumns = climbColumns(0);

/**
 * A whole run as simulateClimb returns it: one typed column per sampled field, `length` frames long, and the client
 * version it ran under. A plain object (no getters, no class, no functions), so structuredClone and postMessage copy it
 * whole; `sampleAt(trace, f)` builds frame f's sample as an object when one is wanted.
 */
export interface ClimbTrace extends ClimbColumns {
  /** Frames in the run: every column holds this many entries. */
  length: number;
  /** The client whose rules ran (the 2025-01 client has no cancel streak: that column stays all zero). */
  version: ClientVersion;
}

/**
 * A solo run from altitude 0, rank 1, no XP: for each frame f, the events of frame f in order, then one loop tick, then
 * frame f's values into the columns (RULINGS.md, Zenith: awards before the tick). Events need not be sorted.
 * @source seed 000 code, the reference Loop; RULINGS.md Zenith
 */
export function simulateClimb(o: { mods?: Mod[]; frames: number; events?: ClimbEvent[]; version?: ClientVersion }): ClimbTrace {
  const mods = modsArg('mods', o.mods ?? []);
  const version = versionArg('version', o.version);
  const frames = whole('frames', o.frames, 0, MAX_CLIMB_FRAMES);
  const c = climbColumns(frames);
  runClimbLoop(mods, version, bucketEvents(o.events ?? [], frames), frames, c);
  // One object literal, the same keys in the same order for every run.
  return {
    length: frames,
    version,
    altitude: c.altitude,
    rank: c.rank,
    climbPts: c.climbPts,
    floor: c.floor,
    promotionFatigue: c.promotionFatigue,
    flags: c.flags,
    cancelStreak: c.cancelStreak,
  };
}
